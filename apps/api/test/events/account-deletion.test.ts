import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createEvent, eventBody, rsvp } from '../helpers/events.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
const clock = manualClock(new Date('2026-10-20T12:00:00Z'));
const PASSWORD = 'correct-horse-events-42';
let passwordHash: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await ctx?.close();
});

const deleteAccount = (headers: { authorization: string }) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/profile/me', headers, payload: { password: PASSWORD } });

describe('deleting an account', () => {
  it('deletes the events it organizes, with their answers and notifications', async () => {
    const organizer = await neighbour(ctx.app, PARK_SLOPE, { password_hash: passwordHash });
    const guest = await neighbour(ctx.app, PARK_SLOPE);
    const id = await createEvent(ctx.app, organizer.headers, eventBody(clock.now()));
    await rsvp(ctx.app, guest.headers, id, 'going');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/events/${id}/cancel`, headers: organizer.headers });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/calendar/feed-url', headers: organizer.headers });
    expect((await deleteAccount(organizer.headers)).statusCode).toBe(200);
    const db = ctx.database.db;
    expect(await db.selectFrom('events').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('subject_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', organizer.id).execute()).toEqual(
      [],
    );
  });

  it('hands a seat it held to the first of the waitlist, who is told', async () => {
    const organizer = await neighbour(ctx.app, PARK_SLOPE);
    const leaving = await neighbour(ctx.app, PARK_SLOPE, { password_hash: passwordHash });
    const waiting = await neighbour(ctx.app, PARK_SLOPE);
    const id = await createEvent(ctx.app, organizer.headers, eventBody(clock.now(), { capacity: 1 }));
    await rsvp(ctx.app, leaving.headers, id, 'going');
    expect((await rsvp(ctx.app, waiting.headers, id, 'going')).json().data.waitlisted).toBe(true);
    expect((await deleteAccount(leaving.headers)).statusCode).toBe(200);
    const event = await ctx.app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: waiting.headers });
    expect(event.json().data).toMatchObject({ going_count: 1, viewer_rsvp: { status: 'going', waitlisted: false } });
    const told = await ctx.database.db
      .selectFrom('notifications')
      .select('kind')
      .where('recipient_id', '=', waiting.id)
      .where('subject_id', '=', id)
      .execute();
    expect(told).toEqual([{ kind: 'event_promoted' }]);
  });
});
