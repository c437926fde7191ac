import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.js';
import { listFiles, makeImage } from '../helpers/images.js';
import { createListingRequest, organization, uploadImage } from '../helpers/organizations.js';
import { neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('deleting an organization account', () => {
  it('removes its logo, cover and listing photos, and the interests and notifications of a deleted neighbour', async () => {
    const password = 'correct-horse-42';
    const org = await organization(
      ctx.app,
      { business_name: 'Gone Soon' },
      { password_hash: await hashPassword(password) },
    );
    const fan = await neighbour(ctx.app, undefined, { password_hash: await hashPassword(password) });
    const media = path.join(ctx.dataDir, 'media');
    const image = await makeImage('png', 200, 200);

    expect((await uploadImage(ctx.app, org.headers, '/api/v1/organization/me/logo', 'image', image)).statusCode).toBe(
      200,
    );
    expect((await uploadImage(ctx.app, org.headers, '/api/v1/organization/me/cover', 'image', image)).statusCode).toBe(
      200,
    );
    const listing = await createListingRequest(ctx.app, org.headers, { title: 'With photo' }, [
      { name: 'photo', filename: 'p.png', contentType: 'image/png', data: image },
    ]);
    expect(listing.statusCode, listing.body).toBe(201);
    expect(await listFiles(media)).toHaveLength(6);

    const listingId = listing.json().data.id as string;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/organization/listings/${listingId}/interest`,
      headers: fan.headers,
    });
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${org.ownerId}/follow`, headers: fan.headers });
    const db = ctx.app.database.db;
    expect(await db.selectFrom('notifications').selectAll().where('actor_id', '=', fan.id).execute()).toHaveLength(2);

    // The neighbour goes first: their interest and the notifications they caused go with them.
    const fanGone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers: fan.headers,
      payload: { password },
    });
    expect(fanGone.statusCode, fanGone.body).toBe(200);
    expect(await db.selectFrom('listing_interests').selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom('notifications').selectAll().execute()).toHaveLength(0);

    const orgGone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers: org.headers,
      payload: { password },
    });
    expect(orgGone.statusCode, orgGone.body).toBe(200);
    expect(await listFiles(media)).toEqual([]);
    expect(await db.selectFrom('listings').selectAll().execute()).toHaveLength(0);
  });
});
