/** TanStack Query keys of events and calendars. */
export const eventKeys = {
  all: ['events'] as const,
  list: (scope: string, extra: Record<string, string | number | undefined> = {}) =>
    ['events', 'list', scope, extra] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  attendees: (id: string) => ['events', 'attendees', id] as const,
  feedUrl: ['calendar', 'feed-url'] as const,
};
