/** Every dashboard screen a neighbour reaches from the navigation (and the forms they open). */
export const neighbourScreens = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/groups',
  '/dashboard/invite',
  '/dashboard/discover',
  '/dashboard/rentals',
  '/dashboard/marketplace',
  '/dashboard/marketplace/new',
  '/dashboard/events',
  '/dashboard/events?tab=calendar',
  '/dashboard/events/new',
  '/dashboard/alerts',
  '/dashboard/messages',
  '/dashboard/notifications',
  '/dashboard/notifications/filtered',
  '/dashboard/search',
  '/dashboard/settings',
  '/dashboard/moderation',
] as const;

/** Every dashboard screen an organization reaches from its navigation. */
export const organizationScreens = [
  '/dashboard',
  '/dashboard/business-profile',
  '/dashboard/listings',
  '/dashboard/customers',
  '/dashboard/reviews',
  '/dashboard/updates',
  '/dashboard/events',
  '/dashboard/events?tab=calendar',
  '/dashboard/events/new',
  '/dashboard/messages',
  '/dashboard/notifications',
  '/dashboard/settings',
] as const;
