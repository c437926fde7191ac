import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountAppealBodySchema,
  appealResponseSchema,
  createAppealBodySchema,
  createReportBodySchema,
  errorEnvelopeSchema,
  moderationAccountsResponseSchema,
  moderationActionBodySchema,
  setModeratorBodySchema,
  setModeratorResponseSchema,
  moderationActionResponseSchema,
  ModerationMessages,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  reportResponseSchema,
} from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import {
  appealAccountSanction,
  createAppeal,
  createReport,
  getPublicLog,
  getQueue,
  listModerationAccounts,
  setModerator,
  takeAction,
  type ModerationDeps,
  type ModerationOptions,
} from './moderation-service.js';
import { ok } from '../../lib/success.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Reporting and moderation (issue 17, decision 0020). */
export async function moderationRoutes(fastify: FastifyInstance, options: ModerationOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['moderation'];
  const security = [{ bearerAuth: [] }];
  const deps: ModerationDeps = {
    db: app.database.db,
    clock: app.clock,
    notifications: app.notifications,
    jobs: app.jobs,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    autoHideThreshold: app.config.MODERATION_AUTO_HIDE_REPORTS,
    contentKinds: options.contentKinds,
  };

  app.post(
    '/reports',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          "Report an item. One open report per reporter and item: a repeat answers the open report (200). Items one cannot see, one's own, and kinds not built yet (event, review, message): 404.",
        body: createReportBodySchema,
        response: { 201: reportResponseSchema, 200: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { report, created } = await createReport(deps, signedIn(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send(ok(created ? ModerationMessages.reportCreated : ModerationMessages.reportExists, report));
    },
  );

  app.get(
    '/moderation/queue',
    {
      onRequest: app.requireModerator,
      schema: {
        tags,
        security,
        summary:
          'Moderators and admins (404 to others): items with open reports, open appeals or awaiting approval, grouped by item; most reported or newest first.',
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, metadata } = await getQueue(deps, request.query);
      return { status: 'success' as const, message: ModerationMessages.queueLoaded, data, metadata };
    },
  );

  app.post(
    '/moderation/actions',
    {
      onRequest: app.requireModerator,
      schema: {
        tags,
        security,
        summary:
          'Moderators and admins: dismiss, hide, restore, approve (a pending city-wide urgent alert), suspend (1, 7 or 30 days) or ban (target_type user).',
        body: moderationActionBodySchema,
        response: { 200: moderationActionResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(ModerationMessages.actionTaken, await takeAction(deps, signedIn(request), request.body)),
  );

  app.post(
    '/moderation/appeals',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Appeal a hide or suspension once, with a note: `action_id`, or `target_type` + `target_id` for the newest decision about it.',
        body: createAppealBodySchema,
        response: { 201: appealResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(ModerationMessages.appealCreated, await createAppeal(deps, signedIn(request), request.body))),
  );

  app.post(
    '/moderation/appeals/account',
    {
      // Like sign-in: a password is checked here, so the same per-address limit applies.
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'No sign-in: a suspended or banned account appeals its newest suspension or ban once, proving who it is with its e-mail and password.',
        body: accountAppealBodySchema,
        response: { 201: appealResponseSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(ModerationMessages.appealCreated, await appealAccountSanction(deps, request.body, request.ip))),
  );

  app.get(
    '/moderation/log',
    {
      schema: {
        tags,
        summary:
          'Public (no sign-in): every moderation action, newest first: date, action, the guideline rule, the kind of content. Never the reporter, the moderator or private-group content.',
        querystring: moderationLogQuerySchema,
        response: { 200: moderationLogResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { data, metadata } = await getPublicLog(deps, request.query);
      return { status: 'success' as const, message: ModerationMessages.logLoaded, data, metadata };
    },
  );

  app.get(
    '/admin/moderation/accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admins (404 to others): moderators and admins, and accounts suspended now or banned.',
        response: { 200: moderationAccountsResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async () => ok('Accounts loaded', await listModerationAccounts(deps)),
  );

  app.post(
    '/admin/moderators',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Admins: give (`moderator: true`) or take the moderator role by e-mail; an admin stays an admin.',
        body: setModeratorBodySchema,
        response: { 200: setModeratorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const role = await setModerator(deps.db, request.body.email, request.body.moderator);
      return ok(role === 'moderator' ? 'Moderator added' : 'Role updated', { email: request.body.email, role });
    },
  );
}
