import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { api, follow, startConversation, send } from '../helpers/messages.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { countStatements, keepSession } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 43, decision 0079: an organization's daily series, in the installation's time zone (here
// New York, five hours behind UTC in November), counted without storing who viewed.
const clock = manualClock(new Date('2026-11-30T15:00:00Z')); // 10:00 on Nov 30 in New York
let ctx: TestContext;
let bakery: Awaited<ReturnType<typeof organization>>;
let ada: Awaited<ReturnType<typeof neighbour>>;
let ben: Awaited<ReturnType<typeof neighbour>>;
const owner = () => ({ id: bakery.ownerId, token: bakery.token, headers: bakery.headers });

type Series = Record<string, { date: string; value: number }[]>;
async function insights(headers: { authorization: string }, query = '?days=7') {
  await ctx.app.insights.idle();
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/organization/me/insights${query}`, headers });
  return response;
}
async function series(query = '?days=7'): Promise<Series> {
  const response = await insights(bakery.headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.series as Series;
}
const on = (points: { date: string; value: number }[] | undefined, date: string) =>
  points?.find((point) => point.date === date)?.value;
const view = (who: { headers: { authorization: string } }, path = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/organization/${bakery.id}${path}`, headers: who.headers });

beforeAll(async () => {
  ctx = await createTestApp({ DEFAULT_TIME_ZONE: 'America/New_York', RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
  bakery = await organization(ctx.app, {
    business_name: 'Slope Bakery',
    location_suburb: PARK_SLOPE.suburb,
    location_city: PARK_SLOPE.city,
    location_state: PARK_SLOPE.state,
    location_country: PARK_SLOPE.country,
  });
  ada = await neighbour(ctx.app);
  ben = await neighbour(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /organization/me/insights', () => {
  it('answers every series with one point a day, oldest first, days without activity as 0', async () => {
    const response = await insights(bakery.headers, '?days=7');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.days).toBe(7);
    expect(body.data.time_zone).toBe('America/New_York');
    expect(Object.keys(body.data.series).sort()).toEqual(
      [
        'average_rating',
        'followers_gained',
        'followers_lost',
        'listing_views',
        'messages_received',
        'page_views',
        'reviews',
        'update_comments',
        'update_reactions',
        'update_views',
      ].sort(),
    );
    for (const points of Object.values(body.data.series as Series)) {
      expect(points.map((point) => point.date)).toEqual([
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
      ]);
    }
    expect((await series('')).page_views).toHaveLength(30);
    expect((await series('?days=90')).page_views).toHaveLength(90);
  });

  it('counts page and listing views once a day per viewer, never the owner', async () => {
    for (const who of [ada, ada, ada, ben, owner(), owner()]) expect((await view(who)).statusCode).toBe(200);
    expect((await view(ada, '/listings')).statusCode).toBe(200);
    expect((await view(ada, '/listings?page=2')).statusCode).toBe(200);
    expect((await view(owner(), '/listings')).statusCode).toBe(200);
    let points = await series();
    expect(on(points.page_views, '2026-11-30')).toBe(2);
    expect(on(points.listing_views, '2026-11-30')).toBe(1);

    // The next day (in New York): Ada's visit counts again, on that day.
    clock.set(new Date('2026-12-01T05:30:00Z'));
    expect((await view(ada)).statusCode).toBe(200);
    points = await series();
    expect(on(points.page_views, '2026-11-30')).toBe(2);
    expect(on(points.page_views, '2026-12-01')).toBe(1);
    expect(points.page_views?.at(-1)?.date).toBe('2026-12-01');
    // Nothing names a viewer: the table holds counts only.
    const stored = await sql<Record<string, unknown>>`SELECT * FROM organization_daily_counts`.execute(ctx.database.db);
    for (const row of stored.rows)
      expect(Object.keys(row).sort()).toEqual(['day', 'metric', 'organization_id', 'value']);
    clock.set(new Date('2026-11-30T15:00:00Z'));
  });

  it('does not count a view of a page that is not there', async () => {
    const total = async () => {
      await ctx.app.insights.idle();
      const rows = await sql<{
        n: number;
      }>`SELECT coalesce(sum(value), 0)::int AS n FROM organization_daily_counts`.execute(ctx.database.db);
      return rows.rows[0]!.n;
    };
    const before = await total();
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/00000000-0000-4000-8000-000000000000/listings',
      headers: ben.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/nope', headers: ben.headers })).statusCode,
    ).toBe(404);
    expect(await total()).toBe(before);
  });

  it('counts followers gained and lost, and messages received (not the owner’s own)', async () => {
    await follow(ctx.app, ada, owner());
    await follow(ctx.app, ben, owner());
    await follow(ctx.app, ben, owner()); // twice: one follow
    expect((await api(ctx.app).post(`/users/${bakery.ownerId}/unfollow`, ben.headers)).statusCode).toBe(200);
    expect((await api(ctx.app).post(`/users/${bakery.ownerId}/unfollow`, ben.headers)).statusCode).toBe(200);
    const { conversation } = await startConversation(ctx.app, ada, { id: bakery.ownerId }, 'Open on Sunday?');
    await send(ctx.app, owner(), conversation.id, 'Yes, from 8');
    const points = await series();
    expect(on(points.followers_gained, '2026-11-30')).toBe(1); // Ada's follow stands; Ben's is undone
    expect(on(points.followers_lost, '2026-11-30')).toBe(1);
    expect(on(points.messages_received, '2026-11-30')).toBe(1);
  });

  it('counts views, reactions and comments on updates by day in the installation’s time zone', async () => {
    const published = await injectMultipart(ctx.app, '/api/v1/organization/me/updates', bakery.headers, {
      text: 'Rye today',
    });
    expect(published.statusCode, published.body).toBe(201);
    const postId = (published.json().data as { id: string }).id;
    const db = ctx.database.db;
    // 03:00 UTC on Nov 30 is still Nov 29 in New York.
    const late = new Date('2026-11-30T03:00:00Z');
    const today = new Date('2026-11-30T14:00:00Z');
    await db
      .insertInto('organization_update_views')
      .values([
        { post_id: postId, user_id: ada.id, created_at: late },
        { post_id: postId, user_id: ben.id, created_at: today },
        { post_id: postId, user_id: bakery.ownerId, created_at: today },
      ])
      .execute();
    await db
      .insertInto('post_reactions')
      .values({ post_id: postId, user_id: ada.id, kind: 'love', created_at: late })
      .execute();
    await db
      .insertInto('comments')
      .values([
        { post_id: postId, author_id: ben.id, content: 'Yum', created_at: today, updated_at: today },
        { post_id: postId, author_id: bakery.ownerId, content: 'Thanks!', created_at: today, updated_at: today },
      ])
      .execute();
    const points = await series();
    expect(on(points.update_views, '2026-11-29')).toBe(1);
    expect(on(points.update_views, '2026-11-30')).toBe(1);
    expect(on(points.update_reactions, '2026-11-29')).toBe(1);
    expect(on(points.update_reactions, '2026-11-30')).toBe(0);
    expect(on(points.update_comments, '2026-11-30')).toBe(1);
  });

  it('counts reviews by day and follows the rating’s running average from before the period', async () => {
    const db = ctx.database.db;
    const review = async (rating: number, at: string, hidden = false) => {
      const author = await neighbour(ctx.app);
      await db
        .insertInto('organization_reviews')
        .values({
          organization_id: bakery.id,
          author_id: author.id,
          rating,
          created_at: new Date(at),
          updated_at: new Date(at),
          hidden_at: hidden ? new Date(at) : null,
        })
        .execute();
    };
    await review(5, '2026-10-01T12:00:00Z'); // before the period: the average starts at 5
    await review(2, '2026-11-26T12:00:00Z');
    await review(4, '2026-11-26T18:00:00Z');
    await review(1, '2026-11-27T12:00:00Z', true); // hidden by moderation: left out
    await review(3, '2026-11-30T12:00:00Z');
    const points = await series();
    expect(points.reviews?.map((point) => point.value)).toEqual([0, 0, 2, 0, 0, 0, 1]);
    expect(points.average_rating?.map((point) => point.value)).toEqual([5, 5, 3.67, 3.67, 3.67, 3.67, 3.5]);
  });

  it('answers in two statements whatever the period', async () => {
    await keepSession(ctx.app, bakery.headers);
    for (const days of [7, 90]) {
      const counter = countStatements(ctx.database);
      try {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/organization/me/insights?days=${days}`,
          headers: bakery.headers,
        });
        expect(response.statusCode).toBe(200);
        expect(counter.count()).toBe(2);
      } finally {
        counter.restore();
      }
    }
  });

  it('refuses a hostile period with 400', async () => {
    for (const days of ['0', '8', '-7', '365', '1e9', 'abc', '7.5', '', '30&days=7%00']) {
      const response = await insights(bakery.headers, `?days=${days}`);
      expect(response.statusCode, `days=${days}`).toBe(400);
    }
  });

  it('answers 404 to an account without an organization and 401 to no account', async () => {
    expect((await insights(ada.headers)).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/me/insights' });
    expect(anonymous.statusCode).toBe(401);
  });
});
