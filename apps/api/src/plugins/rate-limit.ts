import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { redisRetryStrategy } from '../lib/backoff.js';
import { fallbackStore } from '../lib/rate-limits/rate-limit-store.js';
import { RedisHealth, type RedisStatus } from '../lib/redis/redis-health.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limiter's Redis connection as /ready reports it (`off` without REDIS_URL). */
    redisStatus(): RedisStatus;
  }
}

/** Health checks from orchestrators: never throttled. */
function isHealthCheck(url: string): boolean {
  return url.startsWith('/api/v1/health') || url.startsWith('/api/v1/ready');
}

/** The rate limiter's Redis connection; ioredis is loaded only by a server that uses Redis (decision 0055). */
async function connectRedis(app: FastifyInstance, url: string) {
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

/**
 * Rate limits (issue 39, decision 0067). Counts are shared through Redis when REDIS_URL is set and
 * kept per process while it is away: an outage of Redis costs the limits' precision, not the API.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const connection = config.REDIS_URL ? await connectRedis(app, config.REDIS_URL) : undefined;
  app.decorate('redisStatus', () => connection?.health.status ?? 'off');

  await app.register(rateLimit, {
    // Routes with a `config.rateLimit` of their own (sign-up, login, codes) get a stricter limit on
    // top; the general one below is a root hook instead of a per-route one, so that it runs before
    // authentication and counts every request: bad tokens, unknown routes and 404s included.
    global: false,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    store: fallbackStore(connection?.redis, connection?.health),
    // Health checks from orchestrators must never be throttled.
    allowList: (request) => isHealthCheck(request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      message: ErrorMessage.RATE_LIMITED,
      code: ErrorCode.RATE_LIMITED,
      retryAfter: context.after,
    }),
  });
  const generalLimit = app.createRateLimit();
  // Callback style: health checks (never limited) pass without a promise or a store lookup
  // (decision 0047).
  app.addHook('onRequest', (request, reply, done) => {
    if (isHealthCheck(request.url)) return done();
    generalLimit(request).then((result) => {
      if (result.isAllowed) return done();
      reply.header('x-ratelimit-limit', result.max);
      reply.header('x-ratelimit-remaining', result.remaining);
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      if (result.isExceeded) return done(AppError.tooManyRequests(ErrorMessage.RATE_LIMITED, result.ttlInSeconds));
      done();
    }, done);
  });
});
