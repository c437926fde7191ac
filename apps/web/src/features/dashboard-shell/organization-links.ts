/** The organization sidebar of spec §2. */
export const organizationLinks = [
  { to: '/dashboard/business-profile', label: 'Business Profile' },
  { to: '/dashboard/listings', label: 'Listings' },
  { to: '/dashboard/customers', label: 'Customers' },
  { to: '/dashboard/reviews', label: 'Reviews' },
  { to: '/dashboard/updates', label: 'Updates' },
  { to: '/dashboard/events', label: 'Events' },
  { to: '/dashboard/messages', label: 'Messages' },
  { to: '/dashboard/notifications', label: 'Notifications' },
  { to: '/dashboard/settings', label: 'Settings' },
] as const;

/** From this width the sidebar sits beside the page; below it, it is a drawer over the page. */
export const WIDE_QUERY = '(min-width: 768px)';

export const isWide = () => typeof window !== 'undefined' && window.matchMedia(WIDE_QUERY).matches;
