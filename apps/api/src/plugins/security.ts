import cors from '@fastify/cors';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import { mapTileOrigin, type Config } from '../config.js';
import { rateLimitPlugin } from './rate-limit.js';
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
  // The map's tiles (issue 44): nothing to add for a same-origin template.
  const tiles = mapTileOrigin(config.MAP_TILE_URL);
  if (tiles) origins.add(tiles);
  return [...origins];
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

  await app.register(rateLimitPlugin, { config });

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
