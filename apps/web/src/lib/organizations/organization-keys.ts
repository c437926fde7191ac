/** Discover's order (issue 19): nearest first, or best rated first. */
export type DirectorySort = 'nearest' | 'rating';

/** TanStack Query keys of the organization calls. */
export const organizationKeys = {
  all: ['organizations'] as const,
  directory: (page: number, search: string, sort: DirectorySort = 'nearest') =>
    ['organizations', 'directory', page, search, sort] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
  listings: (id: string) => ['organizations', 'listings', id] as const,
  me: ['organizations', 'me'] as const,
  /** Under `me`: whatever refreshes the profile refreshes the setup checklist (issue 42). */
  setup: ['organizations', 'me', 'setup'] as const,
  myListings: ['organizations', 'me', 'listings'] as const,
  /** The insights of the last `days` days (issue 43). */
  insights: (days: number) => ['organizations', 'me', 'insights', days] as const,
  customers: ['organizations', 'me', 'customers'] as const,
};
