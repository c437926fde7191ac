import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface NewPushSubscription {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  at: Date;
}

/** Serialises one account's subscription changes (the per-account limit is counted under it). */
export async function lockAccountSubscriptions(db: Kysely<DB>, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('push_subscriptions'), hashtext(${userId}))`.execute(db);
}

/**
 * Inserts the subscription, or moves an existing one with the same endpoint to this account and
 * session with the new keys (the same browser signing in again, or as someone else). Answers when
 * it was first made.
 */
export async function upsertSubscription(db: Kysely<DB>, row: NewPushSubscription): Promise<Date> {
  const saved = await db
    .insertInto('push_subscriptions')
    .values({
      user_id: row.userId,
      session_id: row.sessionId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      created_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.userId,
        session_id: row.sessionId,
        p256dh: row.p256dh,
        auth: row.auth,
        updated_at: row.at,
      }),
    )
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return saved.created_at;
}

/**
 * Keeps the account's `keep` subscriptions: the one just saved (`endpoint`) and the most recently
 * renewed others; the rest are deleted.
 */
export async function trimSubscriptions(db: Kysely<DB>, userId: string, endpoint: string, keep: number): Promise<void> {
  await sql`
    DELETE FROM push_subscriptions WHERE id IN (
      SELECT id FROM push_subscriptions WHERE user_id = ${userId}::uuid AND endpoint <> ${endpoint}
      ORDER BY updated_at DESC, id DESC OFFSET ${keep - 1})`.execute(db);
}

/** Deletes the account's subscription with this endpoint; answers whether there was one. */
export async function deleteSubscription(db: Kysely<DB>, userId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
