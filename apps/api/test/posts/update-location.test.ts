import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { bearer, signUpAndLogin } from '../helpers/auth.js';
import { createPost, neighbour } from '../helpers/posts.js';
import { coordinate } from '../helpers/coordinates.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

function updateLocation(headers: { authorization: string }, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: '/api/v1/users/profile/update-location', headers, payload });
}

describe('PATCH /users/profile/update-location', () => {
  it('resolves known points offline and answers the area, never coordinates', async () => {
    const me = await neighbour(ctx.app);
    const cases = [
      [6.6018, 3.3515, { suburb: 'Ikeja', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' }],
      [40.6958, -73.9171, { suburb: 'Bushwick', city: 'Brooklyn', state: 'New York', country: 'United States' }],
      [51.539, -0.1426, { suburb: 'Camden Town', city: 'London', state: 'England', country: 'United Kingdom' }],
    ] as const;
    for (const [latitude, longitude, location] of cases) {
      const response = await updateLocation(me.headers, { latitude, longitude });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success', message: 'Location updated', data: { location } });
      expect(response.body).not.toContain(String(latitude));
      expect(response.body).not.toContain(String(longitude));
    }
  });

  it('stores only the area and coordinates rounded to about 1 km', async () => {
    const me = await neighbour(ctx.app);
    await updateLocation(me.headers, { latitude: 51.538912, longitude: -0.142637 });
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['location_lat', 'location_lng', 'location_suburb', 'location_city'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      location_lat: 51.54,
      location_lng: -0.14,
      location_suburb: 'Camden Town',
      location_city: 'London',
    });
  });

  it('shows the new area on the profile and on posts written afterwards, without coordinates', async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    await updateLocation(bearer(token), { latitude: 6.6018, longitude: 3.3515 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(token) });
    expect(me.json().data.location).toEqual({ suburb: 'Ikeja', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' });
    expect(me.body).not.toMatch(coordinate('6.60'));
    expect(me.body).not.toMatch(coordinate('3.35'));
    expect(me.body).not.toMatch(/location_lat|latitude/);
    const postId = await createPost(ctx.app, bearer(token), 'Hello Ikeja');
    const post = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${postId}`, headers: bearer(token) });
    expect(post.json().data.location).toEqual({ suburb: 'Ikeja', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' });
    expect(post.body).not.toMatch(/latitude|longitude|_lat|_lng/);
  });

  it('answers empty strings for a point far from any place', async () => {
    const me = await neighbour(ctx.app);
    const response = await updateLocation(me.headers, { latitude: -48.87, longitude: -123.39 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.location).toEqual({ suburb: '', city: '', state: '', country: '' });
  });

  it('validates the coordinates with field errors', async () => {
    const me = await neighbour(ctx.app);
    const missing = await updateLocation(me.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status: 'error',
      errors: { latitude: 'Latitude is required', longitude: 'Longitude is required' },
    });
    const outOfRange = await updateLocation(me.headers, { latitude: 91, longitude: -181 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors).toEqual({
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
    });
    const text = await updateLocation(me.headers, { latitude: '6.6', longitude: 'east' });
    expect(text.statusCode).toBe(400);
  });
});
