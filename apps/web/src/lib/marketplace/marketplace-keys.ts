/** TanStack Query keys of the marketplace. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  config: ['marketplace', 'config'] as const,
  browse: (filters: Record<string, string | number | boolean | undefined>) =>
    ['marketplace', 'browse', filters] as const,
  saved: ['marketplace', 'saved'] as const,
  mine: ['marketplace', 'mine'] as const,
  detail: (id: string) => ['marketplace', 'detail', id] as const,
};
