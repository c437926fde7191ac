import { sql, type Kysely, type Selectable } from 'kysely';
import type { DataExportsTable, DB } from '../../db/schema.js';

export type DataExportRow = Selectable<DataExportsTable>;

/**
 * Serialises one account's export requests for the rest of the transaction: fifty requests at once
 * queue here, and each sees what the one before it wrote (the once-a-day rule cannot race).
 */
export async function lockAccountExports(db: Kysely<DB>, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('data_exports'), hashtext(${userId}))`.execute(db);
}

/** The account's latest request after `since` (failed ones aside), if any. */
export async function findRequestSince(
  db: Kysely<DB>,
  userId: string,
  since: Date,
): Promise<DataExportRow | undefined> {
  return (
    db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', userId)
      .where('requested_at', '>', since)
      // A failed build does not count: the account may ask again at once.
      .where('status', '<>', 'failed')
      .orderBy('requested_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  );
}

export async function insertExport(db: Kysely<DB>, userId: string, at: Date): Promise<DataExportRow> {
  return db
    .insertInto('data_exports')
    .values({ user_id: userId, requested_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An export by its e-mailed link, with whether its owner may still use it (not suspended or banned). */
export async function findExportForLink(
  db: Kysely<DB>,
  id: string,
  now: Date,
): Promise<(DataExportRow & { ownerBarred: boolean }) | undefined> {
  const row = await db
    .selectFrom('data_exports')
    .innerJoin('users', 'users.id', 'data_exports.user_id')
    .selectAll('data_exports')
    .select(['users.suspended_until', 'users.banned_at'])
    .where('data_exports.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { suspended_until, banned_at, ...exported } = row;
  return { ...exported, ownerBarred: banned_at !== null || (suspended_until !== null && suspended_until > now) };
}

/** The account's latest exports, newest first. */
export async function listExports(db: Kysely<DB>, userId: string, limit: number): Promise<DataExportRow[]> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .limit(limit)
    .execute();
}

export async function findExport(db: Kysely<DB>, id: string): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The export and its owner's address and language (the job's e-mail). */
export async function findExportWithOwner(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('data_exports')
    .innerJoin('users', 'users.id', 'data_exports.user_id')
    .selectAll('data_exports')
    .select(['users.email', 'users.locale'])
    .where('data_exports.id', '=', id)
    .executeTakeFirst();
}

export interface ReadyExport {
  archiveKey: string;
  sizeBytes: number;
  tokenHash: string;
  readyAt: Date;
  expiresAt: Date;
}

/** Queued → ready; answers false when the row is gone or no longer queued (nothing to e-mail). */
export async function markReady(db: Kysely<DB>, id: string, ready: ReadyExport): Promise<boolean> {
  const result = await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      archive_key: ready.archiveKey,
      size_bytes: ready.sizeBytes,
      token_hash: ready.tokenHash,
      ready_at: ready.readyAt,
      expires_at: ready.expiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markFailed(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * Ready → expired, once its time has come; answers the archive's key to delete (undefined when
 * another process expired it first or it is not due).
 */
export async function markExpired(db: Kysely<DB>, id: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('data_exports')
    .set({ status: 'expired', archive_key: null, token_hash: null })
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .returning(sql<string | null>`(SELECT archive_key FROM data_exports WHERE id = ${id})`.as('archive_key'))
    .executeTakeFirst();
  return row?.archive_key ?? undefined;
}

/** The archives of an account (its deletion removes them after the commit). */
export async function archiveKeysOf(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('data_exports')
    .select('archive_key')
    .where('user_id', '=', userId)
    .where('archive_key', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.archive_key ? [row.archive_key] : []));
}
