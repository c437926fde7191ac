import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema.js';

/**
 * Runs data-modifying statements (INSERT, UPDATE, DELETE without RETURNING) as ONE statement:
 * each becomes a data-modifying CTE of `WITH s0 AS (…), s1 AS (…) SELECT 1`. One round trip
 * instead of one per statement, and atomic without a transaction (issue 40: a statement's write
 * to the socket and its answer were most of the server's CPU under a busy mix).
 *
 * The statements all see the database as it was before any of them (PostgreSQL runs data-modifying
 * CTEs against one snapshot), so none may depend on another's effect, and no two may change the
 * same row. Inserting rows and deleting other rows of one table together is fine.
 */
export async function runTogether(
  db: Kysely<DB>,
  statements: readonly RawBuilder<unknown>[],
  /**
   * Expressions the statement selects once the writes are planned, such as a pg_notify that must
   * leave exactly when they commit (a CTE nobody reads would never run).
   */
  selecting: readonly RawBuilder<unknown>[] = [],
): Promise<void> {
  if (statements.length === 0 && selecting.length === 0) return;
  if (statements.length === 1 && selecting.length === 0) {
    await statements[0]!.execute(db);
    return;
  }
  const select = selecting.length > 0 ? sql.join(selecting, sql`, `) : sql`1`;
  if (statements.length === 0) {
    await sql`SELECT ${select}`.execute(db);
    return;
  }
  const parts = statements.map((statement, index) => sql`${sql.raw(`s${index}`)} AS (${statement})`);
  await sql`WITH ${sql.join(parts, sql`, `)} SELECT ${select}`.execute(db);
}
