import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
}

/** Queues a job. Call it inside the writer's transaction: the job exists exactly when the event does. */
export async function insertJob(db: Kysely<DB>, job: NewJob): Promise<void> {
  await insertJobStatement(job).execute(db);
}

/** The statement that queues jobs (at least one), to run with others as one (db/statements-together.ts). */
export function insertJobStatement(...jobs: [NewJob, ...NewJob[]]): RawBuilder<unknown> {
  const rows = jobs.map(
    (job) => sql`(${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz)`,
  );
  return sql`INSERT INTO jobs (kind, payload, run_at) VALUES ${sql.join(rows, sql`, `)}`;
}

/** The statement that ends a job, to run with the statements of its work as one. */
export function deleteJobStatement(id: string): RawBuilder<unknown> {
  return sql`DELETE FROM jobs WHERE id = ${id}::uuid`;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Takes up to `limit` due jobs for this worker until `lockedUntil`. SKIP LOCKED lets several
 * processes claim side by side; a lock that expires (a crashed worker) makes the job due again.
 */
export async function claimDueJobs(db: Kysely<DB>, now: Date, lockedUntil: Date, limit: number): Promise<ClaimedJob[]> {
  const result = await sql<ClaimedJob & { run_at: Date; created_at: Date }>`
    UPDATE jobs SET locked_until = ${lockedUntil}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM jobs
      WHERE failed_at IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
      ORDER BY run_at, created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts, run_at, created_at`.execute(db);
  // UPDATE … RETURNING has no order of its own: oldest first, as queued.
  return result.rows
    .sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.created_at.getTime() - b.created_at.getTime())
    .map(({ id, kind, payload, attempts }) => ({ id, kind, payload, attempts }));
}

export async function deleteJob(db: Kysely<DB>, id: string): Promise<void> {
  await deleteJobStatement(id).execute(db);
}

/** A failed run: tried again at `retryAt`, or kept as failed (with its error) when null. */
export async function recordJobFailure(
  db: Kysely<DB>,
  id: string,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set(
      retryAt
        ? { last_error: error, run_at: retryAt, locked_until: null }
        : { last_error: error, failed_at: now, locked_until: null },
    )
    .where('id', '=', id)
    .execute();
}
