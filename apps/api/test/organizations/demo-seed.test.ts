import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageLimitsFrom } from '../../src/lib/images/index.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('demo organizations', () => {
  it('have full profiles, listings, customers and notifications', async () => {
    const media = { storage: ctx.app.mediaStorage, limits: imageLimitsFrom(ctx.app.config) };
    expect(await seedDemoIfEmpty(ctx.database.db, media)).not.toBeNull();
    const owner = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hello@slopebakery.demo.ourhood.app')
      .executeTakeFirstOrThrow();
    const headers = { authorization: `Bearer ${await createSession(ctx.database.db, ctx.app.clock, owner.id)}` };
    const get = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const me = (await get('/organization/me')).data;
    expect(me).toMatchObject({
      business_name: 'Slope Street Bakery',
      location: { suburb: 'Park Slope', city: 'Brooklyn' },
      opening_hours: { monday: { closed: true }, tuesday: { closed: false, open: '07:00' } },
    });
    expect(me.logo.url).toMatch(/\.webp$/);
    expect(me.cover_photo.url).toMatch(/\.webp$/);
    const listings = await get('/organization/me/listings');
    expect(listings.data.length).toBeGreaterThanOrEqual(2);
    expect(listings.data.some((item: { price_label: string }) => item.price_label === 'Free')).toBe(true);
    expect((await get('/organization/me/customers')).data.length).toBeGreaterThan(0);
    const notifications = await get('/organization/me/notifications');
    expect(notifications.data.map((item: { kind: string }) => item.kind)).toEqual(
      expect.arrayContaining(['new_follower', 'listing_interest']),
    );
    expect((await get('/organization/all?search=bakry')).data[0].name).toBe('Slope Street Bakery');
  });
});
