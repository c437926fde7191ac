import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAction, listItem } from '../helpers/marketplace.js';
import { BUSHWICK, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { notificationsOf } from '../helpers/rentals.js';
import { act, report, staff } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { manualClock } from '../../src/lib/clock.js';

let ctx: TestContext;
const clock = manualClock(new Date('2030-03-01T12:00:00Z'));
type Person = Awaited<ReturnType<typeof neighbour>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, person: Person) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: person.headers });
const send = (method: 'PATCH' | 'DELETE' | 'PUT', url: string, person: Person, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const browseIds = async (person: Person, query = '') =>
  ((await get(`/marketplace/items${query}`, person)).json().data as { id: string }[]).map((item) => item.id);

async function people() {
  const seller = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Sara', last_name: 'Seller' });
  const buyer = await neighbour(ctx.app, BUSHWICK, { first_name: 'Ben', last_name: 'Buyer' });
  const other = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Olga', last_name: 'Other' });
  return { seller, buyer, other };
}

describe('the marketplace state machine', () => {
  it('goes available → reserved → sold, moved by the seller only, with 409 on illegal moves', async () => {
    const { seller, buyer, other } = await people();
    const id = await listItem(ctx.app, seller.headers, { title: 'Bookcase' });

    // Only from reserved to sold; no release of an available item.
    expect((await itemAction(ctx.app, seller.headers, id, 'sold')).statusCode).toBe(409);
    expect((await send('PATCH', `/marketplace/items/${id}`, seller, { status: 'available' })).statusCode).toBe(409);

    // 'I'm interested': once, the seller told with the buyer's name; the seller cannot.
    const first = await itemAction(ctx.app, buyer.headers, id, 'interest');
    expect(first.statusCode, first.body).toBe(201);
    expect((await itemAction(ctx.app, buyer.headers, id, 'interest')).statusCode).toBe(200);
    expect((await itemAction(ctx.app, seller.headers, id, 'interest')).statusCode).toBe(409);
    const told = (await notificationsOf(ctx.app, seller.headers)).filter((n) => n.kind === 'marketplace_interest');
    expect(told).toEqual([
      { kind: 'marketplace_interest', subjectId: id, message: 'Ben Buyer is interested in your item "Bookcase"' },
    ]);

    // The seller sees who is interested; nobody else does.
    const seen = (await get(`/marketplace/items/${id}`, seller)).json().data;
    expect(seen.interest_count).toBe(1);
    expect(seen.interested_people.map((p: { id: string }) => p.id)).toEqual([buyer.id]);
    const byOther = (await get(`/marketplace/items/${id}`, other)).json().data;
    expect(byOther).toMatchObject({ interest_count: 0, interested_people: [], buyer: null });

    // Reserve: the seller only (404 to others), to an interested neighbour only (400 otherwise).
    expect((await itemAction(ctx.app, buyer.headers, id, 'reserve', { buyer_id: buyer.id })).statusCode).toBe(404);
    for (const buyerId of [other.id, seller.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await itemAction(ctx.app, seller.headers, id, 'reserve', { buyer_id: buyerId });
      expect(refused.statusCode, buyerId).toBe(400);
      expect(refused.json().errors).toEqual({ buyer_id: 'Choose someone who said they are interested' });
    }
    const reserved = await itemAction(ctx.app, seller.headers, id, 'reserve', { buyer_id: buyer.id });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().data).toMatchObject({ status: 'reserved', buyer: { id: buyer.id } });
    expect((await get(`/marketplace/items/${id}`, buyer)).json().data).toMatchObject({
      status: 'reserved',
      reserved_for_me: true,
      buyer: null,
    });
    expect((await notificationsOf(ctx.app, buyer.headers)).map((n) => n.kind)).toContain('marketplace_reserved');

    // Reserved: no second reservation, no new interest.
    expect((await itemAction(ctx.app, seller.headers, id, 'reserve', { buyer_id: buyer.id })).statusCode).toBe(409);
    expect((await itemAction(ctx.app, other.headers, id, 'interest')).statusCode).toBe(409);

    expect((await itemAction(ctx.app, other.headers, id, 'sold')).statusCode).toBe(404);
    const sold = await itemAction(ctx.app, seller.headers, id, 'sold');
    expect(sold.statusCode).toBe(200);
    expect(sold.json().data).toMatchObject({ status: 'sold', buyer: { id: buyer.id } });
    expect(sold.json().data.sold_at).not.toBeNull();

    // Sold is final.
    expect((await itemAction(ctx.app, seller.headers, id, 'sold')).statusCode).toBe(409);
    expect((await itemAction(ctx.app, seller.headers, id, 'reserve', { buyer_id: buyer.id })).statusCode).toBe(409);
    expect((await send('DELETE', `/marketplace/items/${id}`, seller)).statusCode).toBe(409);
    expect((await send('PATCH', `/marketplace/items/${id}`, seller, { title: 'Renamed' })).statusCode).toBe(409);
    expect(await browseIds(other)).not.toContain(id);
  });

  it('releases a reservation, withdraws, and keeps withdrawn items to the seller', async () => {
    const { seller, buyer, other } = await people();
    const id = await listItem(ctx.app, seller.headers, { title: 'Pram' });
    await itemAction(ctx.app, buyer.headers, id, 'interest');
    await itemAction(ctx.app, seller.headers, id, 'reserve', { buyer_id: buyer.id });
    const released = await send('PATCH', `/marketplace/items/${id}`, seller, { status: 'available', price: '5' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toMatchObject({
      status: 'available',
      buyer: null,
      reserved_at: null,
      price: { minor: 500 },
    });

    expect((await send('PATCH', `/marketplace/items/${id}`, other, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await send('DELETE', `/marketplace/items/${id}`, other)).statusCode).toBe(404);
    expect((await send('DELETE', `/marketplace/items/${id}`, seller)).statusCode).toBe(200);
    expect((await send('DELETE', `/marketplace/items/${id}`, seller)).statusCode).toBe(409);
    expect((await get(`/marketplace/items/${id}`, other)).statusCode).toBe(404);
    expect((await itemAction(ctx.app, other.headers, id, 'interest')).statusCode).toBe(404);
    expect(await browseIds(other)).not.toContain(id);
    const mine = (await get('/marketplace/mine', seller)).json().data as { id: string; status: string }[];
    expect(mine.find((item) => item.id === id)?.status).toBe('withdrawn');
  });

  it('validates edits like the form', async () => {
    const { seller } = await people();
    const id = await listItem(ctx.app, seller.headers);
    const bad = await send('PATCH', `/marketplace/items/${id}`, seller, { price: -3, title: '' });
    expect(bad.statusCode).toBe(400);
    expect((await send('PATCH', `/marketplace/items/${id}`, seller, { price: 'abc' })).statusCode).toBe(400);
    expect((await send('PATCH', `/marketplace/items/${id}`, seller, { price: 2_000_000 })).statusCode).toBe(400);
  });

  it('records 50 simultaneous interests of one buyer once, and notifies once', async () => {
    const { seller, buyer } = await people();
    const id = await listItem(ctx.app, seller.headers, { title: 'Drum kit' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => itemAction(ctx.app, buyer.headers, id, 'interest')),
    );
    expect(
      answers
        .filter((a) => a.statusCode !== 200 && a.statusCode !== 201)
        .map((a) => a.body)
        .slice(0, 2),
    ).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(49);
    const rows = await ctx.database.db
      .selectFrom('marketplace_interests')
      .selectAll()
      .where('item_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await notificationsOf(ctx.app, seller.headers)).filter((n) => n.subjectId === id)).toHaveLength(1);
  });

  it('limits new interests per neighbour per day (429), and a day later allows more', async () => {
    const seller = await neighbour(ctx.app, PARK_SLOPE);
    const buyer = await neighbour(ctx.app, PARK_SLOPE);
    const ids: string[] = [];
    // Listing is limited too (20 a day): two sellers.
    const seller2 = await neighbour(ctx.app, PARK_SLOPE);
    for (let i = 0; i < 31; i++)
      ids.push(await listItem(ctx.app, (i < 20 ? seller : seller2).headers, { title: `Thing ${i}` }));
    for (const id of ids.slice(0, 30))
      expect((await itemAction(ctx.app, buyer.headers, id, 'interest')).statusCode).toBe(201);
    const over = await itemAction(ctx.app, buyer.headers, ids[30]!, 'interest');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // A repeat is not a new interest: still fine.
    expect((await itemAction(ctx.app, buyer.headers, ids[0]!, 'interest')).statusCode).toBe(200);
    // Listing beyond 20 a day is refused too.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/marketplace/items',
          headers: seller.headers,
          payload: { title: 'One more', description: 'x', category: 'other', condition: 'good', price: 1 },
        })
      ).statusCode,
    ).toBe(429);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await itemAction(ctx.app, buyer.headers, ids[30]!, 'interest')).statusCode).toBe(201);
  });
});

describe('saved items and your listings', () => {
  it('saves idempotently, lists saved latest first, and unsaves', async () => {
    const { seller, buyer } = await people();
    const a = await listItem(ctx.app, seller.headers, { title: 'Kettle' });
    clock.advance(1000);
    const b = await listItem(ctx.app, seller.headers, { title: 'Toaster' });
    expect((await send('PUT', `/marketplace/items/${a}/save`, buyer)).json().data.saved).toBe(true);
    clock.advance(1000);
    await send('PUT', `/marketplace/items/${b}/save`, buyer);
    await send('PUT', `/marketplace/items/${b}/save`, buyer);
    const saved = (await get('/marketplace/saved', buyer)).json();
    expect(saved.data.map((i: { id: string }) => i.id)).toEqual([b, a]);
    expect(saved.metadata.total).toBe(2);
    const browsed = (await get('/marketplace/items', buyer)).json().data as { id: string; saved: boolean }[];
    expect(browsed.find((i) => i.id === a)?.saved).toBe(true);
    expect((await send('DELETE', `/marketplace/items/${a}/save`, buyer)).json().data.saved).toBe(false);
    expect((await send('DELETE', `/marketplace/items/${a}/save`, buyer)).statusCode).toBe(200);
    expect((await get('/marketplace/saved', buyer)).json().data.map((i: { id: string }) => i.id)).toEqual([b]);
    expect((await send('PUT', '/marketplace/items/00000000-0000-4000-8000-000000000000/save', buyer)).statusCode).toBe(
      404,
    );

    const mine = (await get('/marketplace/mine', seller)).json();
    expect(mine.data.map((i: { id: string }) => i.id)).toEqual([b, a]);
    expect((await get('/marketplace/mine', buyer)).json().data).toEqual([]);
  });
});

describe('blocks and moderation', () => {
  it("hides a blocked neighbour's items both ways, and lets no interest pass", async () => {
    const { seller, buyer, other } = await people();
    const id = await listItem(ctx.app, seller.headers, { title: 'Hammock' });
    await itemAction(ctx.app, other.headers, id, 'interest');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${seller.id}/block`, headers: buyer.headers });
    expect(await browseIds(buyer)).not.toContain(id);
    expect((await get(`/marketplace/items/${id}`, buyer)).statusCode).toBe(404);
    expect((await itemAction(ctx.app, buyer.headers, id, 'interest')).statusCode).toBe(404);
    expect((await send('PUT', `/marketplace/items/${id}/save`, buyer)).statusCode).toBe(404);
    const theirs = await listItem(ctx.app, buyer.headers, { title: 'Blocker item' });
    expect(await browseIds(seller)).not.toContain(theirs);
    expect(await browseIds(other)).toEqual(expect.arrayContaining([id, theirs]));
  });

  it('hides a reported item for everyone but its seller', async () => {
    const { seller, buyer } = await people();
    const moderator = await staff(ctx.app, 'moderator');
    const id = await listItem(ctx.app, seller.headers, { title: 'Totally real designer bag' });
    expect((await report(ctx.app, buyer.headers, 'marketplace_item', id, 'scam')).statusCode).toBe(201);
    const hide = await act(ctx.app, moderator.headers, {
      target_type: 'marketplace_item',
      target_id: id,
      action: 'hide',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await get(`/marketplace/items/${id}`, buyer)).statusCode).toBe(404);
    expect(await browseIds(buyer)).not.toContain(id);
    expect((await get(`/marketplace/items/${id}`, seller)).statusCode).toBe(200);
  });
});
