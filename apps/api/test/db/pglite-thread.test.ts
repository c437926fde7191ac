import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_NOTICES_CHANNEL } from '../../src/db/change-notices.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { PgliteThread } from '../../src/db/pglite-thread.js';
import { isDependencyUnavailable } from '../../src/lib/unavailable.js';

// Decision 0043: PGlite starts and runs in a thread of its own. What crosses between the threads
// must arrive as it would in the process: errors with their SQLSTATE, change notices before the
// statement that sent them completes, files consistent after a close, and a thread that dies
// answered as a database that went away (503), never a request left waiting.
describe('the embedded database in its own thread', () => {
  let database: Database;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    db = database.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps a database error's SQLSTATE and fields", async () => {
    await sql`CREATE TABLE unique_names (name text CONSTRAINT unique_names_name UNIQUE)`.execute(db);
    await sql`INSERT INTO unique_names VALUES (${'ada'})`.execute(db);
    const failure = await sql`INSERT INTO unique_names VALUES (${'ada'})`.execute(db).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'unique_names_name', table: 'unique_names' });
    // The session is still usable, and a transaction that failed is rolled back whole.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO unique_names VALUES (${'grace'})`.execute(trx);
        await sql`INSERT INTO unique_names VALUES (${'ada'})`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await sql<{ name: string }>`SELECT name FROM unique_names ORDER BY name`.execute(db);
    expect(rows).toEqual([{ name: 'ada' }]);
  });

  it('hears a change notice before the statement that sent it completes', async () => {
    const heard: string[] = [];
    const unsubscribe = database.changeNotices.subscribe({
      listening: () => {},
      feedChanged: () => heard.push('feed'),
    });
    try {
      const schema = database.changeNotices.schema!;
      await sql`SELECT pg_notify(${CHANGE_NOTICES_CHANNEL}, ${`${schema}:feed`})`.execute(db);
      expect(heard).toEqual(['feed']);
    } finally {
      unsubscribe();
    }
  });

  it('answers statements sent at once in order, each to its caller', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql<{ n: number }>`SELECT ${i}::int AS n`.execute(db)),
    );
    expect(answers.map(({ rows }) => rows[0]!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('a database thread', () => {
  it('closes PGlite with its files consistent: what was written is there when opened again', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-thread-'));
    try {
      const first = await openDatabase({ dataDir });
      await sql`CREATE TABLE kept (n int)`.execute(first.db);
      await sql`INSERT INTO kept VALUES (${7})`.execute(first.db);
      await first.close();
      const again = await openDatabase({ dataDir });
      try {
        const { rows } = await sql<{ n: number }>`SELECT n FROM kept`.execute(again.db);
        expect(rows).toEqual([{ n: 7 }]);
      } finally {
        await again.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('that dies fails the statement it held and every later one as unavailable (503), at once', async () => {
    const thread = new PgliteThread(undefined, () => {});
    await thread.ready;
    await expect(thread.run('SELECT 1 AS one', [])).resolves.toMatchObject({ rows: [{ one: 1 }] });
    const held = thread.run('SELECT pg_sleep(5)', []);
    await thread.terminate();
    const failure = await held.catch((error: unknown) => error);
    expect(isDependencyUnavailable(failure)).toBe(true);
    const later = await thread.run('SELECT 1', []).catch((error: unknown) => error);
    expect(isDependencyUnavailable(later)).toBe(true);
    expect(thread.closed).toBe(true);
    await thread.close();
  });

  it('that cannot open its data directory fails the open, and lets the directory go', async () => {
    // The directory is there and lockable, but where PGlite keeps its files is a plain file.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-thread-'));
    await fs.writeFile(path.join(dataDir, 'pglite'), 'not a directory');
    try {
      const first = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect(first).toBeInstanceOf(Error);
      // Not DataDirInUseError: the failed open released its lock (and its thread).
      const second = await openDatabase({ dataDir }).catch((error: unknown) => error);
      expect((second as Error).message).toBe((first as Error).message);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
