import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.js';
import { demoPosts } from '../../src/seed/demo-posts.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('demo seed', () => {
  it('gives the demo neighbourhood a local feed with comments, once', async () => {
    const seeded = await seedDemoIfEmpty(ctx.database.db);
    expect(seeded?.posts).toBe(demoPosts.length);
    expect(await seedDemoIfEmpty(ctx.database.db)).toBeNull();

    const diego = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'diego@demo.ourhood.app')
      .executeTakeFirstOrThrow();
    const token = await createSession(ctx.database.db, ctx.app.clock, diego.id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/posts?limit=50',
      headers: { authorization: `Bearer ${token}` },
    });
    const { data, metadata } = response.json();
    expect(metadata.total).toBe(demoPosts.length);
    expect(data).toHaveLength(demoPosts.length);
    // Park Slope first (Diego's suburb), then the rest of Brooklyn.
    const suburbs: string[] = data.map((post: { location: { suburb: string } }) => post.location.suburb);
    const lastParkSlope = suburbs.lastIndexOf('Park Slope');
    expect(suburbs.slice(0, lastParkSlope + 1).every((suburb) => suburb === 'Park Slope')).toBe(true);
    expect(lastParkSlope).toBeLessThan(suburbs.length - 1);

    const commented = demoPosts.filter((post) => post.comments?.length);
    expect(commented.length).toBeGreaterThan(3);
    for (const post of data as { content: string; comments_count: number }[]) {
      const source = demoPosts.find((demo) => demo.content === post.content)!;
      expect(post.comments_count).toBe(source.comments?.length ?? 0);
    }
  });
});
