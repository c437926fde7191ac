import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsOnMap, mapOf as mapOfHelper, mapTown } from '../helpers/map.js';
import { organization } from '../helpers/organizations.js';
import type { neighbour } from '../helpers/posts.js';
import { keepSession, statementsDuring } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { manualClock } from '../../src/lib/clock.js';

// GET /map's organizations come from grid cells every viewer shares (decision 0081): counted
// statements, and changes seen at once.
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
const idsOn = (person: Person | { headers: Headers }, bbox: string, kinds = '') =>
  idsOnMap(ctx.app, person, bbox, kinds);
const db = () => ctx.database.db;

describe('GET /map from shared cells', () => {
  it('reads the other kinds in one statement and shares the organizations of a cell among viewers', async () => {
    const here = town('Countham', 18.5, 28.5);
    const viewer = await here.resident();
    const other = await here.resident();
    await organization(ctx.app, { business_name: 'Count Shop', location_lat: here.lat, location_lng: here.lng });
    await keepSession(ctx.app, viewer.headers);
    await keepSession(ctx.app, other.headers);
    // First: the other kinds, the box's cells, and the viewer's blocks.
    const first = await statementsDuring(ctx.database, () => mapOf(viewer.headers, `bbox=${here.bbox}`));
    expect(first).toBeLessThanOrEqual(3);
    // Again, and for another viewer: the cells are kept; only the other kinds (and their blocks once).
    expect(await statementsDuring(ctx.database, () => mapOf(viewer.headers, `bbox=${here.bbox}`))).toBe(1);
    expect(
      await statementsDuring(ctx.database, () => mapOf(other.headers, `bbox=${here.bbox}&kinds=organization`)),
    ).toBeLessThanOrEqual(1);
    expect(
      await statementsDuring(ctx.database, () => mapOf(other.headers, `bbox=${here.bbox}&kinds=organization`)),
    ).toBe(0);
    const two = await statementsDuring(ctx.database, () => mapOf(viewer.headers, `bbox=${here.bbox}&kinds=item,alert`));
    expect(two).toBe(1);
  });

  it('shows a change to an organization or a block at once, though cells are shared', async () => {
    const here = town('Freshby', 19.5, 29.5);
    const viewer = await here.resident();
    const owner = await organization(ctx.app, {
      business_name: 'Fresh Grocer',
      location_lat: here.lat,
      location_lng: here.lng,
    });
    expect(await idsOn(viewer, here.bbox, 'organization')).toEqual([owner.id]);

    // A new pin in a kept cell.
    const later = await organization(ctx.app, { business_name: 'Late Cafe' });
    const pinned = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/organization/me',
      headers: later.headers,
      payload: { latitude: here.lat + 0.001, longitude: here.lng + 0.001 },
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(await idsOn(viewer, here.bbox, 'organization')).toEqual([owner.id, later.id].sort());

    // Hidden by a moderator: gone for the viewer, still there for its owner.
    await db().updateTable('organizations').set({ hidden_at: clock.now() }).where('id', '=', owner.id).execute();
    expect(await idsOn(viewer, here.bbox, 'organization')).toEqual([later.id]);
    expect(await idsOn(owner, here.bbox, 'organization')).toContain(owner.id);

    // A block after the viewer's blocks were kept: the blocked owner's place is gone for the viewer.
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${later.ownerId}/block`,
      headers: viewer.headers,
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expect(await idsOn(viewer, here.bbox, 'organization')).toEqual([]);
    expect(await idsOn(later, here.bbox, 'organization')).toEqual([later.id]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${later.ownerId}/block`, headers: viewer.headers });
    expect(await idsOn(viewer, here.bbox, 'organization')).toEqual([later.id]);
  });
});
