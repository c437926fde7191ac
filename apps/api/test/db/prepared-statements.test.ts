import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

// Decision 0049: on PostgreSQL a statement with parameters is prepared once per connection and
// reused, so it is parsed once there (and may keep a generic plan); one without parameters (a
// script) stays unnamed.
describe.skipIf(!databaseUrl)('prepared statements (PostgreSQL run)', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ url: databaseUrl, schema });
  });
  afterAll(async () => {
    await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
    await database.close();
  });

  it('prepares a statement with parameters once on its connection and reuses it', async () => {
    await database.db.connection().execute(async (connection) => {
      const marker = `prepared-${randomBytes(4).toString('hex')}`;
      for (let i = 0; i < 3; i++) {
        const { rows } = await sql<{ value: string }>`SELECT ${marker}::text || ${String(i)}::text AS value`.execute(
          connection,
        );
        expect(rows[0]?.value).toBe(`${marker}${i}`);
      }
      const { rows } = await sql<{ name: string; statement: string; count: number }>`
        SELECT name, statement, (generic_plans + custom_plans)::int AS count
        FROM pg_prepared_statements WHERE statement LIKE ${'%::text || $2::text AS value%'}`.execute(connection);
      // One statement for the three calls, executed three times, named by the digest of its text.
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toMatch(/^s[\w-]{27}$/);
      expect(rows[0]!.count).toBe(3);
    });
  });

  it('prepares a first page (OFFSET 0) but plans a deeper page (OFFSET beyond 0) for its own offset', async () => {
    await database.db.connection().execute(async (connection) => {
      const marker = `paged-${randomBytes(4).toString('hex')}`;
      const page = (offset: number) =>
        sql<{ value: number }>`SELECT g AS value, ${marker}::text AS marker FROM generate_series(1, 50) AS g
          ORDER BY g LIMIT ${5} OFFSET ${offset}`.execute(connection);
      expect((await page(0)).rows.map((row) => row.value)).toEqual([1, 2, 3, 4, 5]);
      expect((await page(20)).rows.map((row) => row.value)).toEqual([21, 22, 23, 24, 25]);
      expect((await page(40)).rows.map((row) => row.value)).toEqual([41, 42, 43, 44, 45]);
      const { rows } = await sql<{ count: number }>`
        SELECT (generic_plans + custom_plans)::int AS count
        FROM pg_prepared_statements WHERE statement LIKE ${'%AS marker FROM generate_series(1, 50)%'}`.execute(
        connection,
      );
      // One prepared statement, executed once: for the first page only.
      expect(rows).toEqual([{ count: 1 }]);
    });
  });

  it('leaves a statement without parameters unnamed (a script may hold several)', async () => {
    await database.db.connection().execute(async (connection) => {
      await sql`SELECT 1 AS one; SELECT 2 AS two`.execute(connection);
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement LIKE ${'%SELECT 2 AS two%'}`.execute(
        connection,
      );
      expect(rows[0]!.count).toBe(0);
    });
  });

  it('prepares a statement again when another process changes its table’s shape', async () => {
    await sql`CREATE TABLE shapes (id int PRIMARY KEY)`.execute(database.db);
    await sql`INSERT INTO shapes VALUES (1)`.execute(database.db);
    await database.db.connection().execute(async (connection) => {
      const read = () => sql<Record<string, unknown>>`SELECT * FROM shapes WHERE id = ${1}`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`ALTER TABLE shapes ADD COLUMN label text DEFAULT 'new'`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, label: 'new' }]);

      // Inside a transaction the failure aborts it; the next attempt prepares the statement anew.
      await sql`ALTER TABLE shapes ADD COLUMN size int DEFAULT 2`.execute(connection);
      await sql`BEGIN`.execute(connection);
      await expect(read()).rejects.toMatchObject({ code: '0A000' });
      await sql`ROLLBACK`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, label: 'new', size: 2 }]);
    });
  });
});
