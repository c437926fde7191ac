/** TanStack Query keys of the rentals board. */
export const rentalKeys = {
  all: ['rentals'] as const,
  requests: ['rentals', 'requests'] as const,
  keywords: ['rentals', 'keywords'] as const,
};
