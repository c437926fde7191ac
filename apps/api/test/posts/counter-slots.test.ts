import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { waitFor } from '../helpers/tcp-proxy.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0095: an area's and an author's post counts are kept in a few rows, one slot per
// connection (counter_slot(), migration 0048), and summed when read; one slot may go below zero.
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
});
afterAll(async () => ctx?.close());

const SLOTS = 8;

/** Moves one slot of Park Slope's counter by `delta`, as a connection counting in that slot would. */
async function moveParkSlopeSlot(slot: number, delta: number): Promise<void> {
  const { country, state, city, suburb } = PARK_SLOPE;
  await sql`
    INSERT INTO post_area_counts AS c (location_country, location_state, location_city, location_suburb, slot, posts_count)
    VALUES (${country}, ${state}, ${city}, ${suburb}, ${slot}, ${delta})
    ON CONFLICT (location_country, location_state, location_city, location_suburb, slot)
    DO UPDATE SET posts_count = c.posts_count + excluded.posts_count`.execute(ctx.database.db);
}

describe('post counters kept in slots', () => {
  it('counts an area and an author as the sum of their slots, one of them below zero', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const total = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: reader.headers })).json().metadata
        .total as number;
    const postsOf = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${author.id}/stats`, headers: reader.headers })).json()
        .data.posts_count as number;
    // The process's counters are read whole by this first page.
    const before = await total();
    await createPost(ctx.app, author.headers, 'Free: a box of jam jars');
    await createPost(ctx.app, author.headers, 'Found: a set of keys by the bakery');
    expect(await total()).toBe(before + 2);
    expect(await postsOf()).toBe(2);

    // A post counted in this connection's slot, taken away in another's: that slot goes below zero.
    const { rows } = await sql<{ slot: number }>`
      SELECT slot FROM post_area_counts WHERE location_suburb = ${PARK_SLOPE.suburb} AND posts_count > 0
      ORDER BY slot LIMIT 1`.execute(ctx.database.db);
    const other = (rows[0]!.slot + 1) % SLOTS;
    await moveParkSlopeSlot(other, -1);
    // Heard by the process's counters (the 'area-count' notice names the slot), and summed.
    await waitFor(async () => (await total()) === before + 1, 'the total with one slot below zero');
    await sql`INSERT INTO user_post_counts (user_id, slot, posts_count) VALUES (${author.id}::uuid, ${other}, -1)`.execute(
      ctx.database.db,
    );
    expect(await postsOf()).toBe(1);

    // A sum is never below zero, whatever the slots hold.
    await sql`UPDATE user_post_counts SET posts_count = -5 WHERE user_id = ${author.id}::uuid AND slot = ${other}`.execute(
      ctx.database.db,
    );
    expect(await postsOf()).toBe(0);
    await moveParkSlopeSlot(other, 1);
    await waitFor(async () => (await total()) === before + 2, 'the total with the slot back');
  });

  it('keeps the author counter right when posts are deleted, and when the author is', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const first = await createPost(ctx.app, author.headers, 'Lending: a ladder, ask away');
    await createPost(ctx.app, author.headers, 'Wanted: a babysitter on Friday');
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${first}`, headers: author.headers });
    expect(deleted.statusCode).toBe(200);
    const kept = async () => {
      const { rows } = await sql<{ kept: number; rows: number }>`
        SELECT coalesce(sum(posts_count), 0)::int AS kept, count(*)::int AS rows
        FROM user_post_counts WHERE user_id = ${author.id}::uuid`.execute(ctx.database.db);
      return rows[0]!;
    };
    expect((await kept()).kept).toBe(1);
    // The account's deletion cascading to its posts leaves no counter behind (and no foreign-key
    // failure from a decrement for an author who is gone).
    await sql`DELETE FROM users WHERE id = ${author.id}::uuid`.execute(ctx.database.db);
    expect(await kept()).toEqual({ kept: 0, rows: 0 });
  });
});

describe.skipIf(!databaseUrl)('post counters kept in slots (PostgreSQL)', () => {
  it('lets a post of the same author and suburb commit while another connection holds its own uncommitted', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const { default: pg } = await import('pg');
    // Two connections whose slots differ (two of the same slot would wait, as every post used to).
    const clients: { client: InstanceType<typeof pg.Client>; slot: number }[] = [];
    const spare: InstanceType<typeof pg.Client>[] = [];
    try {
      // Eight slots: 32 connections all in one slot would mean every connection counts in one row.
      while (clients.length < 2 && spare.length < 32) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`SET search_path TO "${ctx.app.config.DATABASE_SCHEMA}"`);
        const { rows } = await client.query<{ slot: number }>('SELECT counter_slot() AS slot');
        if (clients.some((other) => other.slot === rows[0]!.slot)) spare.push(client);
        else clients.push({ client, slot: rows[0]!.slot });
      }
      expect(clients, 'two connections counting in different slots').toHaveLength(2);
      const [holding, posting] = [clients[0]!.client, clients[1]!.client];
      const { country, state, city, suburb } = PARK_SLOPE;
      const post = `
        WITH post AS (
          INSERT INTO posts (author_id, content, local, location_suburb, location_city, location_state, location_country,
                             created_at, updated_at)
          VALUES ($1::uuid, 'A post', true, $2, $3, $4, $5, now(), now()) RETURNING location_country, location_state, location_city, location_suburb
        )
        INSERT INTO post_area_counts AS c (location_country, location_state, location_city, location_suburb, posts_count)
        SELECT location_country, location_state, location_city, location_suburb, 1 FROM post
        ON CONFLICT (location_country, location_state, location_city, location_suburb, slot)
        DO UPDATE SET posts_count = c.posts_count + 1`;
      const values = [author.id, suburb, city, state, country];
      await holding.query('BEGIN');
      await holding.query(post, values);
      // Without slots this waits for the holding transaction's row locks, and times out.
      await posting.query(`SET statement_timeout = '3s'`);
      await posting.query(post, values);
      await holding.query('COMMIT');
      const { rows } = await posting.query<{ kept: number }>(
        'SELECT sum(posts_count)::int AS kept FROM user_post_counts WHERE user_id = $1::uuid',
        [author.id],
      );
      expect(rows[0]!.kept).toBe(2);
    } finally {
      for (const client of [...clients.map((each) => each.client), ...spare]) await client.end();
    }
  });
});
