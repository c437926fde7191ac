import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { JobRunner } from '../../src/lib/jobs/index.js';
import { registerEventReminders } from '../../src/features/events/event-reminders.js';
import { createEvent, DAY, eventBody, HOUR, patchEvent, rsvp } from '../helpers/events.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
const clock = manualClock(new Date('2026-10-20T12:00:00Z'));

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

const people = (count: number) => Promise.all(Array.from({ length: count }, () => neighbour(ctx.app, PARK_SLOPE)));
/** Kinds of the notifications about one event, per recipient. */
async function received(eventId: string): Promise<Record<string, string[]>> {
  const rows = await ctx.database.db
    .selectFrom('notifications')
    .select(['recipient_id', 'kind'])
    .where('subject_id', '=', eventId)
    .orderBy('kind')
    .execute();
  const byRecipient: Record<string, string[]> = {};
  for (const row of rows) (byRecipient[row.recipient_id] ??= []).push(row.kind);
  return byRecipient;
}
const mailsTo = async (userId: string) => {
  const user = await ctx.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return ctx.database.db.selectFrom('mail_outbox').select('subject').where('recipient', '=', user.email).execute();
};

describe('changes notify the right people once', () => {
  it('a new time or place tells going and interested (waitlisted too), never not-going, strangers or the organizer', async () => {
    const [organizer, going, interested, notGoing, waiting, stranger] = await people(6);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), { capacity: 1 }));
    await rsvp(ctx.app, going!.headers, id, 'going');
    await rsvp(ctx.app, interested!.headers, id, 'interested');
    await rsvp(ctx.app, notGoing!.headers, id, 'not_going');
    await rsvp(ctx.app, waiting!.headers, id, 'going');
    // A new title or description is no news.
    await patchEvent(ctx.app, organizer!.headers, id, { title: 'Renamed picnic', description: 'New text' });
    expect(await received(id)).toEqual({});
    const start = new Date(clock.now().getTime() + 96 * HOUR);
    const moved = await patchEvent(ctx.app, organizer!.headers, id, {
      start: start.toISOString(),
      end: new Date(start.getTime() + HOUR).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    await patchEvent(ctx.app, organizer!.headers, id, { place: { name: 'Library hall', address: '1 Main St' } });
    // The same place again is no change.
    await patchEvent(ctx.app, organizer!.headers, id, { place: { name: 'Library hall', address: '1 Main St' } });
    expect(await received(id)).toEqual({
      [going!.id]: ['event_updated', 'event_updated'],
      [interested!.id]: ['event_updated', 'event_updated'],
      [waiting!.id]: ['event_updated', 'event_updated'],
    });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/cancel`,
      headers: organizer!.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/events/${id}/cancel`, headers: organizer!.headers });
    const after = await received(id);
    for (const person of [going!, interested!, waiting!]) {
      expect(after[person.id]).toEqual(['event_cancelled', 'event_updated', 'event_updated']);
    }
    expect(after[notGoing!.id]).toBeUndefined();
    expect(after[stranger!.id]).toBeUndefined();
    expect(after[organizer!.id]).toBeUndefined();
    // E-mails (on by default for event updates) go out by job, one per notification.
    await ctx.app.jobs.drain();
    expect(await mailsTo(going!.id)).toHaveLength(3);
    expect(await mailsTo(notGoing!.id)).toHaveLength(0);
  });
});

describe('reminders', () => {
  const reminders = async (eventId: string) =>
    Object.fromEntries(
      Object.entries(await received(eventId)).map(([who, kinds]) => [
        who,
        kinds.filter((kind) => kind.startsWith('event_reminder')),
      ]),
    );

  it('reminds seated going people 24 h and 1 h before, once each, with a moved clock', async () => {
    const [organizer, going, interested, waiting] = await people(4);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), { capacity: 1 }, 72));
    await rsvp(ctx.app, going!.headers, id, 'going');
    await rsvp(ctx.app, interested!.headers, id, 'interested');
    await rsvp(ctx.app, waiting!.headers, id, 'going');
    await ctx.app.jobs.drain();
    expect(await reminders(id)).toEqual({});
    clock.advance(48 * HOUR + 1000); // 24 h before the start
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: ['event_reminder_day'] });
    clock.advance(23 * HOUR); // 1 h before
    await ctx.app.jobs.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: ['event_reminder_day', 'event_reminder_hour'] });
    clock.advance(2 * HOUR);
    await ctx.app.jobs.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: ['event_reminder_day', 'event_reminder_hour'] });
    expect(
      await ctx.database.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'event_reminder')
        .where('payload', '@>', JSON.stringify({ eventId: id }))
        .execute(),
    ).toEqual([]);
  });

  it('reschedules when the start moves (the old time sends nothing), and sends nothing for cancelled events', async () => {
    const [organizer, going] = await people(2);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), {}, 30));
    await rsvp(ctx.app, going!.headers, id, 'going');
    // Moved three days later before the first reminder was due.
    const start = new Date(clock.now().getTime() + 102 * HOUR);
    await patchEvent(ctx.app, organizer!.headers, id, {
      start: start.toISOString(),
      end: new Date(start.getTime() + HOUR).toISOString(),
    });
    clock.advance(10 * HOUR); // the old start's 24 h mark
    await ctx.app.jobs.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: [] });
    clock.advance(72 * HOUR); // the new start's 24 h mark (102 − 24 = 78 h)
    await ctx.app.jobs.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: ['event_reminder_day'] });
    // Cancelled before the 1 h reminder: none.
    await ctx.app.inject({ method: 'POST', url: `/api/v1/events/${id}/cancel`, headers: organizer!.headers });
    clock.advance(23 * HOUR);
    await ctx.app.jobs.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: ['event_reminder_day'] });
  });

  it('reminders are rows: a new process (a fresh worker on the same database) sends them after a restart', async () => {
    const [organizer, going] = await people(2);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), {}, 48));
    await rsvp(ctx.app, going!.headers, id, 'going');
    const queued = await ctx.database.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('kind', '=', 'event_reminder')
      .where('payload', '@>', JSON.stringify({ eventId: id }))
      .orderBy('run_at')
      .execute();
    const start = clock.now().getTime() + 48 * HOUR;
    expect(queued.map((job) => job.run_at.getTime())).toEqual([start - DAY, start - HOUR]);
    // "After the restart": another runner, as a new process would build, with its own clock.
    const later = manualClock(new Date(start - HOUR + 1000));
    const runner = new JobRunner(ctx.database.db, later, ctx.app.log);
    registerEventReminders(runner, { db: ctx.database.db, clock: later, notifications: ctx.app.notifications });
    await runner.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: ['event_reminder_day', 'event_reminder_hour'] });
    // Running the same reminders again (a re-queued job) sends nothing twice.
    await ctx.database.db
      .insertInto('jobs')
      .values({
        kind: 'event_reminder',
        payload: JSON.stringify({ eventId: id, reminder: 'hour', startsAt: new Date(start).toISOString() }),
        run_at: later.now(),
      })
      .execute();
    await runner.drain();
    expect(await reminders(id)).toEqual({ [going!.id]: ['event_reminder_day', 'event_reminder_hour'] });
    clock.set(later.now());
  });
});
