import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogin } from '../helpers/auth.js';
import { makeImage } from '../helpers/images.js';
import { itemAction, listItem, listItemMultipart } from '../helpers/marketplace.js';
import { createListingRequest, organization } from '../helpers/organizations.js';
import { BUSHWICK, IKEJA, neighbour, PARK_SLOPE, type Area } from '../helpers/posts.js';
import { addKeyword, notificationsOf, postRental } from '../helpers/rentals.js';
import { countStatements, keepSession } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { manualClock } from '../../src/lib/clock.js';

let ctx: TestContext;
const clock = manualClock(new Date('2030-04-01T09:00:00Z'));
type Person = Awaited<ReturnType<typeof neighbour>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, person: { headers: { authorization: string } }) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: person.headers });
type Listed = { id: string; title: string; source: string; price: { minor: number; free: boolean } };
const titles = async (person: Person, query = '') => {
  const response = await get(`/marketplace/items${query}`, person);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Listed[]).map((item) => item.title);
};

/** A city of its own per test, so lists hold only that test's items. */
function city(name: string): Area {
  return { suburb: `${name} Centre`, city: name, state: 'Test State', country: 'Testland' };
}

describe('browsing', () => {
  it('filters by category, free only, price range and search, newest first', async () => {
    const area = city('Filterton');
    const seller = await neighbour(ctx.app, area);
    const reader = await neighbour(ctx.app, area);
    const list = async (title: string, category: string, price: number | string) => {
      clock.advance(1000);
      return listItem(ctx.app, seller.headers, { title, category, price, description: `${title} for sale` });
    };
    await list('Red sofa', 'furniture', 120);
    await list('Free cot', 'baby_kids', 0);
    await list('Cordless drill', 'tools', '45.99');
    await list('Old bike', 'sports', 60);
    expect(await titles(reader)).toEqual(['Old bike', 'Cordless drill', 'Free cot', 'Red sofa']);
    expect(await titles(reader, '?category=tools')).toEqual(['Cordless drill']);
    expect(await titles(reader, '?free=true')).toEqual(['Free cot']);
    expect(await titles(reader, '?min_price=45.99&max_price=100')).toEqual(['Old bike', 'Cordless drill']);
    expect(await titles(reader, '?max_price=45.98')).toEqual(['Free cot']);
    expect(await titles(reader, '?search=SOFA')).toEqual(['Red sofa']);
    expect(await titles(reader, '?search=100%25')).toEqual([]);
    const paged = (await get('/marketplace/items?limit=3&page=2', reader)).json();
    expect(paged.data.map((item: Listed) => item.title)).toEqual(['Red sofa']);
    expect(paged.metadata).toMatchObject({ page: 2, limit: 3, total: 4, has_more: false });
    expect((await get('/marketplace/items?limit=3&page=9', reader)).json().metadata.total).toBe(4);
  });

  it.each([
    ['?min_price=-1'],
    ['?max_price=abc'],
    ['?min_price=10&max_price=5'],
    ['?max_price=99999999'],
    ['?min_price=1.234'],
    ['?category=cars'],
    ['?free=yes'],
  ])('refuses the query %s with 400', async (query) => {
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    expect((await get(`/marketplace/items${query}`, reader)).statusCode).toBe(400);
  });

  it("shows the area's organizations' active listings too, but not under a category", async () => {
    const area = city('Shopville');
    const reader = await neighbour(ctx.app, area);
    const seller = await neighbour(ctx.app, area);
    const shop = await organization(ctx.app, {
      business_name: 'Corner Bakery',
      location_city: area.city,
      location_state: area.state,
      location_country: area.country,
    });
    const elsewhere = await organization(ctx.app, { business_name: 'Far Shop', location_city: 'Elsewhere' });
    for (const [org, title, price] of [
      [shop, 'Day-old bread', ''],
      [shop, 'Birthday cake', '2500'],
      [elsewhere, 'Far away cake', '300'],
    ] as const) {
      clock.advance(1000);
      const created = await createListingRequest(ctx.app, org.headers, {
        title,
        description: 'Fresh',
        price_cents: price,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    clock.advance(1000);
    await listItem(ctx.app, seller.headers, { title: 'Cake tin', category: 'home_garden', price: 2 });
    const all = (await get('/marketplace/items', reader)).json().data as (Listed & { organization: unknown })[];
    expect(all.map((item) => item.title)).toEqual(['Cake tin', 'Birthday cake', 'Day-old bread']);
    expect(all[1]).toMatchObject({
      source: 'organization',
      seller: null,
      category: null,
      status: 'available',
      organization: { id: shop.id, name: 'Corner Bakery' },
      price: { minor: 2500, currency: 'USD', free: false },
    });
    expect(await titles(reader, '?free=true')).toEqual(['Day-old bread']);
    expect(await titles(reader, '?search=cake')).toEqual(['Cake tin', 'Birthday cake']);
    expect(await titles(reader, '?category=home_garden')).toEqual(['Cake tin']);
  });

  it('runs a fixed number of statements for a page, however many items and listings', async () => {
    const area = city('Countville');
    const reader = await neighbour(ctx.app, area);
    const seller = await neighbour(ctx.app, area);
    const shop = await organization(ctx.app, {
      business_name: 'Count Shop',
      location_city: area.city,
      location_state: area.state,
      location_country: area.country,
    });
    await sql`
      INSERT INTO marketplace_items (seller_id, title, description, category, condition, price_minor, currency, photos,
        location_suburb, location_city, location_state, location_country, created_at, updated_at)
      SELECT ${seller.id}::uuid, 'Item ' || g, 'Thing', 'other', 'good', g * 100, 'USD',
        jsonb_build_array(jsonb_build_object('display', left(md5(g::text), 2) || '/' || md5(g::text) || '.webp',
          'thumbnail', left(md5(g::text), 2) || '/' || md5(g::text) || '-thumb.webp')),
        ${area.suburb}, ${area.city}, ${area.state}, ${area.country},
        now() - g * interval '1 second', now() - g * interval '1 second'
      FROM generate_series(1, 300) AS g`.execute(ctx.database.db);
    await sql`
      INSERT INTO listings (organization_id, title, description, price_cents, created_at, updated_at)
      SELECT ${shop.id}::uuid, 'Listing ' || g, 'Offer', g, now() - g * interval '2 second', now()
      FROM generate_series(1, 50) AS g`.execute(ctx.database.db);
    const itemIds = await ctx.database.db
      .selectFrom('marketplace_items')
      .select('id')
      .where('seller_id', '=', seller.id)
      .limit(5)
      .execute();
    for (const row of itemIds) {
      await ctx.app.inject({ method: 'PUT', url: `/api/v1/marketplace/items/${row.id}/save`, headers: reader.headers });
    }
    for (const url of [
      '/api/v1/marketplace/items?limit=60',
      '/api/v1/marketplace/items?limit=60&page=3&search=item&min_price=1',
      '/api/v1/marketplace/saved',
      `/api/v1/marketplace/mine?limit=60`,
    ]) {
      const who = url.includes('mine') ? seller : reader;
      await keepSession(ctx.app, who.headers);
      const counter = countStatements(ctx.database);
      try {
        const response = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.length, url).toBeGreaterThan(0);
        // The caller's area (browse only) and the page with its total (the session is kept).
        expect(counter.count(), url).toBe(url.includes('/items') ? 2 : 1);
      } finally {
        counter.restore();
      }
    }
  });
});

describe("keyword alerts ('Notify me when…')", () => {
  it('match new marketplace items with a marker of the board, never the seller, another city or across a block', async () => {
    const seller = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Sol', last_name: 'Seller' });
    const watcher = await neighbour(ctx.app, BUSHWICK);
    const farWatcher = await neighbour(ctx.app, IKEJA);
    const blocker = await neighbour(ctx.app, PARK_SLOPE);
    for (const person of [seller, watcher, farWatcher, blocker]) await addKeyword(ctx.app, person.headers, 'Ladders');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${seller.id}/block`, headers: blocker.headers });

    const itemId = await listItem(ctx.app, seller.headers, {
      title: 'Aluminium ladder',
      description: 'Three metres, folds flat',
      category: 'tools',
      price: 30,
    });
    const requestId = await postRental(ctx.app, seller.headers, 'Ladder');
    await ctx.app.jobs.drain();
    const alerts = (await get('/notifications?limit=50', watcher)).json().data as {
      kind: string;
      board: string | null;
      subject: { id: string; type: string };
      message: string;
    }[];
    expect(alerts.map((n) => [n.kind, n.board, n.subject.type, n.subject.id]).sort()).toEqual([
      ['marketplace_match', 'marketplace', 'marketplace_item', itemId],
      ['rental_match', 'rentals', 'rental_request', requestId],
    ]);
    expect(alerts.find((n) => n.kind === 'marketplace_match')?.message).toBe(
      'Sol Seller listed "Aluminium ladder" on the marketplace',
    );
    for (const person of [seller, farWatcher, blocker])
      expect(await notificationsOf(ctx.app, person.headers)).toEqual([]);

    // A re-run of the job alerts nobody twice.
    await ctx.database.db
      .insertInto('jobs')
      .values({ kind: 'marketplace_match', payload: JSON.stringify({ itemId }), run_at: clock.now() })
      .execute();
    await ctx.app.jobs.drain();
    expect(
      (await notificationsOf(ctx.app, watcher.headers)).filter((n) => n.kind === 'marketplace_match'),
    ).toHaveLength(1);
  });

  it('alerts nobody for a withdrawn item or one whose words do not match', async () => {
    const seller = await neighbour(ctx.app, PARK_SLOPE);
    const watcher = await neighbour(ctx.app, PARK_SLOPE);
    await addKeyword(ctx.app, watcher.headers, 'car');
    await listItem(ctx.app, seller.headers, {
      title: 'Shopping cart',
      description: 'Folding',
      category: 'other',
      price: 5,
    });
    const withdrawn = await listItem(ctx.app, seller.headers, {
      title: 'Toy car',
      description: 'Red',
      category: 'baby_kids',
      price: 1,
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/marketplace/items/${withdrawn}`, headers: seller.headers });
    await ctx.app.jobs.drain();
    expect(await notificationsOf(ctx.app, watcher.headers)).toEqual([]);
  });
});

describe('deleting an account', () => {
  it("removes the seller's items and photos, and makes an item reserved for them available again", async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    const headers = { authorization: `Bearer ${token}` };
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/update-location',
      headers,
      payload: { latitude: 40.6728, longitude: -73.9772 },
    });
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const withPhoto = await listItemMultipart(
      ctx.app,
      headers,
      { title: 'Sewing machine', description: 'Works', category: 'home_garden', condition: 'fair', price: '40' },
      [{ name: 'photos', filename: 'm.png', contentType: 'image/png', data: await makeImage('png') }],
    );
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    const photo = withPhoto.json().data.photos[0].url as string;
    const theirs = await listItem(ctx.app, other.headers, { title: 'Tent' });
    await itemAction(ctx.app, headers, theirs, 'interest');
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/marketplace/items/${theirs}/save`, headers });
    expect(
      (await itemAction(ctx.app, other.headers, theirs, 'reserve', { buyer_id: await idOf(headers) })).statusCode,
    ).toBe(200);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    const tent = await ctx.database.db
      .selectFrom('marketplace_items')
      .select(['status', 'buyer_id'])
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(tent).toEqual({ status: 'available', buyer_id: null });
    expect(
      await ctx.database.db
        .selectFrom('marketplace_items')
        .select('id')
        .where('title', '=', 'Sewing machine')
        .execute(),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .selectFrom('marketplace_interests')
        .select('item_id')
        .where('item_id', '=', theirs)
        .execute(),
    ).toEqual([]);
  });
});

async function idOf(headers: { authorization: string }): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers });
  return response.json().data.id as string;
}
