import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { neighbour } from '../helpers/posts.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('search totals', () => {
  it('counts at most 1,000 matches but keeps has_more exact to the last page', async () => {
    const me = await neighbour(ctx.app);
    await sql`
      INSERT INTO posts (author_id, content, created_at, updated_at)
      SELECT ${me.id}::uuid, 'Bicycle number ' || g, now() - g * interval '1 second', now() - g * interval '1 second'
      FROM generate_series(1, 1030) AS g`.execute(ctx.database.db);
    const page = async (n: number) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/posts?search=bicycles&page=${n}`,
        headers: me.headers,
      });
      return response.json() as { data: { content: string }[]; metadata: { total: number; has_more: boolean } };
    };
    const first = await page(1);
    expect(first.metadata).toMatchObject({ total: 1000, has_more: true });
    expect(first.data[0]!.content).toBe('Bicycle number 1');
    const fiftyFirst = await page(51);
    expect(fiftyFirst.data).toHaveLength(20);
    expect(fiftyFirst.metadata.has_more).toBe(true);
    const last = await page(52);
    expect(last.data.map((post) => post.content).at(-1)).toBe('Bicycle number 1030');
    expect(last.metadata.has_more).toBe(false);
  });
});
