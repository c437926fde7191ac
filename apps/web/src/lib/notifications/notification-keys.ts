/** TanStack Query keys of the shared notifications (every account type, every feature). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
  filterPolicy: ['notifications', 'filter-policy'] as const,
  filtered: ['notifications', 'filtered'] as const,
};
