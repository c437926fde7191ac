import { sql, type Kysely } from 'kysely';
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

/**
 * Uses a ticket up: answers its user and session when it existed, had not expired and its session
 * is still live (a ticket minted before a logout dies with the session, issue 39). The ticket goes
 * either way, in the same statement; expired ones go too.
 */
export async function redeemStreamTicket(
  db: Kysely<DB>,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; sessionId: string } | undefined> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
  const result = await sql<{ user_id: string; session_id: string }>`
    WITH used AS (
      DELETE FROM stream_tickets WHERE token_hash = ${tokenHash} RETURNING user_id, session_id, expires_at
    )
    SELECT used.user_id, used.session_id FROM used
    JOIN sessions s ON s.id = used.session_id
    WHERE used.expires_at > ${now} AND s.revoked_at IS NULL AND s.expires_at > ${now}`.execute(db);
  const row = result.rows[0];
  return row ? { userId: row.user_id, sessionId: row.session_id } : undefined;
}
