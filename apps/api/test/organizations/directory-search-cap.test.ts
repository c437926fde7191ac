import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_SEARCH_COUNT_CAP } from '../../src/features/organizations/directory-repository.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0054: a directory search counts at most 1,000 matches, as the feed's search does, and
// still says exactly whether a page has more after it.

const MATCHES = DIRECTORY_SEARCH_COUNT_CAP + 10;
let ctx: TestContext;
let viewer: Awaited<ReturnType<typeof neighbour>>;

beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await neighbour(ctx.app, PARK_SLOPE);
  // Organization accounts in bulk, as a large city has them; their word postings come from the triggers.
  await sql`
    INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at)
    SELECT 'brewer-' || g || '@example.test', 'not-a-hash', 'Owner', 'Number ' || g, 'organization', now()
    FROM generate_series(1, ${MATCHES}) AS g`.execute(ctx.database.db);
  await sql`
    INSERT INTO organizations (owner_id, business_name, category, description)
    SELECT u.id, 'Zymurgy Brewers ' || lpad(g::text, 4, '0'), 'Food & Drink', 'Beer brewed on the premises.'
    FROM generate_series(1, ${MATCHES}) AS g JOIN users u ON u.email = 'brewer-' || g || '@example.test'`.execute(
    ctx.database.db,
  );
});

afterAll(async () => {
  await ctx?.close();
});

async function search(query: string, page: number, limit = 10) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/organization/all?search=${encodeURIComponent(query)}&page=${page}&limit=${limit}`,
    headers: viewer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as {
    data: { name: string }[];
    metadata: { total: number; total_pages: number; has_more: boolean };
  };
  return { names: body.data.map((org) => org.name), ...body.metadata };
}

describe('directory search totals', () => {
  // One word (the postings index), a typo of it, and two words (the words index).
  for (const query of ['zymurgy', 'zymurgi', 'zymurgy brewers']) {
    it(`counts "${query}" up to the cap, and knows exactly whether more follow`, async () => {
      const first = await search(query, 1);
      expect(first.names).toHaveLength(10);
      expect(first.total).toBe(DIRECTORY_SEARCH_COUNT_CAP);
      expect(first.has_more).toBe(true);

      // Deeper than the cap, the count goes one row past the page.
      const beforeLast = await search(query, MATCHES / 10 - 1);
      expect(beforeLast.has_more).toBe(true);
      const last = await search(query, MATCHES / 10);
      expect(last.names).toHaveLength(10);
      expect(last.total).toBe(MATCHES);
      expect(last.has_more).toBe(false);
      expect(await search(query, MATCHES / 10 + 1)).toMatchObject({ names: [], has_more: false });
    });
  }
});
