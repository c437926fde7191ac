import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ScoredReport } from './report-score.js';

/** How close in time two accounts were made to count as linked (while either is young). */
const CREATED_CLOSE_MS = 60 * 60 * 1000;
const YOUNG_MS = 30 * 24 * 60 * 60 * 1000;

/** The reporter's resolved reports: agreed with (hide, suspend, ban) and turned down (dismiss, restore). */
export async function reporterAccuracy(db: Kysely<DB>, reporterId: string) {
  const row = await db
    .selectFrom('reports')
    .select([
      sql<number>`count(*) FILTER (WHERE outcome IN ('hide', 'suspend', 'ban'))::int`.as('agreed'),
      sql<number>`count(*) FILTER (WHERE outcome IN ('dismiss', 'restore'))::int`.as('rejected'),
    ])
    .where('reporter_id', '=', reporterId)
    .where('status', '=', 'resolved')
    .executeTakeFirstOrThrow();
  return { agreed: Number(row.agreed), rejected: Number(row.rejected) };
}

/** Whether a moderator already kept the item against this reporter's report (their reports count 0). */
export async function wasKeptAgainst(db: Kysely<DB>, reporterId: string, type: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('status', '=', 'resolved')
    .where('outcome', 'in', ['dismiss', 'restore'])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the item's open reports linked to the new one (same address, or accounts created within an
 * hour of each other while one is young), and the new one with them; answers whether it is linked.
 */
export async function linkReports(
  db: Kysely<DB>,
  report: { id: string; type: string; targetId: string; reporterId: string; address: string | null },
  now: Date,
): Promise<boolean> {
  const youngSince = new Date(now.getTime() - YOUNG_MS);
  const result = await sql<{ id: string }>`
    UPDATE reports r SET linked = true
    FROM users other, users me
    WHERE r.target_type = ${report.type} AND r.target_id = ${report.targetId}::uuid AND r.status = 'open'
      AND r.id <> ${report.id}::uuid AND r.reporter_id <> ${report.reporterId}::uuid
      AND other.id = r.reporter_id AND me.id = ${report.reporterId}::uuid
      AND ((${report.address}::text IS NOT NULL AND r.reporter_address = ${report.address})
        OR (abs(extract(epoch FROM other.created_at - me.created_at)) * 1000 < ${CREATED_CLOSE_MS}
          AND greatest(other.created_at, me.created_at) > ${youngSince}))
    RETURNING r.id`.execute(db);
  if (result.rows.length === 0) return false;
  await db.updateTable('reports').set({ linked: true }).where('id', '=', report.id).execute();
  return true;
}

/** The item's open reports as the score reads them. */
export async function openReportWeights(db: Kysely<DB>, type: string, id: string): Promise<ScoredReport[]> {
  const rows = await db
    .selectFrom('reports')
    .select(['weight', 'linked', 'reporter_level'])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('status', '=', 'open')
    .execute();
  return rows.map((row) => ({ weight: Number(row.weight), linked: row.linked, reporterLevel: row.reporter_level }));
}
