import type { Kysely, Selectable } from 'kysely';
import type { DB, MailOutboxTable } from '../../db/schema.js';

export async function insertOutboxMessage(
  db: Kysely<DB>,
  message: {
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    headers?: Record<string, string>;
  },
): Promise<void> {
  const { headers, ...rest } = message;
  await db
    .insertInto('mail_outbox')
    .values({ ...rest, headers: headers ? JSON.stringify(headers) : null })
    .execute();
}

/** Newest first; optionally only one recipient's mail. */
export async function listOutboxMessages(
  db: Kysely<DB>,
  options: { recipient?: string; limit: number },
): Promise<Selectable<MailOutboxTable>[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(options.limit);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}
