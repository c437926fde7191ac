/**
 * The worker's cache of the build's chunks it did not precache (decision 0070): each is kept the
 * first time a screen loads it, so that screen opens offline afterwards, and answered from the cache
 * from then on (the file names carry a hash of their content: a cached file is never stale).
 */
export const ASSET_CACHE = 'ourhood-assets';

/**
 * How many chunks are kept. A neighbour who opens every screen keeps about a hundred; the oldest go
 * first, so the files of past deploys do not pile up on a phone.
 */
export const MAX_ASSETS = 120;

/** The build's hashed files (vite's assets/), on this origin: nothing else is cached this way. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname);
}

/** Drops the oldest entries (the cache lists them in the order they were put) beyond `max`. */
export async function trimCache(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request);
}

/**
 * Cache first: the cached copy if there is one, else the network's answer, kept when it is a
 * whole (200) answer. A failed fetch fails as it would without the worker (the app reloads once
 * for a chunk a deploy removed: app/lazy-page.tsx).
 */
export async function cacheFirst(
  request: Request,
  storage: CacheStorage,
  fetcher: (request: Request) => Promise<Response>,
  max = MAX_ASSETS,
): Promise<Response> {
  const cache = await storage.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetcher(request);
  if (response.status === 200) {
    await cache.put(request, response.clone());
    await trimCache(cache, max);
  }
  return response;
}
