import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifications, NOTIFICATION_CHUNK, NOTIFICATION_CHUNK_JOB } from '../../src/lib/notifications/index.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0048: a fan-out to more than NOTIFICATION_CHUNK people writes the first chunk in the
// event's transaction and queues the rest as jobs, each its own short transaction, so the embedded
// database's one connection is free for reads between them.

let ctx: TestContext;
let actorId: string;
let recipientIds: string[];
const LAST_CHUNK = NOTIFICATION_CHUNK / 2;
const RECIPIENTS = NOTIFICATION_CHUNK * 2 + LAST_CHUNK;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
  actorId = (await neighbour(ctx.app, PARK_SLOPE)).id;
  const inserted = await sql<{ id: string }>`
    INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at)
    SELECT 'fan-out-' || g || '@example.test', 'x', 'Member', 'Number ' || g, 'user', now()
    FROM generate_series(1, ${RECIPIENTS}) AS g
    RETURNING id`.execute(ctx.app.database.db);
  recipientIds = inserted.rows.map((row) => row.id);
});

afterAll(async () => {
  await ctx?.close();
});

const notificationCount = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM notifications WHERE kind = 'group_post'`.execute(
        ctx.app.database.db,
      )
    ).rows[0]!.n,
  );
const chunkJobs = async () =>
  (
    await sql<{ payload: { recipientIds: string[] } }>`
      SELECT payload FROM jobs WHERE kind = ${NOTIFICATION_CHUNK_JOB}`.execute(ctx.app.database.db)
  ).rows;

const batch = (ids: string[]) => ({
  recipientIds: ids,
  kind: 'group_post' as const,
  actorId,
  subject: { type: 'post', id: '00000000-0000-4000-8000-000000000001', title: 'Allotment Society' },
  at: ctx.app.clock.now(),
});

describe('a large notification fan-out', () => {
  it('leaves no trace when the event rolls back', async () => {
    await expect(
      ctx.app.database.db.transaction().execute(async (trx) => {
        await createNotifications(trx, batch(recipientIds));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await notificationCount()).toBe(0);
    expect(await chunkJobs()).toHaveLength(0);
  });

  it('writes one chunk in the event, queues the rest, and the jobs notify everyone else once', async () => {
    const created = await ctx.app.database.db
      .transaction()
      .execute((trx) => createNotifications(trx, batch([...recipientIds, actorId])));
    // The actor is never notified; the first chunk is announced by the caller, the worker poked.
    expect(created.recipientIds).toHaveLength(NOTIFICATION_CHUNK);
    expect(created.emailsQueued).toBe(true);
    expect(await notificationCount()).toBe(NOTIFICATION_CHUNK);
    const jobs = await chunkJobs();
    expect(jobs.map((job) => job.payload.recipientIds.length)).toEqual([NOTIFICATION_CHUNK, LAST_CHUNK]);

    // Someone in a queued chunk blocks the author before it runs: they are not notified.
    const blocker = jobs[1]!.payload.recipientIds[0]!;
    await ctx.app.database.db
      .insertInto('user_blocks')
      .values({ blocker_id: blocker, blocked_id: actorId, created_at: ctx.app.clock.now() })
      .execute();
    await ctx.app.jobs.drain();
    expect(await notificationCount()).toBe(RECIPIENTS - 1);
    expect(await chunkJobs()).toHaveLength(0);
    const distinct = await sql<{ n: string }>`
      SELECT count(DISTINCT recipient_id) AS n FROM notifications WHERE kind = 'group_post'`.execute(
      ctx.app.database.db,
    );
    expect(Number(distinct.rows[0]!.n)).toBe(RECIPIENTS - 1);
    const blocked = await sql<{ n: string }>`
      SELECT count(*) AS n FROM notifications WHERE recipient_id = ${blocker}`.execute(ctx.app.database.db);
    expect(Number(blocked.rows[0]!.n)).toBe(0);
  });

  it('stays in one transaction up to a chunk', async () => {
    await sql`DELETE FROM notifications`.execute(ctx.app.database.db);
    const created = await ctx.app.database.db
      .transaction()
      .execute((trx) => createNotifications(trx, batch(recipientIds.slice(0, NOTIFICATION_CHUNK))));
    expect(created.recipientIds).toHaveLength(NOTIFICATION_CHUNK);
    expect(created.emailsQueued).toBe(false);
    expect(await chunkJobs()).toHaveLength(0);
    expect(await notificationCount()).toBe(NOTIFICATION_CHUNK);
  });
});
