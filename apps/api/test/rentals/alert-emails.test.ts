import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRentalRequest } from '../../src/features/rentals/rental-matching.js';
import { manualClock } from '../../src/lib/clock.js';
import { BUSHWICK, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { addKeyword, notificationsOf, postRental } from '../helpers/rentals.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 12.9: keyword-alert e-mails are folded, at most one per recipient per hour.
const clock = manualClock(new Date('2030-06-01T08:00:00Z'));
const MINUTE = 60 * 1000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

const mailTo = async (recipient: string) =>
  ctx.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', recipient)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describe('keyword-alert e-mails', () => {
  it('send the first match at once, fold the rest of the hour into one e-mail, and keep in-app one per match', async () => {
    const asker = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Bea', last_name: 'Borrow' });
    const watcher = await neighbour(ctx.app, BUSHWICK, { email: 'watcher@fold.test' });
    const other = await neighbour(ctx.app, BUSHWICK, { email: 'other@fold.test' });
    for (const keyword of ['ladder', 'drill', 'tent', 'saw']) await addKeyword(ctx.app, watcher.headers, keyword);
    await addKeyword(ctx.app, other.headers, 'tent');

    await postRental(ctx.app, asker.headers, 'Ladder');
    await ctx.app.jobs.drain();
    expect((await mailTo('watcher@fold.test')).map((m) => m.subject)).toEqual(['Bea Borrow asked to borrow "Ladder"']);

    // Three more matches within the hour: no e-mail yet.
    for (const item of ['Drill', 'Tent', 'Saw']) {
      clock.advance(5 * MINUTE);
      await postRental(ctx.app, asker.headers, item);
      await ctx.app.jobs.drain();
    }
    expect(await mailTo('watcher@fold.test')).toHaveLength(1);
    // Someone else's first match is theirs alone: sent at once.
    expect((await mailTo('other@fold.test')).map((m) => m.subject)).toEqual(['Bea Borrow asked to borrow "Tent"']);
    // In the app: one notification per match.
    const inApp = (await notificationsOf(ctx.app, watcher.headers)).filter((n) => n.kind === 'rental_match');
    expect(inApp).toHaveLength(4);

    // The hour after the first e-mail is up: one e-mail tells of all three, linking to the board.
    clock.advance(44 * MINUTE);
    await ctx.app.jobs.drain();
    expect(await mailTo('watcher@fold.test')).toHaveLength(1);
    clock.advance(MINUTE);
    await ctx.app.jobs.drain();
    const mails = await mailTo('watcher@fold.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('3 new requests match your keywords: Drill, Tent, Saw');
    expect(mails[1]!.text_body).toMatch(/https?:\/\/[^ ]+\/dashboard\/rentals\b/);
    // Nothing is left waiting, and a second drain sends nothing more.
    await ctx.app.jobs.drain();
    expect(await mailTo('watcher@fold.test')).toHaveLength(2);
    expect(
      await ctx.database.db
        .selectFrom('notification_email_pending')
        .select('id')
        .where('recipient_id', '=', watcher.id)
        .execute(),
    ).toEqual([]);

    // The next match waits an hour from that e-mail, then goes alone with its own sentence.
    clock.advance(10 * MINUTE);
    await postRental(ctx.app, asker.headers, 'Ladder', 'Another ladder');
    await ctx.app.jobs.drain();
    expect(await mailTo('watcher@fold.test')).toHaveLength(2);
    clock.advance(50 * MINUTE);
    await ctx.app.jobs.drain();
    expect((await mailTo('watcher@fold.test')).map((m) => m.subject)[2]).toBe('Bea Borrow asked to borrow "Ladder"');

    // After a quiet hour, a match is e-mailed at once again.
    clock.advance(2 * 60 * MINUTE);
    await postRental(ctx.app, asker.headers, 'Drill', 'Another drill');
    await ctx.app.jobs.drain();
    expect(await mailTo('watcher@fold.test')).toHaveLength(4);
  });

  it('fold 30 requests posted within seconds into at most two e-mails per watcher, telling of all 30', async () => {
    const watchers = await Promise.all(
      [1, 2, 3].map((n) => neighbour(ctx.app, BUSHWICK, { email: `flood${n}@fold.test` })),
    );
    for (const watcher of watchers) await addKeyword(ctx.app, watcher.headers, 'hammer');
    // Three flooders within the daily cap of ten each.
    const flooders = await Promise.all([1, 2, 3].map(() => neighbour(ctx.app, PARK_SLOPE)));
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postRental(ctx.app, flooders[i % 3]!.headers, `Hammer ${i}`)),
    );
    // The 30 matchings run at the same time (as several workers would), then the e-mail jobs.
    const deps = { db: ctx.app.database.db, clock: ctx.app.clock, notifications: ctx.app.notifications };
    await Promise.all(ids.map((id) => matchRentalRequest(deps, id)));
    await ctx.app.jobs.drain();
    clock.advance(60 * MINUTE);
    await ctx.app.jobs.drain();
    for (const n of [1, 2, 3]) {
      const subjects = (await mailTo(`flood${n}@fold.test`)).map((m) => m.subject);
      expect(subjects.length).toBeGreaterThanOrEqual(1);
      expect(subjects.length).toBeLessThanOrEqual(2);
      // However the matching and the first e-mail interleaved, every request is told exactly once.
      const told = subjects.map((subject) => Number(/^(\d+) new requests/.exec(subject)?.[1] ?? 1));
      expect(told.reduce((a, b) => a + b, 0)).toBe(30);
      const folded = subjects.find((subject) => subject.includes('new requests match your keywords'));
      expect(folded).toMatch(/^\d+ new requests match your keywords: (Hammer \d+, ){5}…$/);
    }
  });

  it('leave other kinds alone: every rental update is e-mailed', async () => {
    const asker = await neighbour(ctx.app, PARK_SLOPE, { email: 'asker@fold.test' });
    const lender = await neighbour(ctx.app, BUSHWICK);
    for (const item of ['Kayak', 'Paddle']) {
      const id = await postRental(ctx.app, asker.headers, item);
      const accepted = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/rentals/requests/${id}/accept`,
        headers: lender.headers,
      });
      expect(accepted.statusCode).toBe(200);
    }
    await ctx.app.jobs.drain();
    expect(await mailTo('asker@fold.test')).toHaveLength(2);
  });
});
