import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventMessages } from '@ourhood/contract';
import { manualClock } from '../../src/lib/clock.js';
import { createEvent, eventBody, HOUR, patchEvent, rsvp } from '../helpers/events.js';
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

type Headers = { authorization: string };
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const people = (count: number) => Promise.all(Array.from({ length: count }, () => neighbour(ctx.app, PARK_SLOPE)));
const notificationsOf = (userId: string, kind: string) =>
  ctx.database.db
    .selectFrom('notifications')
    .select(['subject_id', 'kind'])
    .where('recipient_id', '=', userId)
    .where('kind', '=', kind)
    .execute();

describe('RSVP', () => {
  it('moves between going, interested and not going; counts seated going only; the organizer does not answer', async () => {
    const [organizer, ada, bob] = await people(3);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now()));
    const first = await rsvp(ctx.app, ada!.headers, id, 'going');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ status: 'going', waitlisted: false, going_count: 1 });
    expect((await rsvp(ctx.app, ada!.headers, id, 'going')).json().data).toEqual({
      status: 'going',
      waitlisted: false,
      going_count: 1,
    });
    expect((await rsvp(ctx.app, bob!.headers, id, 'interested')).json().data).toEqual({
      status: 'interested',
      waitlisted: false,
      going_count: 1,
    });
    expect((await rsvp(ctx.app, ada!.headers, id, 'not_going')).json().data.going_count).toBe(0);
    expect((await rsvp(ctx.app, ada!.headers, id, 'maybe')).statusCode).toBe(400);
    const own = await rsvp(ctx.app, organizer!.headers, id, 'going');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(EventMessages.organizerRsvp);
    const seen = (await get(`/events/${id}`, bob!.headers)).json().data;
    expect(seen).toMatchObject({
      going_count: 0,
      interested_count: 1,
      viewer_rsvp: { status: 'interested', waitlisted: false },
    });
    // The organizer sees everyone who answered; nobody else may.
    const attendees = await get(`/events/${id}/attendees`, organizer!.headers);
    expect(attendees.json().data.map((a: { user: { id: string }; status: string }) => [a.user.id, a.status])).toEqual([
      [bob!.id, 'interested'],
      [ada!.id, 'not_going'],
    ]);
    expect((await get(`/events/${id}/attendees`, bob!.headers)).statusCode).toBe(404);
  });

  it('waitlists going beyond the capacity in order and promotes the first when a seat frees, notifying them', async () => {
    const [organizer, a, b, c, d] = await people(5);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), { capacity: 2 }));
    expect((await rsvp(ctx.app, a!.headers, id, 'going')).json().data.waitlisted).toBe(false);
    expect((await rsvp(ctx.app, b!.headers, id, 'going')).json().data.waitlisted).toBe(false);
    clock.advance(1000);
    expect((await rsvp(ctx.app, c!.headers, id, 'going')).json().data).toEqual({
      status: 'going',
      waitlisted: true,
      going_count: 2,
    });
    clock.advance(1000);
    expect((await rsvp(ctx.app, d!.headers, id, 'going')).json().data.waitlisted).toBe(true);
    // Interested → not going of a waitlisted person frees no seat.
    const dropped = await rsvp(ctx.app, a!.headers, id, 'not_going');
    expect(dropped.json().data).toEqual({ status: 'not_going', waitlisted: false, going_count: 2 });
    expect((await get(`/events/${id}`, c!.headers)).json().data.viewer_rsvp).toEqual({
      status: 'going',
      waitlisted: false,
    });
    expect((await get(`/events/${id}`, d!.headers)).json().data.viewer_rsvp).toEqual({
      status: 'going',
      waitlisted: true,
    });
    expect(await notificationsOf(c!.id, 'event_promoted')).toEqual([{ subject_id: id, kind: 'event_promoted' }]);
    expect(await notificationsOf(d!.id, 'event_promoted')).toEqual([]);
    // Raising the capacity seats the rest of the waitlist.
    const raised = await patchEvent(ctx.app, organizer!.headers, id, { capacity: 5 });
    expect(raised.json().data).toMatchObject({ going_count: 3, waitlist_count: 0 });
    expect(await notificationsOf(d!.id, 'event_promoted')).toHaveLength(1);
  });

  it('two people taking the last seat at once: exactly one gets it', async () => {
    for (let round = 0; round < 5; round++) {
      const [organizer, first, x, y] = await people(4);
      const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), { capacity: 2 }));
      await rsvp(ctx.app, first!.headers, id, 'going');
      const answers = await Promise.all([
        rsvp(ctx.app, x!.headers, id, 'going'),
        rsvp(ctx.app, y!.headers, id, 'going'),
      ]);
      const waitlisted = answers.map((answer) => answer.json().data.waitlisted as boolean).sort();
      expect(waitlisted).toEqual([false, true]);
      const seats = await ctx.database.db
        .selectFrom('event_rsvps')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_id', '=', id)
        .where('status', '=', 'going')
        .where('waitlisted', '=', false)
        .executeTakeFirstOrThrow();
      expect(Number(seats.n)).toBe(2);
      expect((await get(`/events/${id}`, first!.headers)).json().data.going_count).toBe(2);
    }
  });

  it('50 identical answers at once make one row and one seat', async () => {
    const [organizer, eager] = await people(2);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), { capacity: 3 }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => rsvp(ctx.app, eager!.headers, id, 'going')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await ctx.database.db.selectFrom('event_rsvps').selectAll().where('event_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'going', waitlisted: false });
    expect((await get(`/events/${id}`, eager!.headers)).json().data.going_count).toBe(1);
  });

  it('shows attendees the friends (people they follow) who are going', async () => {
    const [organizer, me, friend, stranger] = await people(4);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${friend!.id}/follow`, headers: me!.headers });
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now()));
    await rsvp(ctx.app, friend!.headers, id, 'going');
    await rsvp(ctx.app, stranger!.headers, id, 'going');
    const event = (await get(`/events/${id}`, me!.headers)).json().data;
    expect(event.going_count).toBe(2);
    expect(event.friends_going.map((f: { id: string }) => f.id)).toEqual([friend!.id]);
    const listed = (await get('/events', me!.headers)).json().data.find((e: { id: string }) => e.id === id);
    expect(listed.friends_going.map((f: { id: string }) => f.id)).toEqual([friend!.id]);
  });

  it('refuses answers once the event is over', async () => {
    const [organizer, late] = await people(2);
    const id = await createEvent(ctx.app, organizer!.headers, eventBody(clock.now(), {}, 2));
    clock.advance(5 * HOUR);
    try {
      const answer = await rsvp(ctx.app, late!.headers, id, 'going');
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(EventMessages.eventOver);
    } finally {
      clock.advance(-5 * HOUR);
    }
  });
});
