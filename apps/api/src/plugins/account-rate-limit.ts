import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerApiVerdict } from '../lib/rate-limits/request-limits.js';

/**
 * The general limit of API requests that carried a token (issue 39, decision 0067), registered
 * after authenticate.ts, which has read the session by now: a signed-in request counts against its
 * account, so people behind one address are not limited together. A kept token whose session
 * ended meanwhile makes the request a visitor's, counted by address (rate-limit.ts counted the
 * other tokens there already).
 */
export const accountRateLimitPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const count = request.countAfterAuthentication;
    if (count === 'nothing') return done();
    if (request.user) {
      app.requestLimits.count('account', request.user.id, (verdict) => answerApiVerdict(reply, verdict, done));
    } else if (count === 'account-or-visitor') {
      app.requestLimits.count('visitor', request.ip, (verdict) => answerApiVerdict(reply, verdict, done));
    } else {
      done();
    }
  });
});
