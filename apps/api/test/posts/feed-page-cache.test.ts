import { describe, expect, it } from 'vitest';
import { ChangeNotices } from '../../src/db/change-notices.js';
import { SharedPageCache } from '../../src/lib/shared-pages/shared-page-cache.js';
import { FeedReaderCache } from '../../src/features/posts/feed-reader-cache.js';
import { FeedPageLandmarks } from '../../src/features/posts/feed-page-landmarks.js';
import { encodeFeedCursor } from '../../src/features/posts/feed-cursor.js';

// Decision 0037: the rules of the per-process feed caches, without a database.

function notices(listening = true) {
  const feed = new ChangeNotices(listening);
  feed.schema = 'app';
  return feed;
}

/** A read the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('feed page cache', () => {
  it('keeps a page until a feed notice of its own schema', async () => {
    const feed = notices();
    const cache = new SharedPageCache<string>(feed);
    let reads = 0;
    const read = async () => `page ${++reads}`;
    expect(await cache.page('k', read)).toBe('page 1');
    expect(await cache.page('k', read)).toBe('page 1');
    feed.receive('other_schema:feed');
    feed.receive('app:3f1c0b1e-0000-4000-8000-000000000000');
    feed.receive('app:reader:3f1c0b1e-0000-4000-8000-000000000000');
    expect(await cache.page('k', read)).toBe('page 1');
    feed.receive('app:feed');
    expect(await cache.page('k', read)).toBe('page 2');
  });

  it('shares a read under way, but not across a notice, and keeps no read begun before one', async () => {
    const feed = notices();
    const cache = new SharedPageCache<string>(feed);
    const before = deferred<string>();
    const first = cache.page('k', () => before.promise);
    const joined = cache.page('k', async () => 'never read');
    feed.receive('app:feed');
    // Asked after the notice: a read of its own, even though one is under way.
    const after = cache.page('k', async () => 'after');
    before.resolve('before');
    expect(await first).toBe('before');
    expect(await joined).toBe('before');
    expect(await after).toBe('after');
    // What was read before the notice was not kept; what was read after it was.
    expect(await cache.page('k', async () => 'again')).toBe('after');
  });

  it('keeps nothing while notices may be lost, and drops what it kept when they are', async () => {
    const feed = notices();
    const cache = new SharedPageCache<string>(feed);
    await cache.page('k', async () => 'kept');
    feed.setListening(false);
    expect(cache.size).toBe(0);
    expect(await cache.page('k', async () => 'unkept')).toBe('unkept');
    expect(await cache.page('k', async () => 'read again')).toBe('read again');
    feed.setListening(true);
    expect(await cache.page('k', async () => 'kept again')).toBe('kept again');
    expect(await cache.page('k', async () => 'no')).toBe('kept again');
  });

  it('forgets the longest unused page when full, and any page after its time', async () => {
    let now = 0;
    const cache = new SharedPageCache<string>(notices(), { maxEntries: 2, ttlMs: 1000, monotonicNow: () => now });
    await cache.page('a', async () => 'a');
    await cache.page('b', async () => 'b');
    await cache.page('a', async () => 'no');
    await cache.page('c', async () => 'c');
    expect(await cache.page('b', async () => 'b again')).toBe('b again');
    now = 1000;
    expect(await cache.page('b', async () => 'b after its time')).toBe('b after its time');
  });

  it('lets a failed read fail its requests, and keeps nothing of it', async () => {
    const cache = new SharedPageCache<string>(notices());
    await expect(cache.page('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.page('k', async () => 'up')).toBe('up');
  });
});

describe('feed reader cache', () => {
  const reader = '3f1c0b1e-0000-4000-8000-00000000000a';
  const reads: { withRelations: boolean; postIds: string[] }[] = [];
  const read = (blocked: string[]) => async (withRelations: boolean, postIds: string[]) => {
    reads.push({ withRelations, postIds });
    return {
      relations: withRelations ? { blocked, muted: [] } : undefined,
      reactions: new Map(postIds.map((id) => [id, id === 'p1' ? ('like' as const) : null])),
    };
  };

  it('reads a reader once, then only reactions to posts not known yet, until a notice for them', async () => {
    reads.length = 0;
    const feed = notices();
    const cache = new FeedReaderCache(feed);
    const first = await cache.cut(reader, ['p1'], read(['x']));
    expect([...first.blocked]).toEqual(['x']);
    expect(first.reactions.get('p1')).toBe('like');
    await cache.cut(reader, ['p1'], read(['x']));
    await cache.cut(reader, ['p1', 'p2'], read(['x']));
    expect(reads).toEqual([
      { withRelations: true, postIds: ['p1'] },
      { withRelations: false, postIds: ['p2'] },
    ]);
    feed.receive('app:reader:someone-else');
    await cache.cut(reader, ['p1'], read(['x']));
    expect(reads).toHaveLength(2);
    feed.receive(`app:reader:${reader}`);
    const after = await cache.cut(reader, ['p1'], read(['y']));
    expect([...after.blocked]).toEqual(['y']);
    feed.receive('app:readers');
    await cache.cut(reader, [], read([]));
    expect(reads).toHaveLength(4);
  });

  it('uses a read begun before a notice for its own request only', async () => {
    const feed = notices();
    const cache = new FeedReaderCache(feed);
    const slow = deferred<undefined>();
    const during = cache.cut(reader, [], async (withRelations) => {
      await slow.promise;
      return { relations: withRelations ? { blocked: ['old'], muted: [] } : undefined, reactions: new Map() };
    });
    feed.receive(`app:reader:${reader}`);
    slow.resolve(undefined);
    expect([...(await during).blocked]).toEqual(['old']);
    const fresh = await cache.cut(reader, [], async () => ({
      relations: { blocked: [], muted: [] },
      reactions: new Map(),
    }));
    expect(fresh.blocked.size).toBe(0);
  });

  it('keeps at most its reactions per reader and its readers, the longest unused first', async () => {
    const cache = new FeedReaderCache(notices(), { maxReactionsPerReader: 2, maxReaders: 1 });
    reads.length = 0;
    await cache.cut(reader, ['p1', 'p2'], read([]));
    // Past the limit: the reader's reactions start again from the posts asked, and stay right.
    const past = await cache.cut(reader, ['p1', 'p3'], read([]));
    expect([...past.reactions]).toEqual([
      ['p3', null],
      ['p1', 'like'],
    ]);
    await cache.cut(reader, ['p1', 'p3'], read([]));
    expect(reads).toHaveLength(2);
    // A second reader pushes the first out.
    await cache.cut('another-reader', [], read([]));
    await cache.cut(reader, [], read([]));
    expect(reads.at(-1)).toEqual({ withRelations: true, postIds: [] });
  });
});

describe('feed page landmarks', () => {
  const reader = '3f1c0b1e-0000-4000-8000-000000000001';
  const other = '3f1c0b1e-0000-4000-8000-000000000002';
  const at = (id: number) =>
    encodeFeedCursor({
      segment: 1,
      createdAt: new Date(Date.UTC(2031, 0, id)),
      id: `3f1c0b1e-0000-4000-8000-00000000010${id}`,
    });

  it("keeps where a reader's page begins until the feed or that reader changes", () => {
    const feed = notices();
    const landmarks = new FeedPageLandmarks(feed);
    landmarks.remember(reader, 'page 3', at(3), landmarks.began());
    landmarks.remember(other, 'page 3', at(4), landmarks.began());
    expect(landmarks.find(reader, 'page 3')).toMatchObject({ text: at(3), cursor: { segment: 1 } });
    expect(landmarks.find(reader, 'page 4')).toBeUndefined();
    // A reaction, block or mute of the reader's own: theirs go, nobody else's.
    feed.receive(`app:reader:${reader}`);
    expect(landmarks.find(reader, 'page 3')).toBeUndefined();
    expect(landmarks.find(other, 'page 3')?.text).toBe(at(4));
    // Any change to the feed's rows moves every page.
    feed.receive('app:feed');
    expect(landmarks.find(other, 'page 3')).toBeUndefined();
  });

  it('keeps nothing read before a notice, nothing while notices may not arrive, nothing past its time', () => {
    const feed = notices();
    let now = 0;
    const landmarks = new FeedPageLandmarks(feed, { ttlMs: 1000, monotonicNow: () => now });
    const began = landmarks.began();
    feed.receive(`app:reader:${other}`);
    landmarks.remember(reader, 'page 2', at(2), began);
    expect(landmarks.size).toBe(0);
    landmarks.remember(reader, 'page 2', at(2), landmarks.began());
    now = 1000;
    expect(landmarks.find(reader, 'page 2')).toBeUndefined();

    const deaf = new FeedPageLandmarks(notices(false));
    deaf.remember(reader, 'page 2', at(2), deaf.began());
    expect(deaf.find(reader, 'page 2')).toBeUndefined();
  });

  it('keeps at most its landmarks per reader and its readers, the longest unused first', () => {
    const landmarks = new FeedPageLandmarks(notices(), { maxPerReader: 2, maxReaders: 1 });
    landmarks.remember(reader, 'page 2', at(2), landmarks.began());
    landmarks.remember(reader, 'page 3', at(3), landmarks.began());
    expect(landmarks.find(reader, 'page 2')?.text).toBe(at(2));
    landmarks.remember(reader, 'page 4', at(4), landmarks.began());
    expect(landmarks.find(reader, 'page 3')).toBeUndefined();
    expect(landmarks.find(reader, 'page 2')?.text).toBe(at(2));
    landmarks.remember(other, 'page 2', at(2), landmarks.began());
    expect(landmarks.find(reader, 'page 2')).toBeUndefined();
    expect(landmarks.size).toBe(1);
  });
});
