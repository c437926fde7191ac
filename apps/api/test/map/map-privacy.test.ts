import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapPoint } from '@ourhood/contract';
import { isGridCentre, snapToGrid } from '../../src/lib/geo/index.js';
import { createEvent, eventBody } from '../helpers/events.js';
import { listItem } from '../helpers/marketplace.js';
import { organization } from '../helpers/organizations.js';
import { neighbour, type Area } from '../helpers/posts.js';
import { postRental } from '../helpers/rentals.js';
import { alertId } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { manualClock } from '../../src/lib/clock.js';

// Issue 44's privacy rule: no neighbour's home is ever drawn. Everything a neighbour posts (items,
// rentals, alerts) sits at the centre of the ≈1 km grid cell holding the poster's saved location,
// never anywhere finer. This test reads every map answer of a seeded neighbourhood, for every
// neighbour, over boxes of every size down to a few metres around each home, and fails on any
// point of a neighbour's post that is not exactly that cell's centre.

let ctx: TestContext;
const clock = manualClock(new Date('2030-05-01T09:00:00Z'));
const AREA: Area = { suburb: 'Park Slope', city: 'Brooklyn', state: 'New York', country: 'United States' };
type Home = { latitude: number; longitude: number };

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});
afterAll(async () => {
  await ctx?.close();
});

describe('the map never draws a neighbour nearer than their grid cell', () => {
  it('places every item, rental and alert of a seeded neighbourhood at its poster’s cell centre', async () => {
    const posters: { id: string; headers: { authorization: string }; home: Home }[] = [];
    // Homes spread over a few km, some saved through the API (rounded to 2 decimals), some set finer.
    for (let index = 0; index < 8; index++) {
      const home = { latitude: 40.66 + index * 0.0031, longitude: -73.99 + ((index * 7) % 12) * 0.0027 };
      const person = await neighbour(ctx.app, AREA, { location_lat: home.latitude, location_lng: home.longitude });
      posters.push({ ...person, home });
    }
    for (const person of posters.slice(0, 4)) {
      const saved = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/profile/update-location',
        headers: person.headers,
        payload: { latitude: person.home.latitude + 0.00123, longitude: person.home.longitude - 0.00077 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const row = await ctx.database.db
        .selectFrom('users')
        .select(['location_lat', 'location_lng'])
        .where('id', '=', person.id)
        .executeTakeFirstOrThrow();
      person.home = { latitude: Number(row.location_lat), longitude: Number(row.location_lng) };
    }
    const posterOf = new Map<string, Home>();
    for (const person of posters) {
      // A fresh session after the location change: the session carries the saved location.
      posterOf.set(await listItem(ctx.app, person.headers, { title: 'Garden chair' }), person.home);
      posterOf.set(await postRental(ctx.app, person.headers, 'Hedge trimmer'), person.home);
      posterOf.set(await alertId(ctx.app, person.headers, { title: 'Lost cat' }), person.home);
    }
    // Public places alongside: an organization's address and an event's place are drawn exactly.
    const bakery = await organization(ctx.app, {
      business_name: 'Bakery',
      location_lat: 40.6712,
      location_lng: -73.9815,
    });
    const picnic = await createEvent(
      ctx.app,
      posters[0]!.headers,
      eventBody(clock.now(), { latitude: 40.6655, longitude: -73.9755 }),
    );

    const boxes: string[] = ['-74.2,40.5,-73.7,40.9', '-74.0,40.65,-73.95,40.7'];
    for (const { home } of posters) {
      // Boxes of 1 km, 100 m and 10 m around each home: a finer point would show in one of them.
      for (const half of [0.005, 0.0005, 0.00005]) {
        boxes.push(`${home.longitude - half},${home.latitude - half},${home.longitude + half},${home.latitude + half}`);
      }
    }

    let checked = 0;
    for (const viewer of posters) {
      for (const bbox of boxes) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/map?bbox=${bbox}`,
          headers: viewer.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        for (const point of response.json().data as MapPoint[]) {
          if (point.kind === 'organization' || point.kind === 'event') {
            expect([bakery.id, picnic]).toContain(point.id);
            continue;
          }
          const home = posterOf.get(point.id);
          expect(home, `${point.kind} ${point.id} has a known poster`).toBeDefined();
          expect(Object.keys(point).sort()).toEqual(
            [
              'id',
              'kind',
              'latitude',
              'longitude',
              'title',
              'url',
              ...(point.kind === 'alert' ? ['radius_m'] : []),
            ].sort(),
          );
          expect(isGridCentre(point.latitude, point.longitude), `${point.kind} at a cell centre`).toBe(true);
          expect({ latitude: point.latitude, longitude: point.longitude }).toEqual(
            snapToGrid(home!.latitude, home!.longitude),
          );
          expect(point.latitude === home!.latitude && point.longitude === home!.longitude).toBe(false);
          checked++;
        }
      }
    }
    // Every neighbour saw every post in the widest box: the test read what it meant to.
    expect(checked).toBeGreaterThanOrEqual(posters.length * posters.length * 3);
  });
});
