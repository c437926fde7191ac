import { sql, type Kysely } from 'kysely';
import { isUndefinedTable } from '../../db/migrate.js';
import type { DB } from '../../db/schema.js';

/**
 * How many of `versions` the database has applied, in one statement that is also the readiness
 * ping: it throws when the database does not answer. No migrations table yet means none applied.
 */
export async function countAppliedMigrations(db: Kysely<DB>, versions: readonly string[]): Promise<number> {
  try {
    const result = await sql<{ applied: number }>`
      SELECT count(*)::int AS applied FROM schema_migrations WHERE version = ANY(${versions})`.execute(db);
    return result.rows[0]?.applied ?? 0;
  } catch (error) {
    if (isUndefinedTable(error)) return 0;
    throw error;
  }
}
