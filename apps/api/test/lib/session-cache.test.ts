import { describe, expect, it } from 'vitest';
import { ChangeNotices } from '../../src/db/change-notices.js';
import { SessionCache } from '../../src/lib/sessions/session-cache.js';
import type { SessionOwner } from '../../src/lib/sessions/sessions.js';

// Decision 0035: what the per-process session cache keeps, and when it must not.

const NOW = new Date('2026-11-27T12:00:00Z');

function owner(userId: string, expiresAt = new Date(NOW.getTime() + 60_000)): SessionOwner {
  return {
    sessionId: `session-of-${userId}`,
    userId,
    accountType: 'user',
    role: 'member',
    area: { suburb: 'Park Slope', city: 'Brooklyn', state: 'New York', country: 'United States' },
    coordinates: { lat: 40.67, lng: -73.98 },
    expiresAt,
  };
}

function setUp(options: { listening?: boolean; maxEntries?: number; ttlMs?: number } = {}) {
  const feed = new ChangeNotices(options.listening ?? true);
  feed.schema = 'app';
  let monotonic = 0;
  const cache = new SessionCache(feed, { ...options, monotonicNow: () => monotonic });
  let lookups = 0;
  const resolve = (token: string, found: SessionOwner | undefined, now = NOW) =>
    cache.resolve(token, now, async () => {
      lookups += 1;
      return found;
    });
  return {
    feed,
    cache,
    resolve,
    lookups: () => lookups,
    advance: (ms: number) => (monotonic += ms),
  };
}

describe('session cache', () => {
  it('reads a session once, then answers from what it kept', async () => {
    const { resolve, lookups } = setUp();
    expect(await resolve('token-a', owner('u1'))).toMatchObject({ userId: 'u1' });
    expect(await resolve('token-a', owner('u1'))).toMatchObject({ userId: 'u1' });
    expect(lookups()).toBe(1);
  });

  it('never keeps an unknown or ended token', async () => {
    const { resolve, lookups } = setUp();
    expect(await resolve('nobody', undefined)).toBeUndefined();
    expect(await resolve('nobody', undefined)).toBeUndefined();
    expect(lookups()).toBe(2);
  });

  it("forgets every session of a user on that user's notice, and only of that schema", async () => {
    const { feed, resolve, lookups } = setUp();
    await resolve('phone', owner('u1'));
    await resolve('laptop', owner('u1'));
    await resolve('other', owner('u2'));
    feed.receive('another_schema:u1');
    await resolve('phone', owner('u1'));
    expect(lookups()).toBe(3);
    feed.receive('app:u1');
    await resolve('phone', owner('u1'));
    await resolve('laptop', owner('u1'));
    await resolve('other', owner('u2'));
    expect(lookups()).toBe(5);
  });

  it('does not keep a lookup that was under way when a notice arrived', async () => {
    const { feed, cache, resolve, lookups } = setUp();
    let finish: (value: SessionOwner) => void = () => undefined;
    const pending = cache.resolve('token', NOW, () => new Promise((resolve) => (finish = resolve)));
    // The row was read before the revocation committed; its notice arrives before the answer.
    feed.receive('app:u1');
    finish(owner('u1'));
    expect(await pending).toMatchObject({ userId: 'u1' });
    await resolve('token', undefined);
    expect(lookups()).toBe(1);
  });

  it('ends a kept session at its expiry by the clock of the expiry rules', async () => {
    const { resolve, lookups } = setUp();
    const expiresAt = new Date(NOW.getTime() + 1000);
    await resolve('token', owner('u1', expiresAt));
    expect(await resolve('token', undefined, new Date(expiresAt.getTime() - 1))).toBeDefined();
    expect(await resolve('token', undefined, expiresAt)).toBeUndefined();
    expect(lookups()).toBe(2);
  });

  it('reads a kept session again after its time to live', async () => {
    const { resolve, lookups, advance } = setUp({ ttlMs: 1000 });
    await resolve('token', owner('u1'));
    advance(999);
    await resolve('token', owner('u1'));
    expect(lookups()).toBe(1);
    advance(1);
    await resolve('token', owner('u1'));
    expect(lookups()).toBe(2);
  });

  it('keeps nothing while the notices may not arrive, and drops what it had when they stop', async () => {
    const { feed, cache, resolve, lookups } = setUp({ listening: false });
    await resolve('token', owner('u1'));
    await resolve('token', owner('u1'));
    expect(lookups()).toBe(2);
    expect(cache.active).toBe(false);

    feed.setListening(true);
    await resolve('token', owner('u1'));
    await resolve('token', owner('u1'));
    expect(lookups()).toBe(3);

    feed.setListening(false);
    expect(cache.size).toBe(0);
    await resolve('token', owner('u1'));
    expect(lookups()).toBe(4);

    // Back: what was kept before the loss is gone, and keeping starts again.
    feed.setListening(true);
    await resolve('token', owner('u1'));
    await resolve('token', owner('u1'));
    expect(lookups()).toBe(5);
  });

  it('keeps at most its size, dropping the longest unused first', async () => {
    const { resolve, lookups, cache } = setUp({ maxEntries: 2 });
    await resolve('a', owner('u1'));
    await resolve('b', owner('u2'));
    await resolve('a', owner('u1'));
    await resolve('c', owner('u3'));
    expect(cache.size).toBe(2);
    expect(lookups()).toBe(3);
    await resolve('a', owner('u1'));
    expect(lookups()).toBe(3);
    await resolve('b', owner('u2'));
    expect(lookups()).toBe(4);
  });
});
