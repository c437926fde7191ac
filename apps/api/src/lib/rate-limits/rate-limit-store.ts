import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisHealth } from '../redis/redis-health.js';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** Most keys the in-memory counter keeps; past it the oldest windows are dropped (a visitor flood). */
const MEMORY_KEYS = 50_000;

/**
 * Fixed windows in this process's memory: the store without Redis, and the one a process falls
 * back to while Redis is away (each process then allows the limit on its own).
 */
export class MemoryCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  count(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // Deleted first so the map stays in order of window start: the oldest come first when full.
      this.windows.delete(key);
      if (this.windows.size >= MEMORY_KEYS) this.dropOldest();
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }

  /** The map is in order of window start, so the first are the oldest (mostly ended) windows. */
  private dropOldest(): void {
    for (const key of this.windows.keys()) {
      // A tenth at once, so a flood of new keys does not walk the map on every request.
      if (this.windows.size < MEMORY_KEYS * 0.9) return;
      this.windows.delete(key);
    }
  }
}

/** INCR with the window's expiry set by the first request of the window, in one round trip. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type CountingRedis = Redis & {
  ourhoodRateLimit(key: string, timeWindow: number, callback: (error: Error | null, result?: unknown) => void): void;
};

function isCounted(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';
}

/** @fastify/rate-limit builds its stores with the options; the general limits pass a key prefix. */
export type FallbackStoreClass = new (options?: unknown, prefix?: string) => FastifyRateLimitStore;

/**
 * The rate limiter's store (issue 39, decision 0067): Redis while it answers, so every process
 * shares one count; this process's memory while it does not. Failing open is the choice: with the
 * store away, refusing every request (503) took the whole API down for a cache's outage.
 */
export function fallbackStore(redis: Redis | undefined, health: RedisHealth | undefined): FallbackStoreClass {
  if (redis && !('ourhoodRateLimit' in redis)) {
    redis.defineCommand('ourhoodRateLimit', { numberOfKeys: 1, lua: INCREMENT });
  }
  const counting = redis as CountingRedis | undefined;

  class FallbackStore implements FastifyRateLimitStore {
    private readonly memory = new MemoryCounter();

    constructor(
      _options: unknown,
      private readonly prefix = 'ourhood-rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (!counting || !health?.usable) {
        callback(null, this.memory.count(key, timeWindow));
        return;
      }
      counting.ourhoodRateLimit(this.prefix + key, timeWindow, (error, result) => {
        if (error || !isCounted(result)) {
          // This request is counted here instead; the limiter goes on in memory until Redis is back.
          health.commandFailed(error ?? new Error('unexpected rate limit answer from Redis'));
          callback(null, this.memory.count(key, timeWindow));
          return;
        }
        health.commandSucceeded();
        callback(null, { current: result[0], ttl: result[1] });
      });
    }

    /** A route's own limit (sign-up, login) counts under the route's method and path. */
    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: unknown; url?: unknown } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      const name = typeof route.url === 'string' ? `${String(route.method)}${route.url}-` : '';
      return new FallbackStore(undefined, `${this.prefix}${name}`);
    }
  }
  return FallbackStore;
}
