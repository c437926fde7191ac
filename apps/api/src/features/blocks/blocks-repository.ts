import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function userExists(db: Kysely<DB>, id: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Blocks (idempotent), ends the follows between the two and deletes the notifications either had
 * from the other (lists, unread counts and the stream then agree), in the caller's transaction.
 */
export async function insertBlock(db: Kysely<DB>, blockerId: string, blockedId: string, at: Date): Promise<void> {
  await db
    .insertInto('user_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
  await db
    .deleteFrom('follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', blockerId), eb('followee_id', '=', blockedId)]),
        eb.and([eb('follower_id', '=', blockedId), eb('followee_id', '=', blockerId)]),
      ]),
    )
    .execute();
  await db
    .deleteFrom('notifications')
    .where((eb) =>
      eb.or([
        eb.and([eb('recipient_id', '=', blockerId), eb('actor_id', '=', blockedId)]),
        eb.and([eb('recipient_id', '=', blockedId), eb('actor_id', '=', blockerId)]),
      ]),
    )
    .execute();
}

export async function deleteBlock(db: Kysely<DB>, blockerId: string, blockedId: string): Promise<void> {
  await db.deleteFrom('user_blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

/**
 * Mutes (idempotent) and deletes the muter's notifications from the muted account (no new ones
 * come: createNotifications skips them), in the caller's transaction. The muted account is not told.
 */
export async function insertMute(db: Kysely<DB>, muterId: string, mutedId: string, at: Date): Promise<void> {
  await db
    .insertInto('user_mutes')
    .values({ muter_id: muterId, muted_id: mutedId, created_at: at })
    .onConflict((oc) => oc.columns(['muter_id', 'muted_id']).doNothing())
    .execute();
  await db.deleteFrom('notifications').where('recipient_id', '=', muterId).where('actor_id', '=', mutedId).execute();
}

export async function deleteMute(db: Kysely<DB>, muterId: string, mutedId: string): Promise<void> {
  await db.deleteFrom('user_mutes').where('muter_id', '=', muterId).where('muted_id', '=', mutedId).execute();
}

export async function findState(db: Kysely<DB>, viewerId: string, userId: string) {
  const [blocked, muted] = await Promise.all([
    db
      .selectFrom('user_blocks')
      .select('blocker_id')
      .where('blocker_id', '=', viewerId)
      .where('blocked_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('user_mutes')
      .select('muter_id')
      .where('muter_id', '=', viewerId)
      .where('muted_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { blocked: blocked !== undefined, muted: muted !== undefined };
}

const authorColumns = [
  'u.id as author_id',
  'u.first_name as author_first_name',
  'u.last_name as author_last_name',
  'u.avatar_thumbnail_key as author_avatar_key',
] as const;

export function listBlocked(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom('user_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select([...authorColumns, 'b.created_at'])
    .where('b.blocker_id', '=', viewerId)
    .orderBy('b.created_at', 'desc')
    .limit(1000)
    .execute();
}

export function listMuted(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom('user_mutes as m')
    .innerJoin('users as u', 'u.id', 'm.muted_id')
    .select([...authorColumns, 'm.created_at'])
    .where('m.muter_id', '=', viewerId)
    .orderBy('m.created_at', 'desc')
    .limit(1000)
    .execute();
}
