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

/** Whether the dev outbox listing is served (see MAIL_OUTBOX_PAGE in config.ts). */
export function outboxPageEnabled(config: Config): boolean {
  return config.MAIL_OUTBOX_PAGE ?? (!config.SMTP_URL && config.NODE_ENV !== 'production');
}
