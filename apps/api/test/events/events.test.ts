import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventLimits, EventMessages } from '@ourhood/contract';
import { manualClock } from '../../src/lib/clock.js';
import { createEvent, createEventRequest, eventBody, HOUR, patchEvent, rsvp } from '../helpers/events.js';
import { approve, createGroup, joinGroup } from '../helpers/groups.js';
import { makeImage } from '../helpers/images.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { IKEJA, neighbour, PARK_SLOPE, BUSHWICK } from '../helpers/posts.js';
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
const now = () => clock.now();

describe('creating an event', () => {
  it('creates a neighbourhood event in the organizer area with a cover through the image pipeline', async () => {
    const organizer = await neighbour(ctx.app, PARK_SLOPE);
    const body = eventBody(now(), { capacity: '12', all_day: 'false', time_zone: 'America/New_York' });
    const response = await injectMultipart(
      ctx.app,
      '/api/v1/events',
      organizer.headers,
      {
        title: '  Block party  ',
        description: String(body.description),
        start: String(body.start),
        end: String(body.end),
        place: JSON.stringify(body.place),
        capacity: '12',
        all_day: 'false',
        time_zone: 'America/New_York',
      },
      [{ name: 'cover', filename: 'c.png', contentType: 'image/png', data: await makeImage('png', 120, 60) }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json().data;
    expect(event).toMatchObject({
      title: 'Block party',
      start: body.start,
      end: body.end,
      all_day: false,
      time_zone: 'America/New_York',
      place: { name: 'Prospect Park', address: 'Grand Army Plaza' },
      capacity: 12,
      visibility: 'neighbourhood',
      status: 'scheduled',
      sequence: 0,
      location: { suburb: 'Park Slope', city: 'Brooklyn' },
      organizer: { id: organizer.id },
      organization: null,
      group: null,
      going_count: 0,
      viewer_rsvp: null,
      is_organizer: true,
      friends_going: [],
    });
    expect(event.cover.url).toMatch(/\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url: event.cover.url })).statusCode).toBe(200);
  });

  it('refuses end before start, a start in the past, capacity ≤ 0, bad titles and out-of-range dates', async () => {
    const organizer = await neighbour(ctx.app, PARK_SLOPE);
    const start = new Date(now().getTime() + 5 * HOUR);
    const bad = await createEventRequest(ctx.app, organizer.headers, {
      ...eventBody(now()),
      title: 'ab',
      description: 'x'.repeat(EventLimits.descriptionMax + 1),
      start: start.toISOString(),
      end: new Date(start.getTime() - HOUR).toISOString(),
      capacity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      title: EventMessages.titleTooShort,
      description: EventMessages.descriptionTooLong,
      end: EventMessages.endBeforeStart,
      capacity: EventMessages.capacityInvalid,
    });
    const past = await createEventRequest(ctx.app, organizer.headers, eventBody(now(), {}, -3));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ start: EventMessages.startInPast });
    for (const capacity of [-1, 1.5, 'many']) {
      const response = await createEventRequest(ctx.app, organizer.headers, eventBody(now(), { capacity }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.capacity).toBe(EventMessages.capacityInvalid);
    }
    for (const start of [
      '0000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2026-02-30T10:00:00Z',
      'tomorrow',
      '2026-11-01T10:00:00',
    ]) {
      const response = await createEventRequest(ctx.app, organizer.headers, eventBody(now(), { start }));
      expect(response.statusCode, start).toBe(400);
      expect(response.json().errors.start, start).toBeDefined();
    }
    const list = await get('/events?from=0000-01-01T00:00:00Z', organizer.headers);
    expect(list.statusCode).toBe(400);
    const noPlace = await createEventRequest(ctx.app, organizer.headers, eventBody(now(), { place: { name: ' ' } }));
    expect(noPlace.json().errors).toEqual({ place: EventMessages.placeRequired });
    const badZone = await createEventRequest(ctx.app, organizer.headers, eventBody(now(), { time_zone: 'Mars/Base' }));
    expect(badZone.json().errors).toEqual({ time_zone: EventMessages.timeZoneInvalid });
    const nowhere = await neighbour(ctx.app);
    const noArea = await createEventRequest(ctx.app, nowhere.headers, eventBody(now()));
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().message).toBe(EventMessages.noLocation);
    expect(
      await ctx.database.db.selectFrom('events').select('id').where('organizer_id', '=', organizer.id).execute(),
    ).toEqual([]);
  });

  it(`allows ${EventLimits.createdPerDay} events a day per account, then 429`, async () => {
    const busy = await neighbour(ctx.app, PARK_SLOPE);
    for (let index = 0; index < EventLimits.createdPerDay; index++) {
      await createEvent(ctx.app, busy.headers, eventBody(now(), { title: `Event number ${index}` }));
    }
    const over = await createEventRequest(ctx.app, busy.headers, eventBody(now()));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(EventMessages.tooManyEvents);
    clock.advance(25 * HOUR);
    try {
      expect((await createEventRequest(ctx.app, busy.headers, eventBody(clock.now()))).statusCode).toBe(201);
    } finally {
      clock.advance(-25 * HOUR);
    }
  });

  it('takes the server default time zone when none is sent', async () => {
    const organizer = await neighbour(ctx.app, PARK_SLOPE);
    const id = await createEvent(ctx.app, organizer.headers, eventBody(now()));
    expect((await get(`/events/${id}`, organizer.headers)).json().data.time_zone).toBe('UTC');
  });

  it('lets an organization create events shown to neighbours of its area', async () => {
    const org = await organization(ctx.app, {
      business_name: 'Corner Bakery',
      location_suburb: PARK_SLOPE.suburb,
      location_city: PARK_SLOPE.city,
      location_state: PARK_SLOPE.state,
      location_country: PARK_SLOPE.country,
    });
    // An hour of its own: twenty events of the limit test above start at 72 h, and a page holds twenty.
    const id = await createEvent(ctx.app, org.headers, eventBody(now(), { title: 'Bread tasting' }, 80));
    const near = await neighbour(ctx.app, BUSHWICK);
    const far = await neighbour(ctx.app, IKEJA);
    const seen = await get(`/events/${id}`, near.headers);
    expect(seen.json().data.organization).toEqual({ id: org.id, name: 'Corner Bakery' });
    // Within the event's own hour.
    const { start } = seen.json().data as { start: string };
    const window = `from=${encodeURIComponent(start)}&to=${encodeURIComponent(new Date(Date.parse(start) + 60_000).toISOString())}`;
    const nearList = (await get(`/events?scope=area&${window}`, near.headers))
      .json()
      .data.map((e: { id: string }) => e.id);
    expect(nearList).toContain(id);
    const farList = (await get('/events', far.headers)).json().data.map((e: { id: string }) => e.id);
    expect(farList).not.toContain(id);
    const orgList = (await get('/events?scope=mine', org.headers)).json().data.map((e: { id: string }) => e.id);
    expect(orgList).toEqual([id]);
    // Its page lists its events to anyone, near or far.
    const page = (await get(`/events?organization_id=${org.id}`, far.headers)).json().data;
    expect(page.map((e: { id: string }) => e.id)).toEqual([id]);
    expect((await get('/events?organization_id=nope', far.headers)).json().data).toEqual([]);
  });
});

describe('group events', () => {
  it('hides a private group event from outsiders everywhere (404), members see it', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const member = await neighbour(ctx.app, PARK_SLOPE);
    const outsider = await neighbour(ctx.app, PARK_SLOPE);
    const groupId = await createGroup(ctx.app, owner.headers, 'Secret Supper', 'private');
    await joinGroup(ctx.app, member.headers, groupId);
    await approve(ctx.app, owner.headers, groupId, member.id);
    const neighbourhood = await createEventRequest(
      ctx.app,
      owner.headers,
      eventBody(now(), { group_id: groupId, visibility: 'neighbourhood' }),
    );
    expect(neighbourhood.statusCode).toBe(400);
    expect(neighbourhood.json().errors).toEqual({ visibility: EventMessages.privateGroupNeighbourhood });
    const id = await createEvent(ctx.app, owner.headers, eventBody(now(), { group_id: groupId, visibility: 'group' }));
    expect((await get(`/events/${id}`, member.headers)).statusCode).toBe(200);
    expect((await get(`/events?scope=group&group_id=${groupId}`, member.headers)).json().data).toHaveLength(1);
    for (const url of [
      `/events/${id}`,
      `/events/${id}/ics`,
      `/events/${id}/attendees`,
      `/events?scope=group&group_id=${groupId}`,
    ]) {
      expect((await get(url, outsider.headers)).statusCode, url).toBe(404);
    }
    expect((await rsvp(ctx.app, outsider.headers, id, 'going')).statusCode).toBe(404);
    expect((await patchEvent(ctx.app, outsider.headers, id, { title: 'Mine now' })).statusCode).toBe(404);
    const area = (await get('/events', outsider.headers)).json().data.map((e: { id: string }) => e.id);
    expect(area).not.toContain(id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/groups/${groupId}/calendar.ics` })).statusCode).toBe(
      404,
    );
    // The member's feed has it; the outsider's has not.
    const feedOf = async (headers: Headers) => {
      const url = (await get('/calendar/feed-url', headers)).json().data.url as string;
      return (await ctx.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
    };
    expect(await feedOf(member.headers)).toContain(id);
    expect(await feedOf(outsider.headers)).not.toContain(id);
    // A member who answered and then leaves loses the event everywhere, their feed included.
    expect((await rsvp(ctx.app, member.headers, id, 'going')).statusCode).toBe(200);
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/leave`,
      headers: member.headers,
    });
    expect(left.statusCode).toBe(200);
    expect(await feedOf(member.headers)).not.toContain(id);
    expect((await get(`/events/${id}`, member.headers)).statusCode).toBe(404);
    expect((await get('/events?scope=mine', member.headers)).json().data).toEqual([]);
    // Nor are they told of its changes.
    await patchEvent(ctx.app, owner.headers, id, { place: { name: 'Another kitchen', address: '' } });
    const told = await ctx.database.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', member.id)
      .where('subject_id', '=', id)
      .execute();
    expect(told).toEqual([]);
  });

  it('a group may let only its admins create events (PATCH /groups/{id} event_creators)', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const member = await neighbour(ctx.app, PARK_SLOPE);
    const stranger = await neighbour(ctx.app, PARK_SLOPE);
    const groupId = await createGroup(ctx.app, owner.headers, 'Runners');
    await joinGroup(ctx.app, member.headers, groupId);
    const body = eventBody(now(), { group_id: groupId, visibility: 'neighbourhood' });
    expect((await createEventRequest(ctx.app, member.headers, body)).statusCode).toBe(201);
    expect((await createEventRequest(ctx.app, stranger.headers, body)).statusCode).toBe(404);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${groupId}`,
      headers: owner.headers,
      payload: { event_creators: 'admins' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.event_creators).toBe('admins');
    const refused = await createEventRequest(ctx.app, member.headers, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ group_id: EventMessages.notAllowed });
    expect((await createEventRequest(ctx.app, owner.headers, body)).statusCode).toBe(201);
  });

  it('deleting a group deletes its events, their answers and notifications', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const member = await neighbour(ctx.app, PARK_SLOPE);
    const groupId = await createGroup(ctx.app, owner.headers, 'Short Lived');
    await joinGroup(ctx.app, member.headers, groupId);
    const id = await createEvent(ctx.app, owner.headers, eventBody(now(), { group_id: groupId, visibility: 'group' }));
    await rsvp(ctx.app, member.headers, id, 'going');
    await patchEvent(ctx.app, owner.headers, id, { place: { name: 'Elsewhere', address: '' } });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/groups/${groupId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const db = ctx.database.db;
    expect(await db.selectFrom('events').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('event_rsvps').select('user_id').where('event_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('subject_id', '=', id).execute()).toEqual([]);
  });
});

describe('listing, editing, cancelling and deleting', () => {
  it('lists my events and the area by date window, soonest first; past events through `to`', async () => {
    const me = await neighbour(ctx.app, IKEJA, { location_city: 'Listtown' });
    const later = await createEvent(ctx.app, me.headers, eventBody(now(), { title: 'Later one' }, 200));
    const sooner = await createEvent(ctx.app, me.headers, eventBody(now(), { title: 'Sooner one' }, 10));
    const mine = (await get('/events?scope=mine', me.headers)).json();
    expect(mine.data.map((e: { id: string }) => e.id)).toEqual([sooner, later]);
    expect(mine.metadata.total).toBe(2);
    const windowed = await get(
      `/events?scope=mine&to=${encodeURIComponent(new Date(now().getTime() + 100 * HOUR).toISOString())}`,
      me.headers,
    );
    expect(windowed.json().data.map((e: { id: string }) => e.id)).toEqual([sooner]);
    clock.advance(300 * HOUR);
    try {
      expect((await get('/events?scope=mine', me.headers)).json().data).toEqual([]);
      const past = await get(
        `/events?scope=mine&from=2026-01-01T00:00:00Z&to=${clock.now().toISOString()}`,
        me.headers,
      );
      expect(past.json().data.map((e: { id: string }) => e.id)).toEqual([sooner, later]);
      const latestFirst = await get(
        `/events?scope=mine&order=desc&from=2026-01-01T00:00:00Z&to=${clock.now().toISOString()}`,
        me.headers,
      );
      expect(latestFirst.json().data.map((e: { id: string }) => e.id)).toEqual([later, sooner]);
    } finally {
      clock.advance(-300 * HOUR);
    }
  });

  it('only the organizer edits, cancels (kept, shown cancelled) and deletes; each change raises the sequence', async () => {
    const organizer = await neighbour(ctx.app, PARK_SLOPE);
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const id = await createEvent(ctx.app, organizer.headers, eventBody(now()));
    expect((await patchEvent(ctx.app, other.headers, id, { title: 'Hijacked' })).statusCode).toBe(404);
    const edited = await patchEvent(ctx.app, organizer.headers, id, { title: 'Street picnic 2' });
    expect(edited.json().data).toMatchObject({ title: 'Street picnic 2', sequence: 1 });
    const empty = await patchEvent(ctx.app, organizer.headers, id, {});
    expect(empty.json().data.sequence).toBe(1);
    const backwards = await patchEvent(ctx.app, organizer.headers, id, {
      end: new Date(now().getTime() + HOUR).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ end: EventMessages.endBeforeStart });
    const cancel = (who: Headers) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/events/${id}/cancel`, headers: who });
    expect((await cancel(other.headers)).statusCode).toBe(404);
    const cancelled = await cancel(organizer.headers);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect((await cancel(organizer.headers)).json().data.sequence).toBe(2);
    expect((await get(`/events/${id}`, other.headers)).json().data.status).toBe('cancelled');
    expect((await rsvp(ctx.app, other.headers, id, 'going')).statusCode).toBe(409);
    expect((await patchEvent(ctx.app, organizer.headers, id, { title: 'Back on' })).statusCode).toBe(409);
    const remove = (who: Headers) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/events/${id}`, headers: who });
    expect((await remove(other.headers)).statusCode).toBe(404);
    expect((await remove(organizer.headers)).statusCode).toBe(200);
    expect((await get(`/events/${id}`, organizer.headers)).statusCode).toBe(404);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const someone = await neighbour(ctx.app, PARK_SLOPE);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await get(`/events/${id}`, someone.headers)).statusCode).toBe(404);
      expect((await rsvp(ctx.app, someone.headers, id, 'going')).statusCode).toBe(404);
    }
  });
});
