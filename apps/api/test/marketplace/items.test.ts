import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../helpers/images.js';
import { CHAIR, listItem, listItemJson, listItemMultipart } from '../helpers/marketplace.js';
import { organization } from '../helpers/organizations.js';
import { BUSHWICK, IKEJA, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
let seller: Person;
let buyer: Person;
let faraway: Person;

beforeAll(async () => {
  ctx = await createTestApp({ CURRENCY: 'EUR' }, { startJobs: false });
  seller = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Sam', last_name: 'Seller' });
  buyer = await neighbour(ctx.app, BUSHWICK, { first_name: 'Bea', last_name: 'Buyer' });
  faraway = await neighbour(ctx.app, IKEJA);
});

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, person: Person) => ctx.app.inject({ method: 'GET', url, headers: person.headers });

describe('marketplace items', () => {
  it('answers the installation currency', async () => {
    const response = await get('/api/v1/marketplace/config', buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ currency: 'EUR', fraction_digits: 2, max_price: 1_000_000, max_photos: 6 });
  });

  it('lists an item with photos through the pipeline and shows it in the area, newest first', async () => {
    const png = await makeImage('png', 120, 80);
    const response = await listItemMultipart(
      ctx.app,
      seller.headers,
      {
        title: 'Desk lamp',
        description: 'Warm light, works fine',
        category: 'home_garden',
        condition: 'like_new',
        price: '12.50',
      },
      [
        { name: 'photos', filename: 'a.png', contentType: 'image/png', data: png },
        { name: 'photos', filename: 'b.png', contentType: 'image/png', data: png },
      ],
    );
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json().data;
    expect(item).toMatchObject({
      source: 'neighbour',
      title: 'Desk lamp',
      category: 'home_garden',
      condition: 'like_new',
      price: { amount: 12.5, minor: 1250, currency: 'EUR', free: false },
      status: 'available',
      is_mine: true,
      seller: { first_name: 'Sam', last_name: 'Seller' },
      location: { suburb: 'Park Slope', city: 'Brooklyn' },
      interested_people: [],
    });
    expect(item.photos).toHaveLength(2);
    expect(item.photos[0].url).toMatch(/^\/media\/.+\.webp$/);
    expect(item._id).toBe(item.id);

    const chairId = await listItem(ctx.app, seller.headers);
    const list = await get('/api/v1/marketplace/items', buyer);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((i: { id: string }) => i.id);
    expect(ids.indexOf(chairId)).toBeLessThan(ids.indexOf(item.id));
    expect(ids).toContain(item.id);
    expect(
      (await get('/api/v1/marketplace/items', faraway)).json().data.map((i: { id: string }) => i.id),
    ).not.toContain(item.id);

    const one = await get(`/api/v1/marketplace/items/${item.id}`, buyer);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: item.id, is_mine: false, interest_count: 0, buyer: null });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await get('/api/v1/marketplace/items/00000000-0000-4000-8000-000000000000', buyer)).statusCode).toBe(404);
    expect((await get('/api/v1/marketplace/items/nope', buyer)).statusCode).toBe(404);
  });

  it.each([
    [-1, 'Price cannot be negative'],
    ['-5', 'Price cannot be negative'],
    [1_000_001, 'Price must be at most 1,000,000'],
    ['1e9', 'Price must be a number'],
    ['twelve', 'Price must be a number'],
    ['12.345', 'Price can have at most 2 decimals'],
    ['', 'Price is required (0 for free)'],
    [null, 'Price is required (0 for free)'],
  ])('refuses the price %j', async (price, message) => {
    const response = await listItemJson(ctx.app, seller.headers, { ...CHAIR, price });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ price: message });
  });

  it('refuses unknown categories and conditions, and more than 6 photos (no file left behind)', async () => {
    const bad = await listItemJson(ctx.app, seller.headers, { ...CHAIR, category: 'cars', condition: 'mint' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ category: 'Choose a category', condition: 'Choose a condition' });
    const png = await makeImage('png', 40, 40);
    const photos = Array.from({ length: 7 }, (_, i) => ({
      name: 'photos',
      filename: `${i}.png`,
      contentType: 'image/png',
      data: png,
    }));
    const before = await ctx.app.database.db
      .selectFrom('marketplace_items')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const tooMany = await listItemMultipart(ctx.app, seller.headers, { ...CHAIR, price: '0' }, photos);
    expect(tooMany.statusCode).toBe(400);
    const after = await ctx.app.database.db
      .selectFrom('marketplace_items')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is for neighbours only', async () => {
    const org = await organization(ctx.app, { business_name: 'Corner Shop' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/marketplace/items', headers: org.headers })).statusCode,
    ).toBe(404);
  });
});
