import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Delivers the message or throws a MailDeliveryError (details go to the log, not the client). */
  send(message: MailMessage): Promise<void>;
}

/** A message could not be handed to the mail server. */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('mail delivery failed', { cause });
    this.name = 'MailDeliveryError';
  }
}

/** SMTP when SMTP_URL is set; otherwise the local outbox (stored in the database and logged). */
export function createMailer(config: Config, db: Kysely<DB>, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, log);
  return new OutboxMailer(db, log);
}

/**
 * Who may read the local outbox at /api/v1/dev/outbox (see MAIL_OUTBOX_PAGE in config.ts):
 * - 'open': anyone (development and tests, or MAIL_OUTBOX_PAGE=true);
 * - 'local': production without SMTP, so a newcomer running `npm start` can still read the sign-up
 *   code: only connections from this machine that carry the key printed in the start banner
 *   (a reverse proxy on the same machine makes every visitor look local, hence the key);
 * - 'off': SMTP is configured, or MAIL_OUTBOX_PAGE=false.
 */
export type OutboxAccess = 'open' | 'local' | 'off';

export function outboxAccess(config: Config): OutboxAccess {
  if (config.MAIL_OUTBOX_PAGE !== undefined) return config.MAIL_OUTBOX_PAGE ? 'open' : 'off';
  if (config.SMTP_URL) return 'off';
  return config.NODE_ENV === 'production' ? 'local' : 'open';
}
