import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, eventBody } from '../helpers/events.js';
import { createGroup } from '../helpers/groups.js';
import { idsOnMap, mapOf as mapOfHelper, mapTown } from '../helpers/map.js';
import { listItem } from '../helpers/marketplace.js';
import { postRental } from '../helpers/rentals.js';
import { alertId } from '../helpers/safety.js';
import { organization } from '../helpers/organizations.js';
import type { neighbour } from '../helpers/posts.js';
import { keepSession, statementsDuring } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { manualClock } from '../../src/lib/clock.js';

// GET /map's points come from grid cells every viewer shares (decisions 0081, 0082): counted
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
  it('shares the cells of every kind among viewers: a warm request reads no statement', async () => {
    const here = town('Countham', 18.5, 28.5);
    const viewer = await here.resident();
    const other = await here.resident();
    await organization(ctx.app, { business_name: 'Count Shop', location_lat: here.lat, location_lng: here.lng });
    await listItem(ctx.app, other.headers, { title: 'Count chair' });
    await keepSession(ctx.app, viewer.headers);
    await keepSession(ctx.app, other.headers);
    // First: the box's organization cells, its cells of the other kinds, and the viewer's blocks and groups.
    const first = await statementsDuring(ctx.database, () => mapOf(viewer.headers, `bbox=${here.bbox}`));
    expect(first).toBeLessThanOrEqual(3);
    // Again, and for another viewer: every cell is kept; the other viewer's facts are read once.
    expect(await statementsDuring(ctx.database, () => mapOf(viewer.headers, `bbox=${here.bbox}`))).toBe(0);
    expect(
      await statementsDuring(ctx.database, () => mapOf(other.headers, `bbox=${here.bbox}&kinds=organization`)),
    ).toBeLessThanOrEqual(1);
    expect(await statementsDuring(ctx.database, () => mapOf(other.headers, `bbox=${here.bbox}`))).toBe(0);
    expect(
      await statementsDuring(ctx.database, () => mapOf(viewer.headers, `bbox=${here.bbox}&kinds=item,alert`)),
    ).toBe(0);
  });

  it('shows a new or changed item, rental, alert or event, and a new membership, at once, though cells are shared', async () => {
    const here = town('Nowby', 20.5, 30.5);
    const viewer = await here.resident();
    const poster = await here.resident();
    const now = clock.now();
    const pin = { latitude: here.lat, longitude: here.lng };
    const eventId = await createEvent(ctx.app, poster.headers, eventBody(now, { ...pin, title: 'Fair' }));
    expect(await idsOn(viewer, here.bbox)).toEqual([eventId]);

    // New rows of each kind in kept cells.
    const itemId = await listItem(ctx.app, poster.headers, { title: 'Lamp' });
    const rentalId = await postRental(ctx.app, poster.headers, 'Ladder');
    const alertIdNow = await alertId(ctx.app, poster.headers, { title: 'Road closed' });
    expect(await idsOn(viewer, here.bbox)).toEqual([eventId, itemId, rentalId, alertIdNow].sort());

    // Changes by hand, as a moderator's tool or another process would make them.
    await db().updateTable('events').set({ status: 'cancelled' }).where('id', '=', eventId).execute();
    await db().updateTable('marketplace_items').set({ hidden_at: now }).where('id', '=', itemId).execute();
    await db()
      .updateTable('alerts')
      .set({ status: 'resolved', resolved_at: now })
      .where('id', '=', alertIdNow)
      .execute();
    expect(await idsOn(viewer, here.bbox)).toEqual([rentalId]);
    expect(await idsOn(poster, here.bbox, 'item')).toEqual([itemId]);
    await db().deleteFrom('rental_requests').where('id', '=', rentalId).execute();
    expect(await idsOn(viewer, here.bbox)).toEqual([]);

    // A private group's event shows to a member as soon as they join, and not after they leave.
    const group = await createGroup(ctx.app, poster.headers, 'Nowby supper club', 'private');
    const supper = await createEvent(
      ctx.app,
      poster.headers,
      eventBody(now, { ...pin, title: 'Supper', visibility: 'group', group_id: group }),
    );
    expect(await idsOn(viewer, here.bbox, 'event')).toEqual([]);
    await db()
      .insertInto('group_members')
      .values({ group_id: group, user_id: viewer.id, role: 'member', created_at: now })
      .execute();
    expect(await idsOn(viewer, here.bbox, 'event')).toEqual([supper]);
    await db().deleteFrom('group_members').where('group_id', '=', group).where('user_id', '=', viewer.id).execute();
    expect(await idsOn(viewer, here.bbox, 'event')).toEqual([]);

    // An event that ends leaves the kept cell's answer with no write at all.
    const soon = await createEvent(ctx.app, poster.headers, eventBody(now, { ...pin, title: 'Soon over' }, 1));
    expect(await idsOn(viewer, here.bbox, 'event')).toEqual([soon]);
    clock.advance(4 * 3600_000);
    expect(await idsOn(viewer, here.bbox, 'event')).toEqual([]);
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
