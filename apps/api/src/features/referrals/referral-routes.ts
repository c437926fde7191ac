import * as apiRoutes from '@ourhood/contract/route-table';
import { ok, okPage } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueCodeTo, listReferralCodes, promoteToAdmin, revokeReferralCode } from './referral-service.js';
import { signedIn } from '../../plugins/authenticate.js';
import { ServerMessages } from '../../lib/i18n/server-messages.js';

/** Admin-only: the same actions as `npm run admin`. Non-admins get 404, as for a missing route. */
export async function referralRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Admin routes answer 404 to everyone else before their body is read: they do not reveal themselves.
  const serve = routeServer(app, ['admin']);

  serve(
    apiRoutes.issueReferralCode,
    { summary: "Issue a referral code to a user (or return the user's active one)." },
    async (request, reply) => {
      const { code, created } = await issueCodeTo(db, request.body.email, signedIn(request).id);
      return reply.code(created ? 201 : 200).send(ok(created ? 'Referral code issued' : 'Existing code', code));
    },
  );

  serve(apiRoutes.listReferralCodes, { summary: 'All referral codes, newest first.' }, async (request) => {
    const { codes, metadata } = await listReferralCodes(db, request.query.page, request.query.limit);
    return okPage(ServerMessages.referralCodes, { data: codes, metadata: metadata });
  });

  serve(
    apiRoutes.revokeReferralCode,
    { summary: 'Revoke a referral code: it no longer works at sign-up.' },
    async (request) =>
      ok(ServerMessages.referralCodeRevoked, await revokeReferralCode(db, request.params.code, signedIn(request).id)),
  );

  serve(apiRoutes.promoteAdmin, { summary: 'Give an existing user the admin role.' }, async (request) => {
    await promoteToAdmin(db, request.body.email, signedIn(request).id);
    return ok('User is now an admin', {});
  });
}
