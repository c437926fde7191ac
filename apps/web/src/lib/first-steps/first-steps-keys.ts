/**
 * TanStack Query key of a neighbour's first steps (issue 42). A module of its own, without calls,
 * so the mutations that complete a step (location, post, group, follow, push) can invalidate it
 * without carrying the first steps' code into their chunks.
 */
export const firstStepsKey = ['first-steps'] as const;
