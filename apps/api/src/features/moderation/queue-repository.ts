import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ModerationActionsTable } from '../../db/schema/safety.js';

// What the moderation queue shows beside each entry, read for a whole page at once: one statement
// per part whatever the page size (the queue read them item by item before).

export interface QueueTarget {
  target_type: string;
  target_id: string;
}

const keyOf = (type: string, id: string) => `${type}:${id}`;
const targetList = (targets: readonly QueueTarget[]) =>
  sql.join(targets.map((target) => sql`(${target.target_type}::text, ${target.target_id}::uuid)`));

/** Groups rows by their target. */
function byTarget<T extends QueueTarget>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row.target_type, row.target_id);
    grouped.set(key, [...(grouped.get(key) ?? []), row]);
  }
  return grouped;
}

export const targetKey = (target: QueueTarget) => keyOf(target.target_type, target.target_id);

/** Each target's newest 50 open reports (reports_open_by_target). */
export async function openReportsFor(db: Kysely<DB>, targets: readonly QueueTarget[]) {
  if (targets.length === 0) return new Map<string, never[]>();
  const result = await sql<
    QueueTarget & {
      reason: string;
      note: string;
      created_at: Date;
      weight: number;
      linked: boolean;
      reporter_level: number;
    }
  >`
    SELECT target_type, target_id, reason, note, created_at, weight, linked, reporter_level FROM (
      SELECT r.target_type, r.target_id::text AS target_id, r.reason, r.note, r.created_at, r.weight, r.linked,
        r.reporter_level,
        row_number() OVER (PARTITION BY r.target_type, r.target_id ORDER BY r.created_at DESC) AS rank
      FROM reports r
      WHERE r.status = 'open' AND (r.target_type, r.target_id) IN (${targetList(targets)})
    ) AS ranked WHERE rank <= 50
    ORDER BY created_at DESC`.execute(db);
  return byTarget(result.rows);
}

/** Each target's open appeals. */
export async function openAppealsFor(db: Kysely<DB>, targets: readonly QueueTarget[]) {
  if (targets.length === 0) return new Map<string, never[]>();
  const result = await sql<
    QueueTarget & {
      id: string;
      action_id: string;
      action: ModerationActionsTable['action'];
      note: string;
      created_at: Date;
    }
  >`
    SELECT a.target_type, a.target_id::text AS target_id, ap.id, ap.action_id, a.action, ap.note, ap.created_at
    FROM moderation_appeals ap JOIN moderation_actions a ON a.id = ap.action_id
    WHERE ap.status = 'open' AND (a.target_type, a.target_id) IN (${targetList(targets)})`.execute(db);
  return byTarget(result.rows);
}

/** An author as the queue shows them: name, picture, and their moderation history. */
interface QueueAuthor {
  author_id: string;
  author_first_name: string;
  author_last_name: string;
  author_avatar_key: string | null;
  actions: number;
  reports_against: number;
  suspended_until: Date | null;
  banned_at: Date | null;
}

/** Authors' names, pictures and moderation history, by id. */
export async function findQueueAuthors(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, QueueAuthor>> {
  const authors = new Map<string, QueueAuthor>();
  if (userIds.length === 0) return authors;
  const result = await sql<QueueAuthor>`
    SELECT u.id AS author_id, u.first_name AS author_first_name, u.last_name AS author_last_name,
      u.avatar_thumbnail_key AS author_avatar_key,
      (SELECT count(*)::int FROM moderation_actions WHERE target_user_id = u.id AND action IN ('hide', 'suspend', 'ban')) AS actions,
      (SELECT count(*)::int FROM reports WHERE target_user_id = u.id) AS reports_against,
      u.suspended_until, u.banned_at
    FROM users u WHERE u.id IN (${sql.join([...new Set(userIds)].map((id) => sql`${id}::uuid`))})`.execute(db);
  for (const row of result.rows) authors.set(row.author_id, row);
  return authors;
}
