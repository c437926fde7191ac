import { timingSafeEqual } from 'node:crypto';
import { ok } from '../../lib/success.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { outboxAccess } from '../../lib/mail/mailer.js';
import { listOutboxMessages } from '../../lib/mail/outbox-repository.js';
import { DevOutboxMessages } from '../../lib/i18n/server-messages.js';
import { requestLocale, translatorFor } from '../../plugins/message-language.js';
import { OUTBOX_PAGE_CSP, renderOutboxPage } from './outbox-page.js';

const querySchema = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['json', 'html']).optional(),
  key: z.string().max(200).optional(),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameKey(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 'local' access: a direct connection from this machine (no proxy in between) with the banner's key. */
function isLocalWithKey(request: FastifyRequest, key: string | undefined, outboxKey: string): boolean {
  const direct = !request.headers['x-forwarded-for'] && !request.headers.forwarded;
  return direct && LOOPBACK.has(request.socket.remoteAddress ?? '') && sameKey(key, outboxKey);
}

/**
 * Without a mail server (see outboxAccess and MAIL_OUTBOX_PAGE): the mail the local outbox holds, so a person — or an
 * end-to-end test — can read a verification code without a mail server. Browsers get a page.
 */
export async function devOutboxRoutes(fastify: FastifyInstance): Promise<void> {
  const access = outboxAccess(fastify.config);
  if (access === 'off') return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public: the outbox checks its own access (above); it is a development page, not part of the API.
  app.get(
    '/dev/outbox',
    { config: { access: 'public' }, schema: { hide: true, querystring: querySchema } },
    async (request, reply) => {
      // Reset codes are in here: outside development only this machine's operator may look.
      if (access === 'local' && !isLocalWithKey(request, request.query.key, app.outboxKey)) throw AppError.notFound();
      const messages = await listOutboxMessages(app.database.db, {
        recipient: request.query.to,
        limit: request.query.limit,
      });
      const wantsHtml =
        request.query.format === 'html' ||
        (request.query.format === undefined && (request.headers.accept ?? '').includes('text/html'));
      if (wantsHtml) {
        const locale = requestLocale(request);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', OUTBOX_PAGE_CSP)
          .send(renderOutboxPage(messages, locale, translatorFor(request)));
      }
      return ok(
        DevOutboxMessages.title,
        messages.map((message) => ({
          id: message.id,
          to: message.recipient,
          subject: message.subject,
          text: message.text_body,
          headers: message.headers ?? {},
          created_at: new Date(message.created_at).toISOString(),
        })),
      );
    },
  );
}
