import * as apiRoutes from '@ourhood/contract/route-table';
import { ok } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationScheduleMessages } from '@ourhood/contract';
import { describeUnsubscribe, unsubscribe, type UnsubscribeDeps } from './unsubscribe-service.js';
import { ServerMessages } from '../../lib/i18n/server-messages.js';

/**
 * One-click unsubscribe links of e-mails (RFC 8058), without signing in: the link itself is the
 * proof (an HMAC of the person and the list). GET says what it stops; POST stops it. Mail clients
 * POST `List-Unsubscribe=One-Click` as a form, so this plugin (only) accepts form bodies, and
 * ignores them.
 */
export async function unsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, { form: String(body) }),
  );
  const serve = routeServer(app, ['notifications']);
  const deps: UnsubscribeDeps = { db: app.database.db, clock: app.clock, tokens: app.unsubscribeTokens };

  serve(
    apiRoutes.describeUnsubscribe,
    { summary: 'What an e-mail unsubscribe link stops, and whether it already has. No sign-in.' },
    async (request) => ok(ServerMessages.unsubscribeLink, await describeUnsubscribe(deps, request.params.token)),
  );

  serve(
    apiRoutes.unsubscribe,
    { summary: 'Stops the e-mails an unsubscribe link names (RFC 8058 one-click). No sign-in; idempotent.' },
    async (request) => ok(NotificationScheduleMessages.unsubscribed, await unsubscribe(deps, request.params.token)),
  );
}
