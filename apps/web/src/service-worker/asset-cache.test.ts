import { describe, expect, it, vi } from 'vitest';
import { ASSET_CACHE, cacheFirst, isHashedAsset, trimCache } from './asset-cache';

/** A Cache keyed by URL that keeps insertion order, as Cache Storage does. */
function fakeCache(): Cache {
  const entries = new Map<string, Response>();
  const cache = {
    match: (request: Request) => Promise.resolve(entries.get(request.url)?.clone()),
    put: (request: Request, response: Response) => {
      entries.delete(request.url);
      entries.set(request.url, response);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
    delete: (request: Request) => Promise.resolve(entries.delete(request.url)),
  };
  return cache as unknown as Cache;
}

function fakeStorage(cache: Cache) {
  const open = vi.fn(() => Promise.resolve(cache));
  return { storage: { open } as unknown as CacheStorage, open };
}

const origin = 'https://ourhood.example';
const asset = (name: string) => new Request(`${origin}/assets/${name}`);

describe('isHashedAsset', () => {
  it('takes the build’s scripts and stylesheets on this origin only', () => {
    expect(isHashedAsset(new URL(`${origin}/assets/Ab12Cd34.js`), origin)).toBe(true);
    expect(isHashedAsset(new URL(`${origin}/assets/index-Ab12.css`), origin)).toBe(true);
    expect(isHashedAsset(new URL(`${origin}/media/ab/ab12-thumb.webp`), origin)).toBe(false);
    expect(isHashedAsset(new URL(`${origin}/api/v1/feed`), origin)).toBe(false);
    expect(isHashedAsset(new URL('https://elsewhere.example/assets/a.js'), origin)).toBe(false);
  });
});

describe('cacheFirst', () => {
  it('keeps a chunk the first time and answers from the cache after, without the network', async () => {
    const cache = fakeCache();
    const { storage, open } = fakeStorage(cache);
    const fetcher = vi.fn(() => Promise.resolve(new Response('chunk', { status: 200 })));
    expect(await (await cacheFirst(asset('a.js'), storage, fetcher)).text()).toBe('chunk');
    expect(await (await cacheFirst(asset('a.js'), storage, fetcher)).text()).toBe('chunk');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(ASSET_CACHE);
  });

  it('keeps no error answer', async () => {
    const cache = fakeCache();
    const { storage } = fakeStorage(cache);
    const fetcher = vi.fn(() => Promise.resolve(new Response('gone', { status: 404 })));
    expect((await cacheFirst(asset('old.js'), storage, fetcher)).status).toBe(404);
    expect(await cache.keys()).toEqual([]);
  });

  it('fails as the network does', async () => {
    const { storage } = fakeStorage(fakeCache());
    await expect(cacheFirst(asset('a.js'), storage, () => Promise.reject(new TypeError('offline')))).rejects.toThrow(
      'offline',
    );
  });

  it('keeps at most the newest `max` chunks', async () => {
    const cache = fakeCache();
    const { storage } = fakeStorage(cache);
    const fetcher = () => Promise.resolve(new Response('x', { status: 200 }));
    for (const name of ['a.js', 'b.js', 'c.js']) await cacheFirst(asset(name), storage, fetcher, 2);
    expect((await cache.keys()).map((request) => new URL(request.url).pathname)).toEqual([
      '/assets/b.js',
      '/assets/c.js',
    ]);
  });
});

describe('trimCache', () => {
  it('leaves a cache under the limit as it is', async () => {
    const cache = fakeCache();
    await cache.put(asset('a.js'), new Response('a'));
    await trimCache(cache, 5);
    expect(await cache.keys()).toHaveLength(1);
  });
});
