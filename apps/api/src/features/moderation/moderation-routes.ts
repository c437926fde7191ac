import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ModerationMessages } from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
// Reporting and moderation (issue 17, decision 0020), a file per concern; the items themselves are
// the content kinds each feature declares (src/content-kinds.ts, decision 0046).
import { appealAccountSanction, createAppeal } from './appeals-service.js';
import { listModerationAccounts, setModerator } from './moderation-accounts-service.js';
import { takeAction } from './moderation-actions.js';
import type { ModerationDeps, ModerationOptions } from './moderation-deps.js';
import { getPublicLog } from './public-log-service.js';
import { getQueue } from './queue-service.js';
import { createReport } from './reports-service.js';
import { ok, okPage } from '../../lib/success.js';
import { loadAppSecret } from '../../lib/app-secrets.js';

/** Reporting and moderation (issue 17, decision 0020). */
export async function moderationRoutes(fastify: FastifyInstance, options: ModerationOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['moderation']);
  let addressKey: Promise<string> | undefined;
  const deps: ModerationDeps = {
    db: app.database.db,
    clock: app.clock,
    notifications: app.notifications,
    jobs: app.jobs,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    autoHideThreshold: app.config.MODERATION_AUTO_HIDE_REPORTS,
    trust: { ...app.config, newReportsCap: app.config.TRUST_NEW_REPORTS_CAP },
    // Loaded once; a failed load (database away) is asked again next time.
    addressKey: () =>
      (addressKey ??= loadAppSecret(app.database.db, 'report-address-key').catch((error: unknown) => {
        addressKey = undefined;
        throw error;
      })),
    contentKinds: options.contentKinds,
  };

  serve(
    apiRoutes.createReport,
    {
      summary:
        "Report an item. One open report per reporter and item: a repeat answers the open report (200). Items one cannot see, one's own, and kinds not built yet (event, review, message): 404.",
    },
    async (request, reply) => {
      const { report, created } = await createReport(deps, signedIn(request), request.body, request.ip);
      return reply
        .code(created ? 201 : 200)
        .send(ok(created ? ModerationMessages.reportCreated : ModerationMessages.reportExists, report));
    },
  );

  serve(
    apiRoutes.moderationQueue,
    {
      summary:
        'Moderators and admins (404 to others): items with open reports, open appeals or awaiting approval, grouped by item; most reported or newest first.',
    },
    async (request) => {
      const { data, metadata } = await getQueue(deps, request.query);
      return okPage(ModerationMessages.queueLoaded, { data, metadata });
    },
  );

  serve(
    apiRoutes.moderationAction,
    {
      summary:
        'Moderators and admins: dismiss, hide, restore, approve (a pending city-wide urgent alert), suspend (1, 7 or 30 days) or ban (target_type user).',
      errors: [409],
    },
    async (request) => ok(ModerationMessages.actionTaken, await takeAction(deps, signedIn(request), request.body)),
  );

  serve(
    apiRoutes.createAppeal,
    {
      summary:
        'Appeal a hide or suspension once, with a note: `action_id`, or `target_type` + `target_id` for the newest decision about it.',
      errors: [409],
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(ModerationMessages.appealCreated, await createAppeal(deps, signedIn(request), request.body))),
  );

  serve(
    apiRoutes.appealAccountSanction,
    {
      summary:
        'No sign-in: a suspended or banned account appeals its newest suspension or ban once, proving who it is with its e-mail and password.',
      errors: [401, 409, 429],
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(ModerationMessages.appealCreated, await appealAccountSanction(deps, request.body, request.ip))),
  );

  serve(
    apiRoutes.moderationLog,
    {
      summary:
        'Public (no sign-in): every moderation action, newest first: date, action, the guideline rule, the kind of content. Never the reporter, the moderator or private-group content.',
    },
    async (request) => {
      const { data, metadata } = await getPublicLog(deps, request.query);
      return okPage(ModerationMessages.logLoaded, { data, metadata });
    },
  );

  serve(
    apiRoutes.moderationAccounts,
    { summary: 'Admins (404 to others): moderators and admins, and accounts suspended now or banned.' },
    async () => ok('Accounts loaded', await listModerationAccounts(deps)),
  );

  serve(
    apiRoutes.setModerator,
    { summary: 'Admins: give (`moderator: true`) or take the moderator role by e-mail; an admin stays an admin.' },
    async (request) => {
      const role = await setModerator(deps.db, request.body.email, request.body.moderator, signedIn(request).id);
      return ok(role === 'moderator' ? 'Moderator added' : 'Role updated', { email: request.body.email, role });
    },
  );
}
