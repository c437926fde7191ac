import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { SERVER_ROOT } from '../paths.js';
import type { DB } from './schema.js';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'db/migrations');

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_ID = 7_264_001;

export interface Migration {
  version: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: await fs.readFile(path.join(dir, file), 'utf8'),
    })),
  );
}

let shippedVersions: Promise<string[]> | undefined;

/** The versions of the migrations this build ships (their file names), read once per process. */
export function migrationVersions(dir = MIGRATIONS_DIR): Promise<string[]> {
  if (dir !== MIGRATIONS_DIR) return listVersions(dir);
  shippedVersions ??= listVersions(dir).catch((error: unknown) => {
    shippedVersions = undefined;
    throw error;
  });
  return shippedVersions;
}

async function listVersions(dir: string): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => file.replace(/\.sql$/, ''));
}

async function ensureTable(db: Kysely<DB>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

const UNDEFINED_TABLE = '42P01';

/** The error of a statement on a table that does not exist yet (no migration has run). */
export function isUndefinedTable(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === UNDEFINED_TABLE;
}

/**
 * The versions the database has applied; none before the table exists. Read without creating the
 * table first: a CREATE TABLE IF NOT EXISTS at every start was 50 ms of PGlite's cold start.
 */
export async function appliedVersions(db: Kysely<DB>): Promise<Set<string>> {
  try {
    const rows = await db.selectFrom('schema_migrations').select('version').execute();
    return new Set(rows.map((row) => row.version));
  } catch (error) {
    if (isUndefinedTable(error)) return new Set();
    throw error;
  }
}

/**
 * Applies every pending migration, each in its own transaction, in file-name order. An advisory
 * lock makes concurrent starts (several API processes on one PostgreSQL) wait for each other.
 * Returns the versions it applied.
 */
export async function migrate(db: Kysely<DB>, migrations?: Migration[]): Promise<string[]> {
  // Most starts find nothing to do: the versions already applied are read once, without the
  // lock, and only the missing ones are read from disk and applied, each re-checked under the
  // lock. A transaction per shipped migration on every start was 90 ms of PGlite's cold start.
  const done = await appliedVersions(db);
  const versions = migrations?.map((migration) => migration.version) ?? (await migrationVersions());
  if (versions.every((version) => done.has(version))) return [];
  await ensureTable(db);
  const all = migrations ?? (await readMigrations());
  const applied: string[] = [];
  for (const migration of all) {
    if (done.has(migration.version)) continue;
    const didApply = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
      const done = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (done) return false;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: migration.version }).execute();
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

export async function migrationStatus(db: Kysely<DB>): Promise<{ applied: number; pending: number }> {
  const [done, all] = await Promise.all([appliedVersions(db), readMigrations()]);
  const pending = all.filter((migration) => !done.has(migration.version)).length;
  return { applied: all.length - pending, pending };
}
