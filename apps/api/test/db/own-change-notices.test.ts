import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../helpers/tcp-proxy.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0094: the pool's connections no longer LISTEN (PostgreSQL wakes every listening backend of
// a database on every NOTIFY); the connection that made a change hears it as a NOTICE from the
// trigger, applied once its transaction has committed, and dropped when it rolled back.
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});
afterAll(async () => ctx?.close());

/** Counts 'feed' notices this process takes in while `during` runs, and any that come after it. */
async function feedNoticesDuring(during: (heard: () => number) => Promise<void>): Promise<number> {
  let feedChanges = 0;
  let sentinel = false;
  const unsubscribe = ctx.database.changeNotices.subscribe({
    feedChanged: () => feedChanges++,
    readerChanged: (userId) => (sentinel ||= userId === undefined),
    listening: () => {},
  });
  try {
    await during(() => feedChanges);
    // A notice from outside, through the app's own listener: notices reach a listener in commit
    // order, so once it is heard nothing of the statements before it can arrive any more.
    const { default: pg } = await import('pg');
    const outside = new pg.Client({ connectionString: databaseUrl });
    await outside.connect();
    await outside.query(`SELECT pg_notify('ourhood_session_changes', $1)`, [
      `${ctx.app.config.DATABASE_SCHEMA}:readers`,
    ]);
    await outside.end();
    await waitFor(() => sentinel, 'the outside notice');
    return feedChanges;
  } finally {
    unsubscribe();
  }
}

/** A statement whose trigger announces 'feed' (users' names are on every page) and changes nothing. */
const touchNames = sql`UPDATE users SET first_name = first_name WHERE false`;

describe.skipIf(!databaseUrl)('own change notices (PostgreSQL)', () => {
  it('leaves every connection of the pool without a LISTEN', async () => {
    // Ten at once: each connection of the pool runs one.
    const channels = await Promise.all(
      Array.from({ length: 10 }, () =>
        sql<{
          listening: number;
        }>`SELECT count(*)::int AS listening FROM pg_listening_channels(), pg_sleep(0.01)`.execute(ctx.database.db),
      ),
    );
    expect(channels.map(({ rows }) => rows[0]!.listening)).toEqual(Array(10).fill(0));
  });

  it('hears one change once, before its statement completes, however many connections the pool has', async () => {
    const heard = await feedNoticesDuring(async (heardSoFar) => {
      // Every connection of the pool has run a statement.
      await Promise.all(Array.from({ length: 10 }, () => sql`SELECT pg_sleep(0.01)`.execute(ctx.database.db)));
      await touchNames.execute(ctx.database.db);
      expect(heardSoFar()).toBe(1);
    });
    // The app's listener hears it too, and leaves it: its own pool's.
    expect(heard).toBe(1);
  });

  it('hears a change made in a transaction once it commits, not before', async () => {
    const heard = await feedNoticesDuring(async (heardSoFar) => {
      await ctx.database.db.transaction().execute(async (trx) => {
        await touchNames.execute(trx);
        await touchNames.execute(trx);
        // Raised, not yet committed: a read now would still see the old rows.
        expect(heardSoFar()).toBe(0);
      });
      expect(heardSoFar()).toBe(1);
    });
    // Twice in one transaction, once heard, as NOTIFY sends identical notices once.
    expect(heard).toBe(1);
  });

  it('drops the notices of a transaction that rolled back', async () => {
    const heard = await feedNoticesDuring(async () => {
      await ctx.database.db
        .transaction()
        .execute(async (trx) => {
          await touchNames.execute(trx);
          throw new Error('changed my mind');
        })
        .catch(() => {});
      // A COMMIT of a transaction aborted by an error: PostgreSQL answers it with ROLLBACK.
      await ctx.database.db.connection().execute(async (connection) => {
        await sql`BEGIN`.execute(connection);
        await touchNames.execute(connection);
        await sql`SELECT 1 / 0`.execute(connection).catch(() => {});
        await sql`COMMIT`.execute(connection);
      });
    });
    expect(heard).toBe(0);
  });
});
