import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { listItem } from '../helpers/marketplace.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 39, per-recipient calm: what strangers do reaches a person's inbox at most once an hour per
// kind, and nobody gets more than MAIL_PER_PERSON_PER_DAY e-mails a day about others' doings.
const clock = manualClock(new Date('2031-05-01T09:00:00Z'));
const MINUTE = 60 * 1000;
let ctx: TestContext;
type Headers = { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp(
    { MAIL_PER_PERSON_PER_DAY: '4', RATE_LIMIT_PER_MINUTE: '100000' },
    { startJobs: false, clock },
  );
});
afterAll(async () => ctx?.close());

const mailTo = (recipient: string) =>
  ctx.database.db
    .selectFrom('mail_outbox')
    .select(['subject'])
    .where('recipient', '=', recipient)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const interested = (headers: Headers, itemId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/marketplace/items/${itemId}/interest`, headers });
const follow = (headers: Headers, userId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/users/${userId}/follow`, headers });

describe('per-recipient calm', () => {
  it('fifteen strangers\' "I\'m interested" make one e-mail now and one an hour later, not fifteen', async () => {
    const seller = await neighbour(ctx.app, PARK_SLOPE, { email: 'seller@calm.test' });
    const itemId = await listItem(ctx.app, seller.headers);
    for (let index = 0; index < 15; index += 1) {
      const stranger = await neighbour(ctx.app, PARK_SLOPE);
      expect((await interested(stranger.headers, itemId)).statusCode).toBe(201);
      clock.advance(MINUTE);
      await ctx.app.jobs.drain();
    }
    expect(await mailTo('seller@calm.test')).toHaveLength(1);
    // In the app, every one of them is there.
    const inApp = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notifications?limit=50',
      headers: seller.headers,
    });
    expect(inApp.json().data.filter((n: { kind: string }) => n.kind === 'marketplace_interest')).toHaveLength(15);
    clock.advance(60 * MINUTE);
    await ctx.app.jobs.drain();
    const mails = await mailTo('seller@calm.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^14 new notifications/);
  });

  it('someone the recipient follows still e-mails at once, within the daily budget', async () => {
    const seller = await neighbour(ctx.app, PARK_SLOPE, { email: 'budget@calm.test' });
    const friends = await Promise.all([1, 2, 3, 4, 5, 6].map(() => neighbour(ctx.app, PARK_SLOPE)));
    for (const friend of friends) expect((await follow(seller.headers, friend.id)).statusCode).toBe(200);
    const items = await Promise.all([1, 2, 3, 4, 5, 6].map(() => listItem(ctx.app, seller.headers)));
    for (const [index, friend] of friends.entries()) {
      expect((await interested(friend.headers, items[index]!)).statusCode).toBe(201);
      clock.advance(MINUTE);
      await ctx.app.jobs.drain();
    }
    // MAIL_PER_PERSON_PER_DAY=4: four e-mails, the rest wait in the app.
    expect(await mailTo('budget@calm.test')).toHaveLength(4);
    // A day later the budget is back.
    clock.advance(24 * 60 * MINUTE);
    const late = await neighbour(ctx.app, PARK_SLOPE);
    await follow(seller.headers, late.id);
    expect((await interested(late.headers, items[0]!)).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(await mailTo('budget@calm.test')).toHaveLength(5);
  });
});
