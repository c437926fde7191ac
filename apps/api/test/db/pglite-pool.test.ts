import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { PGLITE_MAX_BUSY_MS } from '../../src/db/pglite-pool.js';

// Decision 0053: PGlite runs statements on this thread, and a chain of them resolved one after
// another never reaches the event loop: a notification fan-out held every other request, even a
// health check, for up to a second. The pool lets the event loop in between statements.
describe('PGlite pool', () => {
  let database: Database;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: undefined });
    db = database.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets the event loop take its turn while a long chain of statements runs', async () => {
    let ran = 0;
    let ranWhenTimerFired: number | undefined;
    setTimeout(() => (ranWhenTimerFired = ran), 0);
    const started = performance.now();
    while (performance.now() - started < PGLITE_MAX_BUSY_MS * 10) {
      await sql`SELECT ${ran}::int AS n`.execute(db);
      ran += 1;
    }
    // The timer ran in the middle of the chain, not after it.
    expect(ranWhenTimerFired).toBeDefined();
    expect(ranWhenTimerFired!).toBeLessThan(ran);
  });

  it('still keeps a transaction to itself while others wait their turn', async () => {
    await sql`CREATE TABLE turns (who text NOT NULL, n int NOT NULL)`.execute(db);
    const writer = db.transaction().execute(async (trx) => {
      const started = performance.now();
      let n = 0;
      while (performance.now() - started < PGLITE_MAX_BUSY_MS * 5) {
        await sql`INSERT INTO turns VALUES ('writer', ${n++})`.execute(trx);
      }
      return n;
    });
    // Queued while the transaction holds the connection: it runs after the commit, and sees it all.
    const reader = sql<{ count: number }>`SELECT count(*)::int AS count FROM turns`.execute(db);
    const [written, read] = await Promise.all([writer, reader]);
    expect(read.rows[0]!.count).toBe(written);
  });
});
