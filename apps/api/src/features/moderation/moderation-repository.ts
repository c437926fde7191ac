import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ModerationAction, ReportReason, ReportTargetType } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';

/** Serialises reports and actions on one item (the auto-hide count, one appeal). */
export async function lockTarget(db: Kysely<DB>, type: string, id: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`moderation:${type}:${id}`}))`.execute(db);
}

const reportColumns = ['id', 'target_type', 'target_id', 'reason', 'note', 'status', 'outcome', 'created_at'] as const;

export function findOpenReport(db: Kysely<DB>, reporterId: string, type: string, id: string) {
  return db
    .selectFrom('reports')
    .select(reportColumns)
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findOpenReport>>>;

export async function insertReport(
  db: Kysely<DB>,
  report: {
    reporterId: string;
    type: string;
    id: string;
    targetUserId: string | null;
    reason: string;
    note: string;
    at: Date;
    /** What it counts for (report-score.ts), its reporter's trust level, the address's keyed hash. */
    weight: number;
    reporterLevel: number;
    address: string;
  },
): Promise<ReportRow> {
  return db
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      target_type: report.type,
      target_id: report.id,
      target_user_id: report.targetUserId,
      reason: report.reason,
      note: report.note,
      created_at: report.at,
      weight: report.weight,
      reporter_level: report.reporterLevel,
      reporter_address: report.address,
    })
    .returning(reportColumns)
    .executeTakeFirstOrThrow();
}

/** Distinct reporters with an open report on the item, and the reason most of them gave. */
export async function openReportStats(db: Kysely<DB>, type: string, id: string) {
  const result = await sql<{ reporters: string; top_reason: string | null }>`
    SELECT count(DISTINCT reporter_id) AS reporters,
      (SELECT reason FROM reports WHERE target_type = ${type} AND target_id = ${id}::uuid AND status = 'open'
        GROUP BY reason ORDER BY count(*) DESC, reason LIMIT 1) AS top_reason
    FROM reports WHERE target_type = ${type} AND target_id = ${id}::uuid AND status = 'open'`.execute(db);
  const row = result.rows[0];
  return { reporters: Number(row?.reporters ?? 0), topReason: (row?.top_reason ?? 'other') as ReportReason };
}

/** Closes the item's open reports with an outcome; answers their reporters. */
export async function resolveReports(
  db: Kysely<DB>,
  type: string,
  id: string,
  outcome: string,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .updateTable('reports')
    .set({ status: 'resolved', outcome, resolved_at: at })
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .returning('reporter_id')
    .execute();
  return [...new Set(rows.map((row) => row.reporter_id))];
}

export interface NewAction {
  moderatorId: string | null;
  type: string;
  id: string;
  targetUserId: string | null;
  action: ModerationAction;
  reason: ReportReason;
  note: string;
  durationDays: number | null;
  endsAt: Date | null;
  privateContent: boolean;
  automatic: boolean;
  at: Date;
}

const actionColumns = [
  'id',
  'target_type',
  'target_id',
  'target_user_id',
  'action',
  'reason',
  'duration_days',
  'ends_at',
  'automatic',
  'created_at',
] as const;

export async function insertAction(db: Kysely<DB>, action: NewAction) {
  return db
    .insertInto('moderation_actions')
    .values({
      moderator_id: action.moderatorId,
      target_type: action.type,
      target_id: action.id,
      target_user_id: action.targetUserId,
      action: action.action,
      reason: action.reason,
      note: action.note,
      duration_days: action.durationDays,
      ends_at: action.endsAt,
      private_content: action.privateContent,
      automatic: action.automatic,
      created_at: action.at,
    })
    .returning(actionColumns)
    .executeTakeFirstOrThrow();
}
export type ActionRow = Awaited<ReturnType<typeof insertAction>>;

export function findAction(db: Kysely<DB>, id: string) {
  return db.selectFrom('moderation_actions').select(actionColumns).where('id', '=', id).executeTakeFirst();
}

/** The newest appealable action (hide, suspend, ban) of an item against a user. */
export function findLatestAppealable(db: Kysely<DB>, type: string, id: string, userId: string) {
  return db
    .selectFrom('moderation_actions')
    .select(actionColumns)
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('target_user_id', '=', userId)
    .where('action', 'in', ['hide', 'suspend', 'ban'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * An account by e-mail (normalized by the contract's emailSchema, as stored: the unique index
 * answers), with what an account appeal checks (its password and sanctions).
 */
export function findSanctionedAccount(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'suspended_until', 'banned_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The newest suspension or ban of an account. */
export function findLatestAccountSanction(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('moderation_actions')
    .select(actionColumns)
    .where('target_user_id', '=', userId)
    .where('action', 'in', ['suspend', 'ban'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The newest hide of an item, to tell an automatic one (undone by a dismissal) from a moderator's. */
export function findLatestHide(db: Kysely<DB>, type: string, id: string) {
  return db
    .selectFrom('moderation_actions')
    .select(['id', 'automatic'])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('action', '=', 'hide')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** One appeal per action: answers undefined when one exists. */
export async function insertAppeal(db: Kysely<DB>, actionId: string, userId: string, note: string, at: Date) {
  return db
    .insertInto('moderation_appeals')
    .values({ action_id: actionId, appellant_id: userId, note, created_at: at })
    .onConflict((oc) => oc.column('action_id').doNothing())
    .returning(['id', 'action_id', 'note', 'status', 'created_at'])
    .executeTakeFirst();
}

/** Settles the open appeals of an item's actions. */
export async function settleAppeals(db: Kysely<DB>, type: string, id: string, status: 'granted' | 'denied', at: Date) {
  await sql`UPDATE moderation_appeals ap SET status = ${status}, resolved_at = ${at}
    FROM moderation_actions a
    WHERE a.id = ap.action_id AND ap.status = 'open' AND a.target_type = ${type} AND a.target_id = ${id}::uuid`.execute(
    db,
  );
}

export function findUserState(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'suspended_until', 'banned_at', 'hidden_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setUserSanction(
  db: Kysely<DB>,
  userId: string,
  change: { suspended_until?: Date | null; banned_at?: Date | null; hidden_at?: Date | null },
): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', userId).execute();
}

export interface QueueEntry {
  target_type: ReportTargetType;
  target_id: string;
  report_count: number;
  last_at: Date;
}

/** The items of one kind waiting for a moderator's approval (a content kind's `approval.awaiting`). */
export interface AwaitingApproval {
  type: ReportTargetType;
  items: RawBuilder<{ id: string; created_at: Date }>;
}

/**
 * The queue's items: open reports (grouped by item, distinct reporters), open appeals and the
 * items awaiting approval (city-wide urgent alerts), as one list ordered by reporters then recency,
 * or recency alone.
 */
export async function listQueue(
  db: Kysely<DB>,
  awaiting: readonly AwaitingApproval[],
  sort: 'most_reported' | 'newest',
  limit: number,
  offset: number,
): Promise<{ rows: QueueEntry[]; total: number }> {
  const items = sql`
    SELECT target_type, target_id, sum(report_count)::int AS report_count, max(last_at) AS last_at FROM (
      SELECT target_type, target_id, count(DISTINCT reporter_id) AS report_count, max(created_at) AS last_at
        FROM reports WHERE status = 'open' GROUP BY target_type, target_id
      UNION ALL
      SELECT a.target_type, a.target_id, 0, ap.created_at
        FROM moderation_appeals ap JOIN moderation_actions a ON a.id = ap.action_id WHERE ap.status = 'open'
      ${sql.join(
        awaiting.map(
          ({ type, items }) => sql`UNION ALL SELECT ${type}::text, w.id, 0, w.created_at FROM (${items}) AS w`,
        ),
        sql` `,
      )}
    ) AS queue GROUP BY target_type, target_id`;
  const order = sort === 'newest' ? sql`last_at DESC, target_id` : sql`report_count DESC, last_at DESC, target_id`;
  const [rows, count] = await Promise.all([
    sql<QueueEntry>`SELECT * FROM (${items}) AS items ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ total: string }>`SELECT count(*) AS total FROM (${items}) AS items`.execute(db),
  ]);
  return {
    rows: rows.rows.map((row) => ({ ...row, report_count: Number(row.report_count), last_at: new Date(row.last_at) })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/**
 * The public log: every action on the kinds it shows, outside private groups, newest first (no
 * reporter, no moderator).
 */
export async function listPublicLog(db: Kysely<DB>, types: readonly string[], limit: number, offset: number) {
  if (types.length === 0) return { rows: [], total: 0 };
  const query = db
    .selectFrom('moderation_actions')
    .where('private_content', '=', false)
    .where('target_type', 'in', types);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'action', 'automatic', 'reason', 'target_type', 'duration_days', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Moderators and admins, and accounts suspended now or banned (admin screen). */
export async function listStaffAndSanctioned(db: Kysely<DB>, now: Date) {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id as author_id',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.avatar_thumbnail_key as author_avatar_key',
      'u.email',
      'u.role',
      'u.suspended_until',
      'u.banned_at',
    ])
    .where((eb) =>
      eb.or([
        eb('u.role', 'in', ['moderator', 'admin']),
        eb('u.banned_at', 'is not', null),
        eb('u.suspended_until', '>', now),
      ]),
    )
    .orderBy('u.email')
    .limit(1000)
    .execute();
  return rows;
}
