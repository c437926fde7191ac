import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { organization } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { countStatements, keepSession } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 19: reviews and ratings (decision 0029): one review per neighbour, the aggregate on the
// organization row under concurrency, who may review, helpful votes, the one reply.
const clock = manualClock(new Date('2031-03-01T09:00:00Z'));
let ctx: TestContext;
type Headers = { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', VISITOR_RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
});

afterAll(async () => {
  await ctx?.close();
});

const review = (headers: Headers, orgId: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/organization/${orgId}/reviews/mine`,
    headers,
    payload: payload as object,
  });
const unreview = (headers: Headers, orgId: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/organization/${orgId}/reviews/mine`, headers });
const list = async (headers: Headers, orgId: string, query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/organization/${orgId}/reviews${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const orgPage = async (headers: Headers, orgId: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/organization/${orgId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const storedAggregate = async (orgId: string) =>
  ctx.database.db
    .selectFrom('organizations')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
const actualAggregate = async (orgId: string) => {
  const rows = await ctx.database.db
    .selectFrom('organization_reviews')
    .select('rating')
    .where('organization_id', '=', orgId)
    .where('hidden_at', 'is', null)
    .execute();
  return { rating_sum: rows.reduce((sum, row) => sum + row.rating, 0), rating_count: rows.length };
};

let bakeryCount = 0;
const bakery = () =>
  organization(ctx.app, { business_name: `Slope Bakery ${++bakeryCount}`, location_city: 'Brooklyn' });

describe('writing reviews', () => {
  it('rates 1–5 with optional text, replaces on edit, removes on delete, and the organization carries the rating', async () => {
    const org = await bakery();
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    const bo = await neighbour(ctx.app, PARK_SLOPE);
    expect((await orgPage(ada.headers, org.id)).rating).toEqual({ average: null, count: 0 });

    const first = await review(ada.headers, org.id, { rating: 4, text: '  Lovely sourdough  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.review).toMatchObject({ rating: 4, text: 'Lovely sourdough', is_mine: true, reply: null });
    expect(first.json().data.rating).toEqual({ average: 4, count: 1 });
    expect((await review(bo.headers, org.id, { rating: 5 })).json().data.rating).toEqual({ average: 4.5, count: 2 });

    // Editing replaces: still two reviews.
    const edited = await review(ada.headers, org.id, { rating: 2, text: 'Went downhill' });
    expect(edited.json().data.review).toMatchObject({
      id: first.json().data.review.id,
      rating: 2,
      text: 'Went downhill',
    });
    expect(edited.json().data.rating).toEqual({ average: 3.5, count: 2 });
    expect((await orgPage(bo.headers, org.id)).rating).toEqual({ average: 3.5, count: 2 });

    const page = await list(ada.headers, org.id);
    expect(page.data).toHaveLength(2);
    expect(page.metadata).toMatchObject({ total: 2, rating: { average: 3.5, count: 2 } });
    expect(page.metadata.mine).toMatchObject({ rating: 2, is_mine: true });

    const removed = await unreview(ada.headers, org.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.rating).toEqual({ average: 5, count: 1 });
    // Idempotent.
    expect((await unreview(ada.headers, org.id)).json().data.rating).toEqual({ average: 5, count: 1 });
    expect((await list(ada.headers, org.id)).metadata.mine).toBeNull();
  });

  it('averages to one decimal', async () => {
    const org = await bakery();
    for (const rating of [5, 4, 4]) await review((await neighbour(ctx.app, PARK_SLOPE)).headers, org.id, { rating });
    expect((await orgPage((await neighbour(ctx.app)).headers, org.id)).rating).toEqual({ average: 4.3, count: 3 });
  });

  it('refuses bad ratings and over-long text, and unknown organizations', async () => {
    const org = await bakery();
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    for (const payload of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '4' }, { rating: -1e9 }]) {
      expect((await review(ada.headers, org.id, payload)).statusCode).toBe(400);
    }
    expect((await review(ada.headers, org.id, { rating: 3, text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await review(ada.headers, org.id, { rating: 3, text: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect((await review(ada.headers, '00000000-0000-4000-8000-000000000000', { rating: 3 })).statusCode).toBe(404);
    expect((await review(ada.headers, 'nope', { rating: 3 })).statusCode).toBe(404);
    expect((await list(ada.headers, org.id)).data).toHaveLength(1);
  });

  it('a concurrent double submit makes one review', async () => {
    const org = await bakery();
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    const answers = await Promise.all(Array.from({ length: 20 }, () => review(ada.headers, org.id, { rating: 5 })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await ctx.database.db
      .selectFrom('organization_reviews')
      .select('id')
      .where('organization_id', '=', org.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await storedAggregate(org.id)).toEqual({ rating_sum: 5, rating_count: 1 });
    // One notification for the organization, however many submits.
    const notes = await ctx.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('recipient_id', '=', org.ownerId)
      .execute();
    expect(notes).toEqual([{ kind: 'organization_review' }]);
  });

  it('keeps the average right under concurrent reviews, edits and deletions', async () => {
    const org = await bakery();
    const people = await Promise.all(Array.from({ length: 12 }, () => neighbour(ctx.app, PARK_SLOPE)));
    await Promise.all(people.map((person, index) => review(person.headers, org.id, { rating: (index % 5) + 1 })));
    expect(await storedAggregate(org.id)).toEqual(await actualAggregate(org.id));
    await Promise.all(
      people.map((person, index) =>
        index % 3 === 0
          ? unreview(person.headers, org.id)
          : review(person.headers, org.id, { rating: ((index * 7) % 5) + 1 }),
      ),
    );
    const actual = await actualAggregate(org.id);
    expect(actual.rating_count).toBe(8);
    expect(await storedAggregate(org.id)).toEqual(actual);
    const rating = (await orgPage(people[0]!.headers, org.id)).rating;
    expect(rating).toEqual({ average: Math.round((actual.rating_sum * 10) / actual.rating_count) / 10, count: 8 });
  });
});

describe('who may review', () => {
  it('organizations cannot review themselves or others; owners get 409', async () => {
    const org = await bakery();
    const other = await bakery();
    const own = await review(org.headers, org.id, { rating: 5 });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot review your own organization');
    expect((await review(org.headers, other.id, { rating: 5 })).statusCode).toBe(409);
    expect(await storedAggregate(org.id)).toEqual({ rating_sum: 0, rating_count: 0 });
  });

  it('needs a verified neighbour with a location and an account at least 3 days old', async () => {
    const org = await bakery();
    const unverified = await neighbour(ctx.app, PARK_SLOPE, { email_verified_at: null });
    expect((await review(unverified.headers, org.id, { rating: 4 })).statusCode).toBe(409);
    const nowhere = await neighbour(ctx.app);
    expect((await review(nowhere.headers, org.id, { rating: 4 })).statusCode).toBe(400);
    const fresh = await neighbour(ctx.app, PARK_SLOPE, { created_at: clock.now() });
    const tooNew = await review(fresh.headers, org.id, { rating: 4 });
    expect(tooNew.statusCode).toBe(409);
    expect(tooNew.json().message).toBe('New accounts can review after a few days');
    clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await review(fresh.headers, org.id, { rating: 4 })).statusCode).toBe(200);
  });

  it('the minimum age is configurable', async () => {
    const other = await createTestApp({ REVIEW_MIN_ACCOUNT_DAYS: '0' }, { clock });
    try {
      const org = await organization(other.app, { business_name: 'Corner Shop' });
      const fresh = await neighbour(other.app, PARK_SLOPE, { created_at: clock.now() });
      const answer = await other.app.inject({
        method: 'PUT',
        url: `/api/v1/organization/${org.id}/reviews/mine`,
        headers: fresh.headers,
        payload: { rating: 5 },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a hidden organization or one across a block answers 404', async () => {
    const org = await bakery();
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    await ctx.database.db
      .insertInto('user_blocks')
      .values({ blocker_id: org.ownerId, blocked_id: ada.id, created_at: clock.now() })
      .execute();
    expect((await review(ada.headers, org.id, { rating: 1 })).statusCode).toBe(404);
    const hidden = await bakery();
    await ctx.database.db
      .updateTable('organizations')
      .set({ hidden_at: clock.now() })
      .where('id', '=', hidden.id)
      .execute();
    expect((await review(ada.headers, hidden.id, { rating: 1 })).statusCode).toBe(404);
  });
});

describe('helpful votes and the reply', () => {
  it('one helpful vote per neighbour, idempotent, not on one’s own; most helpful first', async () => {
    const org = await bakery();
    const [ada, bo, cy] = await Promise.all([1, 2, 3].map(() => neighbour(ctx.app, PARK_SLOPE)));
    const adas = (await review(ada!.headers, org.id, { rating: 3, text: 'Fine' })).json().data.review.id as string;
    clock.advance(1000);
    const bos = (await review(bo!.headers, org.id, { rating: 5, text: 'Great' })).json().data.review.id as string;
    const vote = (headers: Headers, id: string, method: 'POST' | 'DELETE' = 'POST') =>
      ctx.app.inject({ method, url: `/api/v1/reviews/${id}/helpful`, headers });

    expect((await vote(ada!.headers, adas)).statusCode).toBe(409);
    const answers = await Promise.all(Array.from({ length: 10 }, () => vote(cy!.headers, adas)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[0]!.json().data).toMatchObject({ helpful_count: 1, is_helpful: true });
    expect((await vote(bo!.headers, adas)).json().data.helpful_count).toBe(2);
    expect((await vote(org.headers, adas)).statusCode).toBe(409);

    expect((await list(cy!.headers, org.id)).data.map((r: { id: string }) => r.id)).toEqual([bos, adas]);
    expect((await list(cy!.headers, org.id, '?sort=helpful')).data.map((r: { id: string }) => r.id)).toEqual([
      adas,
      bos,
    ]);

    expect((await vote(cy!.headers, adas, 'DELETE')).json().data).toMatchObject({
      helpful_count: 1,
      is_helpful: false,
    });
    expect((await vote(cy!.headers, adas, 'DELETE')).json().data.helpful_count).toBe(1);
    expect((await vote(cy!.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('the organization replies once, publicly, and sees its notification', async () => {
    const org = await bakery();
    const other = await bakery();
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    const id = (await review(ada.headers, org.id, { rating: 4, text: 'Nice' })).json().data.review.id as string;
    const reply = (headers: Headers, text: unknown) =>
      ctx.app.inject({ method: 'PUT', url: `/api/v1/organization/me/reviews/${id}/reply`, headers, payload: { text } });

    expect((await reply(ada.headers, 'Hi')).statusCode).toBe(404);
    expect((await reply(other.headers, 'Hi')).statusCode).toBe(404);
    expect((await reply(org.headers, '   ')).statusCode).toBe(400);
    const first = await reply(org.headers, 'Thank you, see you soon!');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.reply).toMatchObject({ text: 'Thank you, see you soon!' });
    const second = await reply(org.headers, 'Again');
    expect(second.statusCode).toBe(409);
    expect((await list(ada.headers, org.id)).data[0].reply.text).toBe('Thank you, see you soon!');

    const own = await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/me/reviews', headers: org.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/me/reviews', headers: ada.headers }))
        .statusCode,
    ).toBe(404);

    const notes = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/me/notifications',
      headers: org.headers,
    });
    expect(notes.json().data[0]).toMatchObject({ kind: 'organization_review', subject: { type: 'review', id } });
    expect(notes.json().data[0].message).toContain('reviewed your organization: 4/5: Nice');
  });
});

describe('reports and moderation', () => {
  it('a review can be reported, and hiding it takes it out of the list and the average', async () => {
    const org = await bakery();
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    const bo = await neighbour(ctx.app, PARK_SLOPE);
    await review(bo.headers, org.id, { rating: 5 });
    const id = (await review(ada.headers, org.id, { rating: 1, text: 'Rude staff, awful' })).json().data.review.id;
    // Established neighbours, made months apart, each from their own address (linked or new
    // accounts' reports count for little, issue 39).
    const reporters = await Promise.all(
      [60, 90, 120].map((days) =>
        neighbour(ctx.app, PARK_SLOPE, { created_at: new Date(clock.now().getTime() - days * 24 * 60 * 60 * 1000) }),
      ),
    );
    for (const [index, reporter] of reporters.entries()) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        headers: reporter.headers,
        remoteAddress: `10.0.1.${index + 1}`,
        payload: { target_type: 'review', target_id: id, reason: 'harassment' },
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
    }
    // Their reports' score reaches MODERATION_AUTO_HIDE_REPORTS: hidden automatically.
    expect((await list(bo.headers, org.id)).data).toHaveLength(1);
    expect(await storedAggregate(org.id)).toEqual({ rating_sum: 5, rating_count: 1 });
    // Its author still sees it as theirs; deleting it leaves the aggregate alone.
    expect((await list(ada.headers, org.id)).metadata.mine).toMatchObject({ id });
    await unreview(ada.headers, org.id);
    expect(await storedAggregate(org.id)).toEqual({ rating_sum: 5, rating_count: 1 });
  });
});

describe('Discover', () => {
  it('sorts by rating (best first, more reviews first on a tie, unrated last) and cards carry the rating', async () => {
    const [good, best, popular, unrated] = await Promise.all([1, 2, 3, 4].map(() => bakery()));
    const rate = async (orgId: string, ratings: number[]) => {
      for (const rating of ratings) await review((await neighbour(ctx.app, PARK_SLOPE)).headers, orgId, { rating });
    };
    await rate(good!.id, [4]);
    await rate(best!.id, [5]);
    await rate(popular!.id, [4, 4]);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/all?sort=rating&limit=50',
      headers: reader.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json().data as { id: string; rating: { average: number | null; count: number } }[];
    const mine = new Set([good!.id, best!.id, popular!.id, unrated!.id]);
    expect(cards.filter((card) => mine.has(card.id)).map((card) => card.id)).toEqual([
      best!.id,
      popular!.id,
      good!.id,
      unrated!.id,
    ]);
    expect(cards.find((card) => card.id === popular!.id)!.rating).toEqual({ average: 4, count: 2 });
    const averages = cards.map((card) => card.rating.average ?? -1);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(response.json().metadata.total).toBeGreaterThanOrEqual(4);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/organization/all?sort=stars',
      headers: reader.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('statements', () => {
  it('the reviews list runs a fixed number of statements however many reviews', async () => {
    const org = await bakery();
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    await keepSession(ctx.app, reader.headers);
    const counter = countStatements(ctx.app.database);
    try {
      const measure = async () => {
        counter.reset();
        await list(reader.headers, org.id);
        return counter.count();
      };
      await review((await neighbour(ctx.app, PARK_SLOPE)).headers, org.id, { rating: 3 });
      const few = await measure();
      for (let index = 0; index < 8; index++) {
        await review((await neighbour(ctx.app, PARK_SLOPE)).headers, org.id, { rating: 4, text: `Review ${index}` });
      }
      expect(await measure()).toBe(few);
      expect(few).toBeLessThanOrEqual(4);
    } finally {
      counter.restore();
    }
  });
});
