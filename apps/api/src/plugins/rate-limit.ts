import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import type { Config } from '../config.js';
import { fallbackStore } from '../lib/rate-limits/rate-limit-store.js';
import { requestKind } from '../lib/rate-limits/request-kinds.js';
import { answerApiVerdict, RequestLimits } from '../lib/rate-limits/request-limits.js';
import { throttledPageHtml } from '../lib/rate-limits/throttled-page.js';
import { connectRateLimitRedis } from '../lib/redis/rate-limit-redis.js';
import type { RedisStatus } from '../lib/redis/redis-health.js';
import { hashSessionToken } from '../lib/sessions/session-token.js';
import { bearerToken } from './authenticate.js';
import { requestLocale } from './message-language.js';
import { messageCatalogs } from '../lib/i18n/catalogs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limiter's Redis connection as /ready reports it (`off` without REDIS_URL). */
    redisStatus(): RedisStatus;
    /** The general limits' counters (lib/rate-limits/request-limits.ts). */
    requestLimits: RequestLimits;
  }
  interface FastifyRequest {
    /**
     * What account-rate-limit.ts counts once the session is read: nothing (counted here already, or
     * exempt), the account when there is one, or the account or else the address as a visitor's.
     */
    countAfterAuthentication: 'nothing' | 'account' | 'account-or-visitor';
  }
}

/**
 * Rate limits (issue 39, decision 0067). Counts are shared through Redis when REDIS_URL is set and
 * kept per process while it is away: an outage of Redis costs the limits' precision, not the API.
 * The hook here counts, before authentication, what needs no session (visitors, page documents,
 * tokens this process does not know); account-rate-limit.ts counts signed-in requests after it.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const connection = config.REDIS_URL ? await connectRateLimitRedis(app, config.REDIS_URL) : undefined;
  app.decorate('redisStatus', () => connection?.health.status ?? 'off');
  const Store = fallbackStore(connection?.redis, connection?.health);

  // Routes with a `config.rateLimit` of their own (sign-up, login, codes) get a stricter limit,
  // per address, on top of the general ones.
  await app.register(rateLimit, {
    global: false,
    max: config.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    store: Store,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'error',
      message: ErrorMessage.RATE_LIMITED,
      code: ErrorCode.RATE_LIMITED,
      retryAfter: context.after,
    }),
  });

  const limits = new RequestLimits(new Store(undefined, 'ourhood-rl:'), {
    account: config.RATE_LIMIT_PER_MINUTE,
    visitor: config.VISITOR_RATE_LIMIT_PER_MINUTE,
    page: config.PAGE_RATE_LIMIT_PER_MINUTE,
  });
  app.decorate('requestLimits', limits);
  app.decorateRequest('countAfterAuthentication', 'nothing');

  // Callback style: exempt requests (health checks, assets) pass without a promise or a store
  // lookup (decision 0047).
  app.addHook('onRequest', (request, reply, done) => {
    const kind = requestKind(request.method, request.url);
    if (kind === 'exempt') return done();
    if (kind === 'page') {
      return limits.count('page', request.ip, (verdict) => {
        if (!verdict.limited) return done();
        // In the language the browser asks for, as API messages (decision 0073).
        const locale = requestLocale(request);
        // Answered from the hook without calling done() (Fastify's early-response form): HTML a
        // person can read, where the API's JSON showed raw.
        void reply
          .code(429)
          .header('retry-after', String(verdict.resetSeconds))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            throttledPageHtml(config.PRODUCT_NAME, verdict.resetSeconds, locale, messageCatalogs().translator(locale)),
          );
      });
    }
    const token = bearerToken(request.headers.authorization);
    // A session this process keeps is read without the database: counted after authentication,
    // per account (or per address if it ended meanwhile).
    if (token && app.sessionCache.knows(hashSessionToken(token))) {
      request.countAfterAuthentication = 'account-or-visitor';
      return done();
    }
    // Any other token costs a database round trip to check: it is counted against the address's
    // visitor budget first, so a flood of made-up tokens is refused before it reaches the database.
    // (A real session not kept here yet counts once there too, and per account after.)
    if (token) request.countAfterAuthentication = 'account';
    limits.count('visitor', request.ip, (verdict) => answerApiVerdict(reply, verdict, done));
  });
});
