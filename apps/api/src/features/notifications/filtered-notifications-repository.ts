import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NotificationFilterReason } from '../../db/schema/notifications.js';
import { selectNotifications } from '../../lib/notifications/index.js';

// The filtered box's rows (decision 0069): notifications.filter_reason set, read through the
// partial index notifications_recipient_filtered.

export interface FilterPolicyRow {
  filter_not_following: boolean;
  filter_new_accounts: boolean;
}

/** The person's rules (both on without a row) and how many notifications wait, in one statement. */
export async function findFilterPolicy(
  db: Kysely<DB>,
  userId: string,
): Promise<FilterPolicyRow & { filtered_count: number }> {
  const result = await sql<FilterPolicyRow & { filtered_count: number }>`
    SELECT coalesce(p.filter_not_following, true) AS filter_not_following,
      coalesce(p.filter_new_accounts, true) AS filter_new_accounts,
      (SELECT count(*)::int FROM notifications n
        WHERE n.recipient_id = ${userId}::uuid AND n.filter_reason IS NOT NULL) AS filtered_count
    FROM (SELECT 1) AS one
    LEFT JOIN notification_filter_policies p ON p.user_id = ${userId}::uuid`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the policy statement answers one row');
  return row;
}

export async function saveFilterPolicy(db: Kysely<DB>, userId: string, policy: FilterPolicyRow, at: Date) {
  await db
    .insertInto('notification_filter_policies')
    .values({ user_id: userId, ...policy, updated_at: at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...policy, updated_at: at }))
    .execute();
}

/** Moves what waits for these reasons into the list; answers how many. */
export async function releaseFiltered(
  db: Kysely<DB>,
  userId: string,
  reasons: readonly NotificationFilterReason[],
): Promise<number> {
  if (reasons.length === 0) return 0;
  const rows = await db
    .updateTable('notifications')
    .set({ filter_reason: null })
    .where('recipient_id', '=', userId)
    .where('filter_reason', 'in', [...reasons])
    .returning('id')
    .execute();
  return rows.length;
}

/** A page of senders with waiting notifications, newest first, and how many senders there are. */
export async function listFilteredSenders(db: Kysely<DB>, userId: string, limit: number, offset: number) {
  const waiting = db
    .selectFrom('notifications')
    .where('recipient_id', '=', userId)
    .where('filter_reason', 'is not', null)
    .where('actor_id', 'is not', null);
  const [senders, total] = await Promise.all([
    waiting
      .select([
        'actor_id',
        sql<number>`count(*)::int`.as('notification_count'),
        sql<Date>`max(created_at)`.as('latest_at'),
      ])
      .groupBy('actor_id')
      .orderBy('latest_at', 'desc')
      .orderBy('actor_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    waiting.select(sql<number>`count(DISTINCT actor_id)::int`.as('senders')).executeTakeFirstOrThrow(),
  ]);
  return { senders, total: total.senders };
}

/** The newest `perSender` waiting notifications of each of these senders, newest first. */
export async function findFilteredPreviews(
  db: Kysely<DB>,
  userId: string,
  actorIds: readonly string[],
  perSender: number,
) {
  if (actorIds.length === 0) return [];
  const ranked = selectNotifications(db)
    .select(sql<number>`row_number() OVER (PARTITION BY n.actor_id ORDER BY n.created_at DESC, n.id DESC)`.as('rank'))
    .where('n.recipient_id', '=', userId)
    .where('n.filter_reason', 'is not', null)
    .where('n.actor_id', 'in', [...actorIds]);
  return db
    .selectFrom(ranked.as('r'))
    .selectAll()
    .where('r.rank', '<=', perSender)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/**
 * "Allow": the sender's waiting notifications move into the list and they are let through from now
 * on. Answers how many moved; nothing is recorded when none waited (an id that filtered nothing).
 */
export async function allowSender(db: Kysely<DB>, userId: string, actorId: string, at: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('notifications')
      .set({ filter_reason: null })
      .where('recipient_id', '=', userId)
      .where('actor_id', '=', actorId)
      .where('filter_reason', 'is not', null)
      .returning('id')
      .execute();
    if (moved.length === 0) return 0;
    await trx
      .insertInto('notification_filter_allowed')
      .values({ user_id: userId, actor_id: actorId, created_at: at })
      .onConflict((conflict) => conflict.columns(['user_id', 'actor_id']).doNothing())
      .execute();
    return moved.length;
  });
}

/** "Dismiss": the sender's waiting notifications are deleted; answers how many. */
export async function dismissSender(db: Kysely<DB>, userId: string, actorId: string): Promise<number> {
  const rows = await db
    .deleteFrom('notifications')
    .where('recipient_id', '=', userId)
    .where('actor_id', '=', actorId)
    .where('filter_reason', 'is not', null)
    .returning('id')
    .execute();
  return rows.length;
}
