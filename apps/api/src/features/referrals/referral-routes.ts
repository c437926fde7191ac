import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emptySuccessSchema,
  errorEnvelopeSchema,
  issueReferralCodeBodySchema,
  Limits,
  pagingQuery,
  promoteAdminBodySchema,
  referralCodeListSchema,
  referralCodeParamsSchema,
  referralCodeResponseSchema,
} from '@ourhood/contract';
import { issueCodeTo, listReferralCodes, promoteToAdmin, revokeReferralCode } from './referral-service.js';
import { signedIn } from '../../plugins/authenticate.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Admin-only: the same actions as `npm run admin`. Non-admins get 404, as for a missing route. */
export async function referralRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  // Admin routes answer 404 to everyone else before their body is read: they do not reveal themselves.
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/admin/referral-codes',
    {
      schema: {
        tags,
        security,
        summary: "Issue a referral code to a user (or return the user's active one).",
        body: issueReferralCodeBodySchema,
        response: { 200: referralCodeResponseSchema, 201: referralCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { code, created } = await issueCodeTo(db, request.body.email, signedIn(request).id);
      return reply
        .code(created ? 201 : 200)
        .send({ status: 'success', message: created ? 'Referral code issued' : 'Existing code', data: code });
    },
  );

  app.get(
    '/admin/referral-codes',
    {
      schema: {
        tags,
        security,
        summary: 'All referral codes, newest first.',
        querystring: pagingQuery(Limits.maxPageSize, 200),
        response: { 200: referralCodeListSchema, ...errors },
      },
    },
    async (request) => {
      const { codes, metadata } = await listReferralCodes(db, request.query.page, request.query.limit);
      return { status: 'success' as const, message: 'Referral codes', data: codes, metadata };
    },
  );

  app.post(
    '/admin/referral-codes/:code/revoke',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a referral code: it no longer works at sign-up.',
        params: referralCodeParamsSchema,
        response: { 200: referralCodeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Referral code revoked',
      data: await revokeReferralCode(db, request.params.code),
    }),
  );

  app.post(
    '/admin/admins',
    {
      schema: {
        tags,
        security,
        summary: 'Give an existing user the admin role.',
        body: promoteAdminBodySchema,
        response: { 200: emptySuccessSchema, ...errors },
      },
    },
    async (request) => {
      await promoteToAdmin(db, request.body.email);
      return { status: 'success' as const, message: 'User is now an admin', data: {} };
    },
  );
}
