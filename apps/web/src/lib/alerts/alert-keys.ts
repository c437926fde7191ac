/**
 * TanStack Query keys of community alerts (the stream invalidates them on an urgent alert, a change
 * of location too). A module of its own so the home's location change does not load the calls.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  list: ['alerts', 'list'] as const,
};
