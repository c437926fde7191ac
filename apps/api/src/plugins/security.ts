import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { redisRetryStrategy } from '../lib/backoff.js';
import { securityHeadersPlugin } from './security-headers.js';

/**
 * Origins images may come from besides this site: a CDN (MEDIA_PUBLIC_URL), or the bucket that
 * /media/ redirects to (S3_SERVE=redirect); a CSP checks the URL after a redirect too.
 */
function mediaOrigins(config: Config): string[] {
  const origins = new Set<string>();
  if (config.MEDIA_PUBLIC_URL) origins.add(new URL(config.MEDIA_PUBLIC_URL).origin);
  if (config.MEDIA_STORAGE === 's3' && config.S3_SERVE === 'redirect') {
    if (!config.S3_ENDPOINT) origins.add('https://*.amazonaws.com');
    else if (config.S3_FORCE_PATH_STYLE) origins.add(new URL(config.S3_ENDPOINT).origin);
    else origins.add(`${new URL(config.S3_ENDPOINT).protocol}//*.${new URL(config.S3_ENDPOINT).host}`);
  }
  return [...origins];
}

/** Health checks from orchestrators: never throttled. */
function isHealthCheck(url: string): boolean {
  return url.startsWith('/api/v1/health') || url.startsWith('/api/v1/ready');
}

/**
 * Security headers, CORS, rate limiting and load shedding. The CSP is strict: the built SPA loads
 * only its own scripts and styles, so no 'unsafe-inline' is needed.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(securityHeadersPlugin, {
    options: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins(config)],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
        },
      },
      // Cross-origin isolation headers would break opening shared links in new tabs; keep defaults sane.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.PUBLIC_URL.startsWith('https://'),
    },
  });

  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
      maxAge: 600,
    });
  }

  // While Redis is away, a request waits a second at most, then answers 503
  // (error-handler.ts); reconnects back off with jitter and stop when the app closes.
  let redisClosed = false;
  // ioredis is loaded only by a server that uses Redis (decision 0055: cold start).
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
        disconnectTimeout: 500,
        lazyConnect: false,
        retryStrategy: redisRetryStrategy({ baseMs: 100, capMs: 2000 }, () => redisClosed),
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: unknown) => {
      if (!redisClosed) app.log.warn({ err: error }, 'rate limit store (Redis) error');
    });
    app.addHook('onClose', async () => {
      redisClosed = true;
      // QUIT needs a live connection; with Redis away it would wait for a reconnect.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }

  await app.register(rateLimit, {
    // Routes with a `config.rateLimit` of their own (sign-up, login, codes) get a stricter limit on
    // top; the general one below is a root hook instead of a per-route one, so that it runs before
    // authentication and counts every request: bad tokens, unknown routes and 404s included.
    global: false,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'ourhood-rl:' } : {}),
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

  await app.register(underPressure, {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: 10,
    pressureHandler: (_request, reply) => {
      void reply
        .code(503)
        .header('retry-after', '10')
        .send({ status: 'error', message: ErrorMessage.SERVICE_UNAVAILABLE, code: ErrorCode.SERVICE_UNAVAILABLE });
    },
  });
});
