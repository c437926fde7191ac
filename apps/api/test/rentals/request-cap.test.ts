import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { makeImage } from '../helpers/images.js';
import { BUSHWICK, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { postRental, postRentalJson, postRentalMultipart } from '../helpers/rentals.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 12.9: one neighbour posting 30 requests in 8 s e-mailed every watcher 30 times.
const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
let ctx: TestContext;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

const body = (itemName: string) => ({ itemName, description: 'For a few days', duration: '2 days' });
const countRequests = async (requesterId: string) =>
  Number(
    (
      await ctx.database.db
        .selectFrom('rental_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('requester_id', '=', requesterId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the daily cap on new rental requests', () => {
  it('allows 10 in any 24 hours, then 429 with Retry-After until the oldest is a day old', async () => {
    const person = await neighbour(ctx.app, PARK_SLOPE);
    const first = await postRental(ctx.app, person.headers, 'Item 0');
    for (let i = 1; i < 10; i += 1) {
      clock.advance(HOUR);
      await postRental(ctx.app, person.headers, `Item ${i}`);
    }
    const over = await postRentalJson(ctx.app, person.headers, body('Item 10'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'You can post up to 10 requests a day. Please try again later.',
    });
    // The first was posted 9 hours ago: free again in 15 hours.
    expect(Number(over.headers['retry-after'])).toBe(15 * 60 * 60);

    // Cancelling does not give a post back (post-and-cancel would flood the watchers all the same).
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/rentals/requests/${first}`,
      headers: person.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await postRentalJson(ctx.app, person.headers, body('Item 10'))).statusCode).toBe(429);

    // Multipart is refused the same way, before the photo is processed.
    const png = await makeImage('png');
    const withPhoto = await postRentalMultipart(ctx.app, person.headers, body('Item 10'), [
      { name: 'image', filename: 'x.png', contentType: 'image/png', data: png },
    ]);
    expect(withPhoto.statusCode).toBe(429);
    expect(withPhoto.headers['retry-after']).toBeDefined();

    // Others are not affected.
    const other = await neighbour(ctx.app, BUSHWICK);
    expect((await postRentalJson(ctx.app, other.headers, body('Drill'))).statusCode).toBe(201);

    // Once the oldest is a day old, one more fits.
    clock.advance(15 * HOUR + 1000);
    expect((await postRentalJson(ctx.app, person.headers, body('Item 10'))).statusCode).toBe(201);
    expect((await postRentalJson(ctx.app, person.headers, body('Item 11'))).statusCode).toBe(429);
  });

  it('holds under 50 simultaneous posts: exactly 10 are stored', async () => {
    const person = await neighbour(ctx.app, PARK_SLOPE);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postRentalJson(ctx.app, person.headers, body(`Burst ${i}`))),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(40);
    expect(await countRequests(person.id)).toBe(10);
    // Ten matching jobs, not fifty.
    const jobs = await ctx.database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'rental_match')
      .execute();
    const burstIds = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json().data.id as string));
    expect(jobs.filter((job) => burstIds.has((job.payload as { requestId: string }).requestId))).toHaveLength(10);
  });
});
