import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { redisRetryStrategy } from '../backoff.js';
import { RedisHealth } from './redis-health.js';

/** The rate limiter's Redis connection; ioredis is loaded only by a server that uses Redis (decision 0055). */
export async function connectRateLimitRedis(app: FastifyInstance, url: string) {
  let closed = false;
  const redis = new (await import('ioredis')).Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    // A command on a connection that looks alive but no longer answers waits a second at most; the
    // store then counts in memory (lib/rate-limits/rate-limit-store.ts).
    commandTimeout: 1000,
    disconnectTimeout: 500,
    lazyConnect: false,
    retryStrategy: redisRetryStrategy({ baseMs: 100, capMs: 2000 }, () => closed),
  });
  const health = new RedisHealth([redis], app.log, {
    name: 'rate limiter',
    fallback: 'each process counts requests in its own memory',
  });
  app.addHook('onClose', async () => {
    closed = true;
    health.close();
    // QUIT needs a live connection; with Redis away it would wait for a reconnect.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  await firstConnection(redis);
  return { redis, health };
}

/**
 * Waits for the first connection, a second at most, so that a normal start counts its first
 * requests in Redis rather than in memory; a start while Redis is away goes on without it.
 */
function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
