import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change was written into the cache: a fetch of `queryKey` still in flight was asked
 * before the change, and its answer would undo it (a new notification gone from the list, a
 * reaction shown as not made). Such a fetch is cancelled, keeping what the cache holds now, and
 * asked again. Invalidating alone would not do: it joins a first load in flight rather than ask
 * again. Nothing happens when no fetch of it is in flight, the usual case.
 */
export function refetchIfInFlight(client: QueryClient, queryKey: QueryKey): void {
  if (client.isFetching({ queryKey }) === 0) return;
  void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }));
}
