import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The public columns of a user (never e-mail, role, referral or coordinates). */
export async function findPublicUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.owner_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.bio',
      'users.account_type',
      'users.location_city',
      'users.location_suburb',
      'users.location_state',
      'users.location_country',
      'users.avatar_key',
      'users.created_at',
      'organizations.business_name as organization_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type PublicUserRow = NonNullable<Awaited<ReturnType<typeof findPublicUser>>>;

export interface StatsRow {
  posts_count: number;
  followers_count: number;
  following_count: number;
  is_following: boolean;
}

/**
 * A user's counts and whether the viewer follows them, in one statement (the posts count is kept
 * by triggers, 0030; the follow counts are answered by an index: follows_followee, the follows
 * primary key); undefined when the user does not exist.
 */
export async function findUserStats(db: Kysely<DB>, userId: string, viewerId: string): Promise<StatsRow | undefined> {
  type Count = string | number;
  const result = await sql<{
    posts_count: Count;
    followers_count: Count;
    following_count: Count;
    is_following: boolean;
  }>`
    SELECT
      -- The author's slots summed (decision 0095); none yet is zero.
      (SELECT greatest(0, coalesce(sum(c.posts_count), 0)) FROM user_post_counts AS c WHERE c.user_id = u.id) AS posts_count,
      (SELECT count(*) FROM follows WHERE follows.followee_id = u.id) AS followers_count,
      (SELECT count(*) FROM follows WHERE follows.follower_id = u.id) AS following_count,
      EXISTS (
        SELECT 1 FROM follows WHERE follows.follower_id = ${viewerId}::uuid AND follows.followee_id = u.id
      ) AS is_following
    FROM users AS u
    WHERE u.id = ${userId}::uuid`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    posts_count: Number(row.posts_count),
    followers_count: Number(row.followers_count),
    following_count: Number(row.following_count),
    is_following: row.is_following,
  };
}

/**
 * Follows a user if they exist; following twice changes nothing (idempotent). True only when a
 * new follow was written (the caller notifies the followee then, and only then).
 */
export async function insertFollow(db: Kysely<DB>, followerId: string, followeeId: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('follows')
    .columns(['follower_id', 'followee_id', 'created_at'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [eb.val(followerId).as('follower_id'), 'users.id as followee_id', eb.val(at).as('created_at')])
        .where('users.id', '=', followeeId),
    )
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('followee_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stops a follow; true when there was one (so an unfollow is counted once). */
export async function deleteFollow(db: Kysely<DB>, followerId: string, followeeId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Changes the given profile fields; false when the user no longer exists. */
export async function updateProfileFields(
  db: Kysely<DB>,
  userId: string,
  fields: { first_name?: string; last_name?: string; bio?: string; locale?: string | null },
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ ...fields, updated_at: at })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Replaces a user's avatar keys (null for none) and answers the keys it replaced, so their files
 * can be deleted after the commit; undefined when the user no longer exists. The row is locked
 * while the old keys are read, so two uploads cannot both miss the other's files.
 */
export async function replaceAvatarKeys(
  db: Kysely<DB>,
  userId: string,
  keys: { display: string; thumbnail: string } | null,
  at: Date,
): Promise<string[] | undefined> {
  const old = await db
    .selectFrom('users')
    .select(['avatar_key', 'avatar_thumbnail_key'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!old) return undefined;
  await db
    .updateTable('users')
    .set({ avatar_key: keys?.display ?? null, avatar_thumbnail_key: keys?.thumbnail ?? null, updated_at: at })
    .where('id', '=', userId)
    .execute();
  return [old.avatar_key, old.avatar_thumbnail_key].filter((key): key is string => key !== null);
}

/** What a password check needs. */
export function findCredentials(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updatePassword(db: Kysely<DB>, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
}

export function findNotificationPreferences(db: Kysely<DB>, userId: string) {
  return db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export type NotificationPreferencesRow = NonNullable<Awaited<ReturnType<typeof findNotificationPreferences>>>;

/** Locks the user's row (serialises concurrent preference changes); false when the user is gone. */
export async function lockUser(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

export async function upsertNotificationPreferences(db: Kysely<DB>, row: NotificationPreferencesRow): Promise<void> {
  const { user_id: _userId, ...values } = row;
  await db
    .insertInto('notification_preferences')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The user's active referral code and how many verified neighbours signed up with it. */
export async function findInvite(
  db: Kysely<DB>,
  userId: string,
): Promise<{ code: string; joined: number } | undefined> {
  const row = await db
    .selectFrom('referral_codes')
    .select((eb) => [
      'referral_codes.code',
      eb
        .selectFrom('referrals')
        .innerJoin('users', 'users.id', 'referrals.referred_user_id')
        .select((inner) => inner.fn.countAll<string | number>().as('joined'))
        .whereRef('referrals.code_id', '=', 'referral_codes.id')
        .where('users.email_verified_at', 'is not', null)
        .as('joined'),
    ])
    .where('referral_codes.owner_id', '=', userId)
    .where('referral_codes.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return { code: row.code, joined: Number(row.joined ?? 0) };
}
