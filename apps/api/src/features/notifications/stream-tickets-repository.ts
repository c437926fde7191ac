import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function insertStreamTicket(
  db: Kysely<DB>,
  values: { tokenHash: string; userId: string; sessionId: string; expiresAt: Date },
) {
  await db
    .insertInto('stream_tickets')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      session_id: values.sessionId,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** Uses a ticket up: answers its user and session when it existed and had not expired. Expired ones go too. */
export async function redeemStreamTicket(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; sessionId: string } | undefined> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
  const row = await db
    .deleteFrom('stream_tickets')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionId: row.session_id } : undefined;
}
