import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import type { Config } from '../config.js';

/**
 * Security headers, CORS, rate limiting and load shedding. The CSP is strict: the built SPA loads
 * only its own scripts and styles, so no 'unsafe-inline' is needed.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
  });

  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
      maxAge: 600,
    });
  }

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'ourhood-rl:' } : {}),
    // Health checks from orchestrators must never be throttled.
    allowList: (request) => request.url.startsWith('/api/v1/health') || request.url.startsWith('/api/v1/ready'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      message: ErrorMessage.RATE_LIMITED,
      code: ErrorCode.RATE_LIMITED,
      retryAfter: context.after,
    }),
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
