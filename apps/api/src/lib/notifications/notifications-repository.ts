import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationEvent,
  type NotificationKind,
  type TrustLevel,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { NotificationFilterReason } from '../../db/schema/notifications.js';
import type { BasicTrustFacts } from '../trust/index.js';

/** What a notification is about, denormalised so it still reads well once the subject is gone. */
export interface NotificationSubject {
  type: string;
  id: string;
  title: string;
}

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  actorId: string | null;
  subject: NotificationSubject | null;
  at: Date;
  /** How many people it speaks for (grouped reactions); 1 when absent. */
  actorCount?: number;
  /** Urgent (a safety alert marked urgent): its e-mail is not held by quiet hours. */
  urgent?: boolean;
}

/** Why new rows wait in the filtered box (notification-filtering.ts); absent: in the list. */
interface FilterReasonOption {
  filterReason?: NotificationFilterReason;
}

/** A recipient's channels for one event, and what the filtered box asks of them (decision 0069). */
export interface RecipientChannels {
  recipient_id: string;
  in_app: boolean;
  email: boolean;
  /** Push is wanted for this event and the recipient has a device subscribed (decision 0027). */
  push: boolean;
  /** The recipient follows the actor (false without an actor, or when not asked). */
  follows_actor: boolean;
  /** The recipient let the actor through from their filtered box. */
  allows_actor: boolean;
  filter_not_following: boolean;
  filter_new_accounts: boolean;
}

/** The recipients' channels, and the actor's basic trust facts when the filtered box asks them. */
export interface RecipientPlan {
  channels: RecipientChannels[];
  /** Undefined when not asked, when the actor no longer exists, or when no recipient is left. */
  actor: BasicTrustFacts | undefined;
  /** What the caller's `reading` selected with the plan (undefined when no recipient is left). */
  read?: unknown;
}

/** The actor's columns a plan row carries when filtering facts are asked (the same on every row). */
interface ActorColumns {
  actor_created_at: Date | null;
  actor_email_verified_at: Date | null;
  actor_role: string | null;
  actor_trust_level_override: number | null;
}

/**
 * Everything notifying these recipients of one event needs, in one statement whatever their
 * number: those who block the actor or are blocked by them, and those who muted the actor, are
 * left out (decision 0020); each one's channels for `event` (their preference, else the default;
 * null: in the app only); and, when `filterFacts` is asked, whether they follow or allowed the actor,
 * their filtering rules, and the actor's basic trust facts (is it a new account: one primary-key
 * join, not a statement of its own). In the order given.
 */
export async function findRecipientPlan(
  db: Kysely<DB>,
  recipientIds: readonly string[],
  event: NotificationEvent | null,
  actorId: string | null,
  filterFacts: boolean,
  /** A value the caller reads in the same statement (a notification's subject), the same on every row. */
  reading?: RawBuilder<unknown>,
): Promise<RecipientPlan> {
  if (recipientIds.length === 0) return { channels: [], actor: undefined };
  const defaults = event ? DEFAULT_NOTIFICATION_PREFERENCES[event] : undefined;
  const channels = event
    ? sql`coalesce(${sql.ref(`p.${event}_in_app`)}, ${defaults!.in_app}) AS in_app,
      coalesce(${sql.ref(`p.${event}_email`)}, ${defaults!.email}) AS email,
      (coalesce(${sql.ref(`p.${event}_push`)}, ${defaults!.push})
        AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = r.id)) AS push`
    : sql`true AS in_app, false AS email, false AS push`;
  const actor = actorId === null ? undefined : sql`${actorId}::uuid`;
  const filter =
    actor && filterFacts
      ? sql`EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = r.id AND f.followee_id = ${actor}) AS follows_actor,
      EXISTS (SELECT 1 FROM notification_filter_allowed a WHERE a.user_id = r.id AND a.actor_id = ${actor}) AS allows_actor,
      coalesce(fp.filter_not_following, true) AS filter_not_following,
      coalesce(fp.filter_new_accounts, true) AS filter_new_accounts,
      act.created_at AS actor_created_at, act.email_verified_at AS actor_email_verified_at,
      act.role AS actor_role, act.trust_level_override AS actor_trust_level_override`
      : sql`false AS follows_actor, false AS allows_actor, false AS filter_not_following, false AS filter_new_accounts`;
  const notBlocked = actor
    ? sql`WHERE NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = ${actor} AND ub.blocked_id = r.id)
      AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.blocker_id = r.id AND ub.blocked_id = ${actor})
      AND NOT EXISTS (SELECT 1 FROM user_mutes um WHERE um.muter_id = r.id AND um.muted_id = ${actor})`
    : sql``;
  const result = await sql<RecipientChannels & Partial<ActorColumns> & { read?: unknown }>`
    SELECT r.id AS recipient_id, ${channels}, ${filter}${reading ? sql`, ${reading} AS read` : sql``}
    FROM ${recipientsTable(recipientIds)}
    ${event ? sql`LEFT JOIN notification_preferences p ON p.user_id = r.id` : sql``}
    ${
      actor && filterFacts
        ? sql`LEFT JOIN notification_filter_policies fp ON fp.user_id = r.id LEFT JOIN users act ON act.id = ${actor}`
        : sql``
    }
    ${notBlocked}
    ORDER BY r.n`.execute(db);
  const channelsOnly = result.rows.map(
    ({
      actor_created_at: _createdAt,
      actor_email_verified_at: _verifiedAt,
      actor_role: _role,
      actor_trust_level_override: _override,
      read: _read,
      ...row
    }) => row,
  );
  const plan: RecipientPlan = { channels: channelsOnly, actor: actorFacts(result.rows[0]) };
  if (reading && result.rows[0]) plan.read = result.rows[0].read;
  return plan;
}

/**
 * The recipients as a table r(id, n), in their order. One recipient (an author's notification, the
 * most frequent plan) is a one-row VALUES rather than unnest of a one-element array: PostgreSQL's
 * generic plan guesses ten rows for unnest of a parameter, so it judged its kept plan dearer than a
 * fresh one and planned the statement anew on every execution (pg_stat_statements in the busy
 * neighbourhood: 0.6 ms of planning for 0.1 ms of execution, issue 40). With one row it keeps the
 * generic plan after five executions.
 */
function recipientsTable(recipientIds: readonly string[]): RawBuilder<unknown> {
  if (recipientIds.length === 1) return sql`(VALUES (${recipientIds[0]}::uuid, 1::bigint)) AS r(id, n)`;
  return sql`unnest(${[...recipientIds]}::uuid[]) WITH ORDINALITY AS r(id, n)`;
}

/** The actor's basic trust facts from a plan row (as findBasicTrustFacts reads them). */
function actorFacts(row: Partial<ActorColumns> | undefined): BasicTrustFacts | undefined {
  if (!row?.actor_created_at) return undefined;
  return {
    createdAt: row.actor_created_at,
    emailVerified: row.actor_email_verified_at !== null,
    staff: row.actor_role === 'moderator' || row.actor_role === 'admin',
    override: (row.actor_trust_level_override ?? null) as TrustLevel | null,
  };
}

/** One statement for any number of recipients of the same event. */
export async function insertNotifications(
  db: Kysely<DB>,
  recipientIds: readonly string[],
  notification: Omit<NewNotification, 'recipientId'> & FilterReasonOption,
): Promise<void> {
  if (recipientIds.length === 0) return;
  await insertNotificationsStatement(recipientIds, notification).execute(db);
}

/** insertNotifications' statement, to run with others as one (db/statements-together.ts). */
export function insertNotificationsStatement(
  recipientIds: readonly string[],
  notification: Omit<NewNotification, 'recipientId'> & FilterReasonOption,
): RawBuilder<unknown> {
  return sql`
    INSERT INTO notifications
      (recipient_id, kind, actor_id, subject_type, subject_id, subject_title, actor_count, created_at,
       filter_reason)
    SELECT r.id, ${notification.kind}, ${notification.actorId}::uuid, ${notification.subject?.type ?? null},
      ${notification.subject?.id ?? null}::uuid, ${notification.subject?.title ?? ''},
      ${Math.max(1, notification.actorCount ?? 1)}::int, ${notification.at}, ${notification.filterReason ?? null}
    FROM unnest(${[...recipientIds]}::uuid[]) AS r(id)`;
}

/**
 * Grouping: the statement that removes the recipient's unread notification of this kind about this
 * subject (same id and title), so the one inserted with it replaces it ('Amara and 3 others …').
 * The replacement has a new id, so open streams deliver it as news.
 */
export function removeUnreadAboutStatement(
  recipientId: string,
  kind: NotificationKind,
  subject: NotificationSubject,
): RawBuilder<unknown> {
  return sql`
    DELETE FROM notifications
    WHERE recipient_id = ${recipientId}::uuid AND kind = ${kind} AND subject_id = ${subject.id}::uuid
      AND subject_title = ${subject.title} AND read_at IS NULL`;
}

/**
 * Whether the recipient was already told of this kind of event by this actor since `since` (read or
 * not): repeated events (unfollow and follow again) notify once a day at most. One probe of
 * notifications_recipient_newest.
 */
export async function notifiedSince(
  db: Kysely<DB>,
  notification: { recipientId: string; kind: NotificationKind; actorId: string; since: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('recipient_id', '=', notification.recipientId)
    .where('created_at', '>=', notification.since)
    .where('kind', '=', notification.kind)
    .where('actor_id', '=', notification.actorId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Notifications with their actor's names and picture, as presentNotification reads them. */
export function selectNotifications(db: Kysely<DB>) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as a', 'a.id', 'n.actor_id')
    .leftJoin('organizations as ao', 'ao.owner_id', 'a.id')
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      'n.subject_type',
      'n.subject_id',
      'n.subject_title',
      'n.actor_count',
      'n.read_at',
      'n.created_at',
      'a.first_name as actor_first_name',
      'a.last_name as actor_last_name',
      'a.avatar_key as actor_avatar_key',
      'ao.business_name as actor_organization_name',
    ]);
}

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

/** A recipient's notifications, newest first (the filtered box aside). */
export async function listNotifications(db: Kysely<DB>, recipientId: string, limit: number, offset: number) {
  return selectNotifications(db)
    .where('n.recipient_id', '=', recipientId)
    .where('n.filter_reason', 'is', null)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Total and unread counts of a recipient's notifications, the filtered box aside (partial index). */
export async function countNotifications(db: Kysely<DB>, recipientId: string) {
  const row = await db
    .selectFrom('notifications')
    .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) FILTER (WHERE read_at IS NULL)`.as('unread')])
    .where('recipient_id', '=', recipientId)
    .where('filter_reason', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export async function findNotification(db: Kysely<DB>, recipientId: string, id: string) {
  return selectNotifications(db).where('n.recipient_id', '=', recipientId).where('n.id', '=', id).executeTakeFirst();
}

/** Marks one notification read (keeping the first read time); false when it is not the recipient's. */
export async function markNotificationRead(db: Kysely<DB>, recipientId: string, id: string, at: Date) {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
    .where('recipient_id', '=', recipientId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks every unread notification of a recipient read; answers how many changed. */
export async function markAllNotificationsRead(db: Kysely<DB>, recipientId: string, at: Date): Promise<number> {
  const rows = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .where('filter_reason', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** Names of an actor, for e-mails (an organization by its business name). */
export async function findActorNames(db: Kysely<DB>, actorId: string) {
  return db
    .selectFrom('users as a')
    .leftJoin('organizations as ao', 'ao.owner_id', 'a.id')
    .select([
      'a.first_name as actor_first_name',
      'a.last_name as actor_last_name',
      'ao.business_name as actor_organization_name',
    ])
    .where('a.id', '=', actorId)
    .executeTakeFirst();
}

/** E-mail addresses of the recipients that still exist. */
export async function findRecipientEmails(db: Kysely<DB>, recipientIds: readonly string[]) {
  if (recipientIds.length === 0) return [];
  return (
    db
      .selectFrom('users')
      // `locale`: the saved language the e-mail is written in (issue 41).
      .select(['id', 'email', 'locale'])
      .where('id', 'in', [...recipientIds])
      .execute()
  );
}
