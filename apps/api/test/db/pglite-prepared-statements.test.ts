import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';

// Decision 0034: on PGlite, as on PostgreSQL, a statement with parameters is prepared once and
// each execution is one exchange with the WASM backend. These tests check that the values come and
// go as through PGlite's own query(), and the cases where a cached statement could go wrong.
describe('prepared statements (PGlite)', () => {
  let database: Database;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await openDatabase({ url: undefined, schema: undefined, dataDir: undefined });
    db = database.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => {
    await database.close();
  });

  /** How many times the prepared statement whose text contains `marker` ran, per prepared copy. */
  async function executions(marker: string): Promise<number[]> {
    const { rows } = await sql<{ count: number }>`
      SELECT (generic_plans + custom_plans)::int AS count FROM pg_prepared_statements
      WHERE statement LIKE ${`%${marker}%`} AND statement NOT LIKE '%pg_prepared_statements%'`.execute(db);
    return rows.map((row) => row.count);
  }

  it('prepares a statement with parameters once and reuses it', async () => {
    for (let i = 0; i < 3; i++) {
      const { rows } = await sql<{ value: string }>`SELECT 'once'::text || ${String(i)}::text AS value`.execute(db);
      expect(rows).toEqual([{ value: `once${i}` }]);
    }
    expect(await executions(`SELECT 'once'::text || $1::text AS value`)).toEqual([3]);
  });

  it('runs a deeper page (OFFSET beyond 0) and a script without parameters unprepared', async () => {
    const page = (offset: number) =>
      sql<{
        value: number;
      }>`SELECT g AS value FROM generate_series(1, 50) AS g ORDER BY g LIMIT ${5} OFFSET ${offset}`.execute(db);
    expect((await page(0)).rows.map((row) => row.value)).toEqual([1, 2, 3, 4, 5]);
    expect((await page(20)).rows.map((row) => row.value)).toEqual([21, 22, 23, 24, 25]);
    expect(await executions('FROM generate_series(1, 50) AS g ORDER BY g')).toEqual([1]);

    await sql`SELECT 'script' AS one; SELECT 2 AS two`.execute(db);
    expect(await executions(`SELECT 'script' AS one`)).toEqual([]);
  });

  it('serializes and parses every kind of value the app uses', async () => {
    await sql`CREATE TABLE kinds (id int PRIMARY KEY, big bigint, at timestamptz, tags text[], doc jsonb, ok boolean, note text)`.execute(
      db,
    );
    const at = new Date('2026-11-26T10:11:12.345Z');
    const insert = (id: number, note: string | null) =>
      sql`INSERT INTO kinds VALUES (${id}, ${9_007_199_254_740_000}, ${at}, ${['a', 'b,c', 'd"e']}, ${JSON.stringify({ k: [1, 'x'] })}, ${true}, ${note})`.execute(
        db,
      );
    const inserted = await insert(1, null);
    await insert(2, 'second');
    expect(inserted.numAffectedRows).toBe(1n);

    const withParameters = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw('SELECT * FROM kinds WHERE id = ANY($1) AND tags && $2 ORDER BY id', [[1, 2], ['b,c']]),
    );
    expect(withParameters.rows).toEqual([
      { id: 1, big: 9_007_199_254_740_000, at, tags: ['a', 'b,c', 'd"e'], doc: { k: [1, 'x'] }, ok: true, note: null },
      {
        id: 2,
        big: 9_007_199_254_740_000,
        at,
        tags: ['a', 'b,c', 'd"e'],
        doc: { k: [1, 'x'] },
        ok: true,
        note: 'second',
      },
    ]);

    const updated = await sql`UPDATE kinds SET note = ${'changed'} WHERE id > ${0}`.execute(db);
    expect(updated.numAffectedRows).toBe(2n);
  });

  it('prepares a statement again when its table changes shape', async () => {
    await sql`CREATE TABLE shapes (id int PRIMARY KEY)`.execute(db);
    await sql`INSERT INTO shapes VALUES (1)`.execute(db);
    const read = (on: Kysely<unknown> = db) =>
      sql<Record<string, unknown>>`SELECT * FROM shapes WHERE id = ${1}`.execute(on);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await sql`ALTER TABLE shapes ADD COLUMN label text DEFAULT 'new'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, label: 'new' }]);

    // Inside a transaction the failure aborts it; the next attempt prepares the statement anew.
    await sql`ALTER TABLE shapes ADD COLUMN size int DEFAULT 2`.execute(db);
    await expect(db.transaction().execute((transaction) => read(transaction))).rejects.toMatchObject({ code: '0A000' });
    expect((await read()).rows).toEqual([{ id: 1, label: 'new', size: 2 }]);
  });

  it('fails a bad value with PostgreSQL’s code, and the statement still serves the next call', async () => {
    const find = (id: string) => sql<{ value: string }>`SELECT ${id}::uuid::text AS value`.execute(db);
    await expect(find('not-a-uuid')).rejects.toMatchObject({ code: '22P02' });
    const id = '4f9c6d1e-2a3b-4c5d-8e7f-001122334455';
    expect((await find(id)).rows).toEqual([{ value: id }]);

    // A transaction rolled back after an error keeps the prepared statements usable.
    await expect(
      db.transaction().execute(async (transaction) => {
        await sql`SELECT ${'again'}::uuid`.execute(transaction);
      }),
    ).rejects.toMatchObject({ code: '22P02' });
    expect((await find(id)).rows).toEqual([{ value: id }]);
  });
});
