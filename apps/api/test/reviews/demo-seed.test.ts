import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 19: the demo seed's reviews, ratings and organization update.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function headersOf(email: string) {
  const user = await ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await createSession(ctx.database.db, ctx.app.clock, user.id)}` };
}

describe('demo reviews and updates', () => {
  it('rate the demo organizations, with replies, and the bakery has an update in the feed with reach', async () => {
    expect(await seedDemoIfEmpty(ctx.database.db)).not.toBeNull();
    const bakery = await headersOf('hello@slopebakery.demo.ourhood.app');
    const amara = await headersOf('amara@demo.ourhood.app');
    const get = async (headers: { authorization: string }, url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const directory = await get(amara, '/organization/all?sort=rating');
    const ratings = Object.fromEntries(
      directory.data.map((org: { name: string; rating: unknown }) => [org.name, org.rating]),
    );
    expect(ratings).toEqual({
      'Prospect Community Garden': { average: 5, count: 1 },
      'Slope Street Bakery': { average: 4.3, count: 3 },
      'Fix-It Hardware': { average: 3, count: 1 },
    });
    expect(directory.data.map((org: { name: string }) => org.name)).toEqual([
      'Prospect Community Garden',
      'Slope Street Bakery',
      'Fix-It Hardware',
    ]);

    const reviews = await get(bakery, '/organization/me/reviews?sort=helpful');
    expect(reviews.data).toHaveLength(3);
    expect(reviews.data[0]).toMatchObject({
      rating: 5,
      helpful_count: 2,
      reply: { text: expect.stringContaining('Amara') },
    });
    const notifications = await get(bakery, '/organization/me/notifications');
    expect(notifications.data.filter((item: { kind: string }) => item.kind === 'organization_review')).toHaveLength(3);

    const updates = await get(bakery, '/organization/me/updates');
    expect(updates.data).toHaveLength(1);
    expect(updates.data[0].reach).toEqual({ seen: 3, reacted: 0, commented: 0 });
    expect(updates.data[0].offer_ends_at).not.toBeNull();
    const feed = await get(amara, '/posts');
    const update = feed.data.find((post: { id: string }) => post.id === updates.data[0].id);
    expect(update.organization).toMatchObject({ name: 'Slope Street Bakery' });
    // The feed's counters count it: the total is every post.
    const posts = await ctx.database.db.selectFrom('posts').select('id').where('local', '=', true).execute();
    expect(feed.metadata.total).toBe(posts.length);
  });
});
