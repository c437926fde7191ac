import { msg } from '@lingui/core/macro';

/** The organization sidebar of spec §2. */
export const organizationLinks = [
  { to: '/dashboard/business-profile', label: msg`Business Profile` },
  { to: '/dashboard/listings', label: msg`Listings` },
  { to: '/dashboard/customers', label: msg`Customers` },
  { to: '/dashboard/reviews', label: msg`Reviews` },
  { to: '/dashboard/updates', label: msg`Updates` },
  { to: '/dashboard/events', label: msg`Events` },
  { to: '/dashboard/messages', label: msg`Messages` },
  { to: '/dashboard/notifications', label: msg`Notifications` },
  { to: '/dashboard/settings', label: msg`Settings` },
] as const;

/** From this width the sidebar sits beside the page; below it, it is a drawer over the page. */
export const WIDE_QUERY = '(min-width: 768px)';

export const isWide = () => typeof window !== 'undefined' && window.matchMedia(WIDE_QUERY).matches;
