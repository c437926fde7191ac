import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function insertStreamTicket(db: Kysely<DB>, tokenHash: string, userId: string, expiresAt: Date) {
  await db
    .insertInto('stream_tickets')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** Uses a ticket up: answers its user when it existed and had not expired. Expired ones go too. */
export async function redeemStreamTicket(db: Kysely<DB>, tokenHash: string, now: Date): Promise<string | undefined> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
  const row = await db
    .deleteFrom('stream_tickets')
    .where('token_hash', '=', tokenHash)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
