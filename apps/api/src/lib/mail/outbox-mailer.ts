import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { MailDeliveryError, type MailMessage, type Mailer } from './mailer.js';
import { insertOutboxMessage } from './outbox-repository.js';

/**
 * Without an SMTP server, mail is kept in the database (listed by the dev outbox page) and logged,
 * so a person running the app locally can still read their verification code.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    try {
      await insertOutboxMessage(this.db, {
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (error) {
      this.log.error({ err: error, to: message.to }, 'could not store mail in the outbox');
      throw new MailDeliveryError(error);
    }
    this.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail stored in the local outbox');
  }
}
