import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogin } from '../helpers/auth.js';
import { makeImage } from '../helpers/images.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { addKeyword, postRental, postRentalMultipart } from '../helpers/rentals.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('deleting an account', () => {
  it("removes the person's requests, photos and keywords, and reopens what they had agreed to lend", async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    const headers = { authorization: `Bearer ${token}` };
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/update-location',
      headers,
      payload: { latitude: 40.6728, longitude: -73.9772 },
    });
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const withPhoto = await postRentalMultipart(
      ctx.app,
      headers,
      { itemName: 'Sewing machine', description: 'For a costume', duration: '2 days' },
      [{ name: 'image', filename: 'm.png', contentType: 'image/png', data: await makeImage('png') }],
    );
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    const photo = withPhoto.json().data.imageUrl as string;
    await addKeyword(ctx.app, headers, 'tent');
    const theirs = await postRental(ctx.app, other.headers, 'Tent');
    const accept = await ctx.app.inject({ method: 'POST', url: `/api/v1/rentals/requests/${theirs}/accept`, headers });
    expect(accept.statusCode).toBe(200);
    // A confirmed loan is reopened too (and is unconfirmed again).
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/rentals/requests/${theirs}/confirm`,
      headers: other.headers,
    });
    expect(confirm.statusCode).toBe(200);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await ctx.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    const left = await ctx.database.db
      .selectFrom('rental_requests')
      .select(['item_name', 'status', 'accepted_by', 'confirmed_at'])
      .execute();
    expect(left).toEqual([{ item_name: 'Tent', status: 'open', accepted_by: null, confirmed_at: null }]);
    expect(await ctx.database.db.selectFrom('rental_keywords').select('id').execute()).toEqual([]);
  });
});
