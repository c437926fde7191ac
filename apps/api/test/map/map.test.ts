import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapLimits } from '@ourhood/contract';
import { createEvent, eventBody } from '../helpers/events.js';
import { createGroup } from '../helpers/groups.js';
import { listItem } from '../helpers/marketplace.js';
import { organization } from '../helpers/organizations.js';
import { neighbour } from '../helpers/posts.js';
import { postRental } from '../helpers/rentals.js';
import { alertId } from '../helpers/safety.js';
import { idsOnMap, mapOf as mapOfHelper, mapTown } from '../helpers/map.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { loadConfig, mapTileOrigin } from '../../src/config.js';
import { manualClock } from '../../src/lib/clock.js';

let ctx: TestContext;
const clock = manualClock(new Date('2030-04-01T09:00:00Z'));
type Person = Awaited<ReturnType<typeof neighbour>>;
type Headers = { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});
afterAll(async () => {
  await ctx?.close();
});

const town = (name: string, lat: number, lng: number) => mapTown(ctx.app, name, lat, lng);
const mapOf = (headers: Headers, query: string) => mapOfHelper(ctx.app, headers, query);
const idsOn = (person: Person, bbox: string, kinds = '') => idsOnMap(ctx.app, person, bbox, kinds);
const db = () => ctx.database.db;

describe('GET /map', () => {
  it('answers each kind in the box, with its web path, and nothing outside', async () => {
    const here = town('Mapton', 10.5, 20.5);
    const poster = await here.resident();
    const viewer = await here.resident();
    const org = await organization(ctx.app, {
      business_name: 'Corner Bakery',
      location_lat: 10.51,
      location_lng: 20.49,
    });
    const farOrg = await organization(ctx.app, { business_name: 'Far Away', location_lat: 11.5, location_lng: 20.5 });
    const eventId = await createEvent(
      ctx.app,
      poster.headers,
      eventBody(clock.now(), { latitude: 10.49, longitude: 20.52 }),
    );
    await createEvent(ctx.app, poster.headers, eventBody(clock.now(), { title: 'No pin here' }));
    const itemId = await listItem(ctx.app, poster.headers);
    const rentalId = await postRental(ctx.app, poster.headers, 'Ladder');
    const alert = await alertId(ctx.app, poster.headers, { title: 'Road closed' });

    const { data, truncated } = await mapOf(viewer.headers, `bbox=${here.bbox}`);
    expect(truncated).toBe(false);
    const byKind = Object.fromEntries(data.map((point) => [point.kind, point]));
    expect(data).toHaveLength(5);
    expect(byKind.organization).toMatchObject({
      id: org.id,
      title: 'Corner Bakery',
      latitude: 10.51,
      longitude: 20.49,
      url: `/dashboard/discover/${org.id}`,
    });
    expect(byKind.event).toMatchObject({
      id: eventId,
      title: 'Street picnic',
      latitude: 10.49,
      longitude: 20.52,
      url: `/dashboard/events/${eventId}`,
    });
    expect(byKind.item).toMatchObject({ id: itemId, title: 'Oak chair', url: `/dashboard/marketplace/${itemId}` });
    expect(byKind.rental).toMatchObject({ id: rentalId, title: 'Ladder', url: '/dashboard/rentals' });
    expect(byKind.alert).toMatchObject({
      id: alert,
      title: 'Road closed',
      url: '/dashboard/alerts',
      radius_m: MapLimits.alertRadiusSuburbMeters,
    });
    expect(data.some((point) => point.id === farOrg.id)).toBe(false);
    for (const point of data) if (point.kind !== 'alert') expect(point.radius_m).toBeUndefined();

    // kinds narrows the answer; repeated kinds count once.
    expect(await idsOn(viewer, here.bbox, 'event,item,event')).toEqual([eventId, itemId].sort());
    expect(await idsOn(viewer, here.bbox, 'organization')).toEqual([org.id]);
    // A box beside this one holds none of it.
    expect(await idsOn(viewer, `${here.lng + 0.2},${here.lat},${here.lng + 0.3},${here.lat + 0.1}`)).toEqual([]);
  });

  it('shows an organization and an event its pin, set by PATCH and by the event bodies, to the owner too', async () => {
    const here = town('Pinford', 12.5, 22.5);
    const org = await organization(ctx.app, { business_name: 'Pin Shop' });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/organization/me',
      headers: org.headers,
      payload: { latitude: 12.512345, longitude: 22.498765 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ latitude: 12.51235, longitude: 22.49877 });
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/v1/organization/${org.id}`, headers: org.headers });
    expect(seen.json().data).toMatchObject({ latitude: 12.51235, longitude: 22.49877 });

    const organizer = await here.resident();
    const eventId = await createEvent(
      ctx.app,
      organizer.headers,
      eventBody(clock.now(), { latitude: 12.5, longitude: 22.5 }),
    );
    const event = await ctx.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}`, headers: organizer.headers });
    expect(event.json().data).toMatchObject({ latitude: 12.5, longitude: 22.5 });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${eventId}`,
      headers: organizer.headers,
      payload: { latitude: 12.51, longitude: 22.51 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ latitude: 12.51, longitude: 22.51 });
    const half = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${eventId}`,
      headers: organizer.headers,
      payload: { latitude: 12.52 },
    });
    expect(half.statusCode).toBe(400);
    const removed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${eventId}`,
      headers: organizer.headers,
      payload: { latitude: null, longitude: null },
    });
    expect(removed.json().data).toMatchObject({ latitude: null, longitude: null });
    expect(await idsOn(organizer, here.bbox, 'event,organization')).toEqual([org.id]);
  });

  it('applies every visibility rule of the lists', async () => {
    const here = town('Ruleham', 14.5, 24.5);
    const poster = await here.resident();
    const viewer = await here.resident();
    const elsewhere = await neighbour(ctx.app, {
      suburb: 'X',
      city: 'Othertown',
      state: 'Test State',
      country: 'Testland',
    });
    const now = clock.now();

    const blockedItem = await listItem(ctx.app, poster.headers, { title: 'Blocked chair' });
    const blocker = await here.resident();
    const blockersItem = await listItem(ctx.app, blocker.headers, { title: 'Blocker chair' });
    await db()
      .insertInto('user_blocks')
      .values({ blocker_id: viewer.id, blocked_id: blocker.id, created_at: now })
      .execute();
    const blockedBy = await here.resident();
    const blockedByItem = await listItem(ctx.app, blockedBy.headers, { title: 'Blocked-by chair' });
    await db()
      .insertInto('user_blocks')
      .values({ blocker_id: blockedBy.id, blocked_id: viewer.id, created_at: now })
      .execute();

    const hiddenItem = await listItem(ctx.app, poster.headers, { title: 'Hidden chair' });
    await db().updateTable('marketplace_items').set({ hidden_at: now }).where('id', '=', hiddenItem).execute();
    const withdrawnItem = await listItem(ctx.app, poster.headers, { title: 'Withdrawn chair' });
    await db()
      .updateTable('marketplace_items')
      .set({ status: 'withdrawn', withdrawn_at: now })
      .where('id', '=', withdrawnItem)
      .execute();

    const lentRental = await postRental(ctx.app, poster.headers, 'Drill');
    await db()
      .updateTable('rental_requests')
      .set({ status: 'accepted', accepted_by: viewer.id, accepted_at: now })
      .where('id', '=', lentRental)
      .execute();
    const hiddenRental = await postRental(ctx.app, poster.headers, 'Saw');
    await db().updateTable('rental_requests').set({ hidden_at: now }).where('id', '=', hiddenRental).execute();

    const alertPoster = async () => (await here.resident()).headers;
    const resolvedAlert = await alertId(ctx.app, await alertPoster(), { title: 'Resolved alert' });
    await db()
      .updateTable('alerts')
      .set({ status: 'resolved', resolved_at: now })
      .where('id', '=', resolvedAlert)
      .execute();
    const expiredAlert = await alertId(ctx.app, await alertPoster(), { title: 'Expired alert' });
    await db()
      .updateTable('alerts')
      .set({ expires_at: new Date(now.getTime() - 1000) })
      .where('id', '=', expiredAlert)
      .execute();
    const liveAlert = await alertId(ctx.app, await alertPoster(), { title: 'Live alert' });
    const hiddenAlert = await alertId(ctx.app, poster.headers, { title: 'Hidden alert' });
    await db().updateTable('alerts').set({ hidden_at: now }).where('id', '=', hiddenAlert).execute();

    const group = await createGroup(ctx.app, poster.headers, 'Secret supper club', 'private');
    const pin = { latitude: here.lat, longitude: here.lng };
    const privateEvent = await createEvent(
      ctx.app,
      poster.headers,
      eventBody(now, { ...pin, title: 'Private supper', visibility: 'group', group_id: group }),
    );
    const endedEvent = await createEvent(ctx.app, poster.headers, eventBody(now, { ...pin, title: 'Ended' }));
    await db()
      .updateTable('events')
      .set({ starts_at: new Date(now.getTime() - 5 * 3600_000), ends_at: new Date(now.getTime() - 3600_000) })
      .where('id', '=', endedEvent)
      .execute();
    const cancelledEvent = await createEvent(ctx.app, poster.headers, eventBody(now, { ...pin, title: 'Cancelled' }));
    await db().updateTable('events').set({ status: 'cancelled' }).where('id', '=', cancelledEvent).execute();
    const hiddenEvent = await createEvent(ctx.app, poster.headers, eventBody(now, { ...pin, title: 'Hidden' }));
    await db().updateTable('events').set({ hidden_at: now }).where('id', '=', hiddenEvent).execute();
    const openEvent = await createEvent(ctx.app, poster.headers, eventBody(now, { ...pin, title: 'Open' }));

    const hiddenOrg = await organization(ctx.app, {
      business_name: 'Hidden Org',
      location_lat: here.lat,
      location_lng: here.lng,
      hidden_at: now,
    });
    const blockedOrg = await organization(ctx.app, {
      business_name: 'Blocked Org',
      location_lat: here.lat,
      location_lng: here.lng,
    });
    await db()
      .insertInto('user_blocks')
      .values({ blocker_id: viewer.id, blocked_id: blockedOrg.ownerId, created_at: now })
      .execute();
    const visibleOrg = await organization(ctx.app, {
      business_name: 'Seen Org',
      location_lat: here.lat,
      location_lng: here.lng,
    });

    const seen = await idsOn(viewer, here.bbox);
    expect(seen).toEqual([blockedItem, liveAlert, openEvent, visibleOrg.id].sort());
    for (const gone of [blockersItem, blockedByItem, hiddenItem, withdrawnItem, lentRental, hiddenRental]) {
      expect(seen).not.toContain(gone);
    }
    for (const gone of [
      resolvedAlert,
      expiredAlert,
      hiddenAlert,
      privateEvent,
      endedEvent,
      cancelledEvent,
      hiddenEvent,
      hiddenOrg.id,
      blockedOrg.id,
    ]) {
      expect(seen).not.toContain(gone);
    }
    // The poster sees their own hidden things and their private group's event; the hidden org its owner.
    const own = await idsOn(poster, here.bbox, 'item,rental,alert,event');
    expect(own).toEqual(expect.arrayContaining([hiddenItem, hiddenRental, hiddenAlert, privateEvent, hiddenEvent]));
    expect(await idsOn(hiddenOrg, here.bbox, 'organization')).toContain(hiddenOrg.id);
    // An alert is for the neighbours it was posted to: someone of another town sees none of them.
    expect(await idsOn(elsewhere, here.bbox, 'alert')).toEqual([]);
  });

  it('caps the answer and shares it among the kinds, saying it was truncated', async () => {
    const here = town('Crowdville', 16.5, 26.5);
    const viewer = await here.resident();
    const rows = Array.from({ length: MapLimits.maxPoints + 20 }, (_, index) => ({
      business_name: `Shop ${index}`,
      location_lat: here.lat + (index % 50) * 0.0005,
      location_lng: here.lng + Math.floor(index / 50) * 0.0005,
    }));
    for (const row of rows) await organization(ctx.app, row);
    const poster = await here.resident();
    const eventId = await createEvent(
      ctx.app,
      poster.headers,
      eventBody(clock.now(), { latitude: here.lat, longitude: here.lng }),
    );
    const { data, truncated } = await mapOf(viewer.headers, `bbox=${here.bbox}`);
    expect(truncated).toBe(true);
    expect(data).toHaveLength(MapLimits.maxPoints);
    expect(data.map((point) => point.id)).toContain(eventId);
  });

  it('refuses hostile queries with 400 and visitors with 401', async () => {
    const viewer = await neighbour(ctx.app);
    const bad = [
      '',
      'bbox=',
      'bbox=1,2,3',
      'bbox=NaN,1,2,3',
      'bbox=1,2,Infinity,4',
      'bbox=10,1,5,3',
      'bbox=1,10,5,3',
      'bbox=-190,1,5,3',
      'bbox=1,1,2,95',
      'bbox=-10,-10,10,10',
      'bbox=0,0,1,1&kinds=',
      'bbox=0,0,1,1&kinds=house',
      'bbox=0,0,1,1&kinds=item,,event',
      `bbox=${'1'.repeat(200)},0,1,1`,
      'bbox=0,0,1,1&bbox=0,0,1,1',
    ];
    for (const query of bad) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/map?${query}`, headers: viewer.headers });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/v1/map?bbox=0,0,1,1' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /map/tiles and GET /places/search', () => {
  it('answers the default tiles to anyone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/map/tiles' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attribution_url: 'https://www.openstreetmap.org/copyright',
    });
    // The pages' policy lets the map load its tiles (API answers allow nothing at all).
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  it('reads the tile origin of a template for the CSP', () => {
    expect(mapTileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(mapTileOrigin('https://{s}.tiles.example.com:8443/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tiles.example.com:8443',
    );
    expect(mapTileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)/{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: '//tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('finds places for a signed-in caller and refuses short or missing queries', async () => {
    const viewer = await neighbour(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/places/search?q=Lagos',
      headers: viewer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const places = response.json().data as { name: string; country: string; latitude: number }[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(MapLimits.placeResults);
    expect(places[0]).toMatchObject({ name: 'Lagos', country: 'Nigeria' });
    for (const query of ['', 'q=', 'q=a', `q=${'a'.repeat(101)}`]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/places/search?${query}`,
        headers: viewer.headers,
      });
      expect(refused.statusCode, query).toBe(400);
    }
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/v1/places/search?q=Lagos' });
    expect(visitor.statusCode).toBe(401);
  });
});
