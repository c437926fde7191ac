import { sql, type Kysely } from 'kysely';
import { migrate } from './migrate.js';
import type { DB } from './schema.js';

const HEADER = '-- Ourhood data dump v1';

/** Tables a trigger keeps from other tables' rows: not dumped, rebuilt as the restore inserts. */
const DERIVED_TABLES = new Set([
  'organization_search_words',
  'organization_search_postings',
  'organization_area_counts',
  'user_post_counts',
]);

/** Tables of the current schema, parents before children so inserts satisfy foreign keys. */
async function tablesInDependencyOrder(db: Kysely<DB>): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
      -- The install's own secrets (media URL signing) are not data: a restored install keeps its own.
      AND table_name <> 'app_secrets'
    ORDER BY table_name`.execute(db);
  const edges = await sql<{ child: string; parent: string }>`
    SELECT DISTINCT tc.table_name AS child, ccu.table_name AS parent
    FROM information_schema.table_constraints tc
    JOIN information_schema.constraint_column_usage ccu
      ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`.execute(db);
  const parents = new Map<string, Set<string>>(tables.rows.map((row) => [row.name, new Set<string>()]));
  for (const edge of edges.rows) if (edge.child !== edge.parent) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const name of parents.keys()) visit(name, new Set());
  return ordered;
}

/**
 * Writes every row as plain SQL that PGlite and PostgreSQL both run. Values travel as JSON
 * (json_populate_record), so every column type round-trips without our own escaping.
 */
export async function dumpDatabase(
  db: Kysely<DB>,
  write: (chunk: string) => void,
): Promise<{ tables: number; rows: number }> {
  const versions = await db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
  write(`${HEADER}\n-- migrations: ${versions.map((row) => row.version).join(',')}\n`);
  let rows = 0;
  const tables = (await tablesInDependencyOrder(db)).filter((table) => !DERIVED_TABLES.has(table));
  for (const table of tables) {
    // Generated columns (posts.search_vector) cannot be inserted: the restore recomputes them.
    const columns = await sql<{ list: string }>`
      SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'`.execute(db);
    const list = columns.rows[0]!.list;
    const result = await sql<{ statement: string }>`
      SELECT format('INSERT INTO %I (%s) SELECT %s FROM json_populate_record(NULL::%I, %L);', ${table}::text, ${list}::text, ${list}::text, ${table}::text, row_to_json(t)::text) AS statement
      FROM ${sql.table(table)} AS t`.execute(db);
    for (const row of result.rows) write(`${row.statement}\n`);
    rows += result.rows.length;
  }
  return { tables: tables.length, rows };
}

export class RestoreError extends Error {}

/** Restores a dump into an empty database (migrating it first), all in one transaction. */
export async function restoreDatabase(db: Kysely<DB>, dump: string): Promise<void> {
  if (!dump.startsWith(HEADER)) throw new RestoreError('This file is not an Ourhood data dump.');
  await migrate(db);
  const tables = await tablesInDependencyOrder(db);
  for (const table of tables) {
    const found = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS found`.execute(db);
    if (found.rows[0]?.found) {
      throw new RestoreError(`The database is not empty (table ${table} has rows). Restore into a fresh database.`);
    }
  }
  const statements = dump.split('\n').filter((line) => line.startsWith('INSERT INTO '));
  await db.transaction().execute(async (trx) => {
    // Batches keep each round trip a reasonable size for large dumps.
    for (let index = 0; index < statements.length; index += 500) {
      await sql.raw(statements.slice(index, index + 500).join('\n')).execute(trx);
    }
  });
}
