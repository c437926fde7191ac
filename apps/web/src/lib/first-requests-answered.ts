import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once the screen's first requests have answered: some query has data or an error and
 * none is fetching. Work deferred until then (the live connection, the service worker) neither
 * competes with the first screen's requests nor delays its first paint. Aborting `signal` (the
 * screen went away first) stops listening to the cache; the promise then never resolves.
 */
export function firstRequestsAnswered(client: QueryClient, signal?: AbortSignal): Promise<void> {
  const cache = client.getQueryCache();
  const answered = () =>
    client.isFetching() === 0 &&
    cache.getAll().some((query) => query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0);
  return new Promise((resolve) => {
    if (answered()) return resolve();
    const unsubscribe = cache.subscribe(() => {
      if (!answered()) return;
      unsubscribe();
      resolve();
    });
    signal?.addEventListener('abort', unsubscribe, { once: true });
  });
}
