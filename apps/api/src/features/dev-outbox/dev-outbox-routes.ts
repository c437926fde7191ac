import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxPageEnabled } from '../../lib/mail/mailer.js';
import { listOutboxMessages } from '../../lib/mail/outbox-repository.js';
import { renderOutboxPage } from './outbox-page.js';

const querySchema = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['json', 'html']).optional(),
});

/**
 * Development only (see MAIL_OUTBOX_PAGE): the mail the local outbox holds, so a person — or an
 * end-to-end test — can read a verification code without a mail server. Browsers get a page.
 */
export async function devOutboxRoutes(fastify: FastifyInstance): Promise<void> {
  if (!outboxPageEnabled(fastify.config)) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/dev/outbox', { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const messages = await listOutboxMessages(app.database.db, {
      recipient: request.query.to,
      limit: request.query.limit,
    });
    const wantsHtml =
      request.query.format === 'html' ||
      (request.query.format === undefined && (request.headers.accept ?? '').includes('text/html'));
    if (wantsHtml) return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages));
    return {
      status: 'success',
      message: 'Local outbox',
      data: messages.map((message) => ({
        id: message.id,
        to: message.recipient,
        subject: message.subject,
        text: message.text_body,
        created_at: new Date(message.created_at).toISOString(),
      })),
    };
  });
}
