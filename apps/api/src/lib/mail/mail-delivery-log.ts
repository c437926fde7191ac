import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { Mailer, MailMessage } from './mailer.js';

/** Failures kept for the admin's e-mail screen; older ones are deleted as new ones come. */
const KEPT_FAILURES = 200;
/** Characters of an error kept (an SMTP answer, not a stack). */
const ERROR_MAX = 500;

export interface MailDeliveryLogOptions {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The installation's time zone: a day of the overview is a day there. */
  timeZone: string;
}

function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const text = cause instanceof Error ? cause.message : String(cause);
  return text.slice(0, ERROR_MAX);
}

/**
 * Counts every message sent and failed per day (the admin overview) and keeps the latest failures
 * with the recipient's domain only (the e-mail screen, issue 43). Writing the log never fails a send:
 * with the database away the count is lost and logged, the message's outcome stands.
 */
export function loggedMailer(mailer: Mailer, options: MailDeliveryLogOptions): Mailer {
  const { db, clock, log, timeZone } = options;
  const day = () => sql<string>`(${clock.now()}::timestamptz AT TIME ZONE ${timeZone})::date`;
  const count = async (column: 'sent' | 'failed') => {
    await db
      .insertInto('mail_daily_counts')
      .values({ day: day(), [column]: 1 })
      .onConflict((conflict) =>
        conflict.column('day').doUpdateSet({ [column]: sql`mail_daily_counts.${sql.ref(column)} + 1` }),
      )
      .execute();
  };
  const remember = async (message: MailMessage, error: unknown) => {
    await count('failed');
    await db
      .insertInto('mail_failures')
      .values({
        created_at: clock.now(),
        recipient_domain: message.to.split('@').pop() ?? '',
        subject: message.subject.slice(0, 200),
        error: errorText(error),
      })
      .execute();
    await db
      .deleteFrom('mail_failures')
      .where('id', 'not in', (keep) =>
        keep.selectFrom('mail_failures').select('id').orderBy('created_at', 'desc').limit(KEPT_FAILURES),
      )
      .execute();
  };
  const quietly = (work: Promise<void>) =>
    work.catch((error: unknown) => log.warn({ err: error }, 'mail delivery log not written'));
  return {
    kind: mailer.kind,
    async send(message: MailMessage) {
      try {
        await mailer.send(message);
      } catch (error) {
        await quietly(remember(message, error));
        throw error;
      }
      await quietly(count('sent'));
    },
  };
}
