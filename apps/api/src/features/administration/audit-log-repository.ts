import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface AuditRow {
  id: string;
  source: 'moderation' | 'staff';
  actor_id: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  reason: string;
  created_at: Date;
}

/**
 * Every staff action, newest first: moderation actions (moderators' and admins', automatic ones
 * with no actor) and the other staff actions (roles, settings, approvals, deletions…), in one
 * statement. `about` narrows it to actions about one account.
 */
function auditQuery(about: string | undefined) {
  const moderationWhere = about
    ? sql`WHERE m.target_user_id = ${about}::uuid OR (m.target_type = 'user' AND m.target_id = ${about}::uuid)`
    : sql``;
  const staffWhere = about ? sql`WHERE s.target_type = 'user' AND s.target_id = ${about}` : sql``;
  return sql`
    SELECT m.id::text AS id, 'moderation' AS source, m.moderator_id AS actor_id, m.action,
           m.target_type, m.target_id::text AS target_id, '' AS target_label,
           CASE WHEN m.note = '' THEN m.reason ELSE m.reason || ': ' || m.note END AS reason, m.created_at
    FROM moderation_actions m ${moderationWhere}
    UNION ALL
    SELECT s.id::text, 'staff', s.actor_id, s.action, s.target_type, s.target_id, s.target_label, s.reason, s.created_at
    FROM staff_actions s ${staffWhere}`;
}

export async function readAuditLog(
  db: Kysely<DB>,
  options: { about?: string; limit: number; offset: number },
): Promise<AuditRow[]> {
  const result = await sql<AuditRow>`
    SELECT entry.*, actor.first_name AS actor_first_name, actor.last_name AS actor_last_name
    FROM (${auditQuery(options.about)}) AS entry
    LEFT JOIN users actor ON actor.id = entry.actor_id
    ORDER BY entry.created_at DESC, entry.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
  return result.rows;
}

export async function countAuditLog(db: Kysely<DB>): Promise<number> {
  const result = await sql<{ total: number }>`
    SELECT (SELECT count(*) FROM moderation_actions)::int + (SELECT count(*) FROM staff_actions)::int AS total`.execute(
    db,
  );
  return result.rows[0]?.total ?? 0;
}
