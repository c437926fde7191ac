import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTables, startPgliteMaintenance, tablesToMaintain } from '../../src/db/pglite-maintenance.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0058: the embedded database has no autovacuum, so the server vacuums and analyzes the
// tables that grew or shrank since it last did. (On PostgreSQL autovacuum does it, and races the test.)
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

/** The planner's plan for a post's latest comment, the feed's and the post page's preview. */
async function latestCommentPlan(postId: string): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    EXPLAIN SELECT c.id FROM comments c JOIN users cu ON cu.id = c.author_id
    WHERE c.post_id = ${postId}::uuid AND c.hidden_at IS NULL
    ORDER BY c.created_at DESC, c.id DESC LIMIT 1`.execute(ctx.database.db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe.skipIf(process.env.TEST_DATABASE_URL)('PGlite table maintenance', () => {
  it('vacuums and analyzes a table that grew, then leaves it until it changes again', async () => {
    await maintainTables(ctx.database.db);
    expect(await tablesToMaintain(ctx.database.db)).toEqual([]);
    await sql`
      INSERT INTO jobs (kind, payload, run_at)
      SELECT 'maintenance-test', '{}'::jsonb, now() + interval '1 year' FROM generate_series(1, 3000)`.execute(
      ctx.database.db,
    );
    expect(await tablesToMaintain(ctx.database.db)).toContain('jobs');
    expect(await maintainTables(ctx.database.db)).toContain('jobs');
    expect(await tablesToMaintain(ctx.database.db)).toEqual([]);
    const { rows } = await sql<{ reltuples: number }>`
      SELECT reltuples FROM pg_class WHERE oid = 'jobs'::regclass`.execute(ctx.database.db);
    expect(Number(rows[0]!.reltuples)).toBe(3000);
  });

  it("reads a busy post's latest comment from the index once its table is analyzed", async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const postId = await createPost(ctx.app, author.headers, 'A busy thread');
    await sql`
      INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
      SELECT ${postId}::uuid, ${author.id}::uuid, 'Comment ' || g, now() - g * interval '1 second', now()
      FROM generate_series(1, 2000) AS g`.execute(ctx.database.db);
    await maintainTables(ctx.database.db);
    const plan = await latestCommentPlan(postId);
    expect(plan).toContain('comments_post_newest');
    expect(plan).not.toContain('Sort');
  });

  it('looks at the tables on its schedule, and stops', async () => {
    await sql`
      INSERT INTO jobs (kind, payload, run_at)
      SELECT 'maintenance-test', '{}'::jsonb, now() + interval '1 year' FROM generate_series(1, 3000)`.execute(
      ctx.database.db,
    );
    const maintenance = startPgliteMaintenance(ctx.database.db, ctx.app.log, { firstMs: 0, intervalMs: 60_000 });
    try {
      await expect.poll(() => tablesToMaintain(ctx.database.db), { timeout: 10_000 }).toEqual([]);
    } finally {
      await maintenance.stop();
    }
  });
});
