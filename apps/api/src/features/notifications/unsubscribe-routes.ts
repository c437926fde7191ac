import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  NotificationScheduleMessages,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
} from '@ourhood/contract';
import { describeUnsubscribe, unsubscribe, type UnsubscribeDeps } from './unsubscribe-service.js';

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
  const tags = ['notifications'];
  const deps: UnsubscribeDeps = { db: app.database.db, clock: app.clock, tokens: app.unsubscribeTokens };
  const response = { 200: unsubscribeResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'What an e-mail unsubscribe link stops, and whether it already has. No sign-in.',
        params: unsubscribeParamsSchema,
        response,
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Unsubscribe link',
      data: await describeUnsubscribe(deps, request.params.token),
    }),
  );

  app.post(
    '/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'Stops the e-mails an unsubscribe link names (RFC 8058 one-click). No sign-in; idempotent.',
        params: unsubscribeParamsSchema,
        response,
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: NotificationScheduleMessages.unsubscribed,
      data: await unsubscribe(deps, request.params.token),
    }),
  );
}
