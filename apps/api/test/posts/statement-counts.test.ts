import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { countStatements, keepSession } from '../helpers/statement-counter.js';

// Decision 0015: what a request costs in round trips to the database. Not timings: the number
// of statements, which is what made the feed slow on PostgreSQL.
let ctx: TestContext;
let reader: { id: string; headers: { authorization: string } };
let other: { id: string; headers: { authorization: string } };

beforeAll(async () => {
  ctx = await createTestApp();
  reader = await neighbour(ctx.app, PARK_SLOPE);
  other = await neighbour(ctx.app, PARK_SLOPE);
  const elsewhere = await neighbour(ctx.app, { suburb: 'Ikeja', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' });
  // 1,030 posts of the reader's suburb and 30 elsewhere, every fifth with an image, all about bicycles.
  for (const [author, area, count] of [
    [reader.id, PARK_SLOPE, 1030],
    [elsewhere.id, { suburb: 'Ikeja', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' }, 30],
  ] as const) {
    await sql`
      INSERT INTO posts (author_id, content, location_suburb, location_city, location_state, location_country,
                         created_at, updated_at)
      SELECT ${author}::uuid, 'Bicycle number ' || g, ${area.suburb}, ${area.city}, ${area.state}, ${area.country},
             now() - g * interval '1 second', now() - g * interval '1 second'
      FROM generate_series(1, ${count}) AS g`.execute(ctx.database.db);
  }
  await sql`
    INSERT INTO post_area_counts (location_country, location_state, location_city, location_suburb, posts_count)
    SELECT location_country, location_state, location_city, location_suburb, count(*) FROM posts GROUP BY 1, 2, 3, 4
  `.execute(ctx.database.db);
  await sql`
    INSERT INTO post_media (post_id, position, display_key, thumbnail_key, width, height)
    SELECT id, 0, left(h, 2) || '/' || h || '.webp', left(h, 2) || '/' || h || '-thumb.webp', 10, 10
    FROM (SELECT id, md5(id::text) AS h, row_number() OVER (ORDER BY created_at DESC) AS n FROM posts) AS numbered
    WHERE n % 5 = 1
  `.execute(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
});

async function statementsOf(url: string, headers: Record<string, string> = {}) {
  const counter = countStatements(ctx.database);
  try {
    const response = await ctx.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return { statements: counter.count(), body: response.json() as Record<string, never> };
  } finally {
    counter.restore();
  }
}

describe('statements per request', () => {
  it('runs none for a visitor without a database route, one for readiness', async () => {
    expect((await statementsOf('/api/v1/health')).statements).toBe(0);
    expect((await statementsOf('/api/v1/ready')).statements).toBe(1);
  });

  it('looks a session up once, then keeps it (decision 0035), and runs nothing else', async () => {
    ctx.app.sessionCache.forgetAll();
    expect((await statementsOf('/api/v1/health', reader.headers)).statements).toBe(1);
    expect((await statementsOf('/api/v1/health', reader.headers)).statements).toBe(0);
  });

  // From here the reader's session is kept: each figure is the route's own statements.
  it("reads a feed page in two at first: the page every reader shares, and the reader's cut (decision 0037)", async () => {
    // The first feed a process serves reads the area counters too, once (decision 0071).
    const first = await statementsOf('/api/v1/posts', reader.headers);
    expect(first.statements).toBe(3);
    const body = first.body as unknown as {
      data: { media: unknown[] }[];
      metadata: { total: number; next_cursor: string };
    };
    expect(body.metadata.total).toBe(1060);
    expect(body.data.filter((post) => post.media.length === 1)).toHaveLength(4);
    // Kept: the same page costs nothing, for this reader or, but for their own cut, another.
    await keepSession(ctx.app, other.headers);
    expect((await statementsOf('/api/v1/posts', reader.headers)).statements).toBe(0);
    expect((await statementsOf('/api/v1/posts', other.headers)).statements).toBe(1);
    expect((await statementsOf('/api/v1/posts', other.headers)).statements).toBe(0);

    const next = await statementsOf(
      `/api/v1/posts?cursor=${encodeURIComponent(body.metadata.next_cursor)}`,
      reader.headers,
    );
    expect(next.statements).toBe(1);
  });

  it('reads a page at an offset in one: the counters that place it are kept in the process', async () => {
    expect((await statementsOf('/api/v1/posts?page=3', reader.headers)).statements).toBe(1);
  });

  it('reads a search in one, and a search known to reach the cap without counting again', async () => {
    const first = await statementsOf('/api/v1/posts?search=bicycle', reader.headers);
    expect(first.statements).toBe(1);
    expect((first.body as unknown as { metadata: { total: number } }).metadata.total).toBe(1000);
    expect((await statementsOf('/api/v1/posts?search=bicycle', reader.headers)).statements).toBe(0);
    // Without the kept page, the saturated count is not read again.
    ctx.app.feedCaches.pages.forgetAll();
    const again = await statementsOf('/api/v1/posts?search=bicycle', reader.headers);
    expect(again.statements).toBe(1);
    expect((again.body as unknown as { metadata: { total: number } }).metadata.total).toBe(1000);
  });

  it('reads one post, with its images and what the reader may see of it, in one statement', async () => {
    const [withImage] = (
      await sql<{ id: string }>`SELECT post_id AS id FROM post_media LIMIT 1`.execute(ctx.database.db)
    ).rows;
    await keepSession(ctx.app, other.headers);
    const detail = await statementsOf(`/api/v1/posts/${withImage!.id}`, other.headers);
    expect(detail.statements).toBe(1);
    expect((detail.body as unknown as { data: { media: unknown[] } }).data.media).toHaveLength(1);
  });
});
