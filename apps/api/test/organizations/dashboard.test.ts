import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, listFiles } from '../helpers/images.js';
import { createListingRequest, organization, uploadImage } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
type Org = Awaited<ReturnType<typeof organization>>;
type Person = Awaited<ReturnType<typeof neighbour>>;
let shop: Org;
let rival: Org;
let ada: Person;
let bob: Person;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await organization(ctx.app, { business_name: 'Corner Shop' });
  rival = await organization(ctx.app, { business_name: 'Rival Shop' });
  ada = await neighbour(ctx.app, PARK_SLOPE);
  bob = await neighbour(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function newListing(org: Org, fields: Record<string, string>): Promise<string> {
  const response = await createListingRequest(ctx.app, org.headers, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

describe('organization-only routes', () => {
  it('answer 404 to a neighbour (never 403)', async () => {
    for (const url of [
      '/organization/me',
      '/organization/me/listings',
      '/organization/me/customers',
      '/organization/me/notifications',
    ]) {
      const response = await call('GET', url, ada.headers);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await call('PATCH', '/organization/me', ada.headers, { business_name: 'Mine' })).statusCode).toBe(404);
  });

  it('read and update the own profile with validation', async () => {
    const bad = await call('PATCH', '/organization/me', shop.headers, {
      business_name: 'A',
      contact_email: 'nope',
      website: 'not a site',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Business name must be at least 2 characters');
    for (const [body, message] of [
      [{ contact_email: 'nope' }, 'Please enter a valid email address'],
      [{ website: 'not a site' }, 'Please enter a valid website address'],
    ] as const) {
      const response = await call('PATCH', '/organization/me', shop.headers, body);
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().errors)).toEqual([message]);
    }

    const response = await call('PATCH', '/organization/me', shop.headers, {
      business_name: 'Corner Shop & Deli',
      description: 'Groceries and sandwiches.',
      category: 'Food',
      contact_email: 'Hello@Corner.test',
      contact_phone: '+1 718 555 0199',
      contact_phone_public: false,
      website: 'corner.test',
      address: '1 Main St',
      city: 'Brooklyn',
      state: 'NY',
      latitude: 40.6712,
      longitude: -73.9814,
    });
    expect(response.statusCode, response.body).toBe(200);
    const own = response.json().data;
    expect(own).toMatchObject({
      business_name: 'Corner Shop & Deli',
      contact_email: 'hello@corner.test',
      contact_phone: '+1 718 555 0199',
      contact_phone_public: false,
      contact_email_public: true,
      website: 'https://corner.test',
      city: 'Brooklyn',
      location: { suburb: 'Park Slope', country: 'United States' },
    });
    // The pin of its public address (issue 44, decision 0078): kept to about a metre, shown on the map.
    expect(own).toMatchObject({ latitude: 40.6712, longitude: -73.9814 });

    const publicView = (await call('GET', `/organization/${shop.id}`, ada.headers)).json().data;
    expect(publicView).toMatchObject({ contact_email: 'hello@corner.test', contact_phone: '', phone: '' });
  });

  it('upload and remove a logo through the image pipeline', async () => {
    const media = path.join(ctx.dataDir, 'media');
    const before = await listFiles(media);
    const response = await uploadImage(
      ctx.app,
      shop.headers,
      '/api/v1/organization/me/logo',
      'image',
      await makeImage('png', 300, 300),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.logo.url).toMatch(/\.webp$/);
    expect(response.json().data.profile_picture).toEqual(response.json().data.logo);
    expect((await listFiles(media)).length).toBe(before.length + 2);

    const bad = await uploadImage(
      ctx.app,
      shop.headers,
      '/api/v1/organization/me/cover',
      'image',
      Buffer.from('not an image'),
    );
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect((await listFiles(media)).length).toBe(before.length + 2);

    const removed = await call('DELETE', '/organization/me/logo', shop.headers);
    expect(removed.json().data.logo).toBeNull();
    expect(await listFiles(media)).toEqual(before);
  });
});

describe('listings', () => {
  it('validate, create, update and list (inactive ones only for the owner)', async () => {
    const missing = await createListingRequest(ctx.app, shop.headers, { title: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Title is required');
    const negative = await createListingRequest(ctx.app, shop.headers, { title: 'Soup', price_cents: '-5' });
    expect(negative.statusCode).toBe(400);

    const free = await createListingRequest(ctx.app, shop.headers, {
      title: 'Day-old bread',
      description: 'Free at 6pm',
    });
    expect(free.json().data).toMatchObject({ price_cents: null, price_label: 'Free', active: true, photo: null });
    const paid = await createListingRequest(ctx.app, shop.headers, { title: 'Sandwich', price_cents: '850' }, [
      { name: 'photo', filename: 'p.png', contentType: 'image/png', data: await makeImage('png') },
    ]);
    expect(paid.json().data).toMatchObject({ price_cents: 850, price_label: '$8.50' });
    expect(paid.json().data.photo.thumbnail_url).toMatch(/\.webp$/);

    const paidId = paid.json().data.id as string;
    const hidden = await call('PATCH', `/organization/me/listings/${paidId}`, shop.headers, {
      active: false,
      price_cents: null,
    });
    expect(hidden.json().data).toMatchObject({ active: false, price_label: 'Free' });
    const badPatch = await call('PATCH', `/organization/me/listings/${paidId}`, shop.headers, { title: '' });
    expect(badPatch.statusCode).toBe(400);

    expect((await call('GET', '/organization/me/listings', shop.headers)).json().metadata.total).toBe(2);
    const publicList = (await call('GET', `/organization/${shop.id}/listings`, ada.headers)).json();
    expect(publicList.data.map((item: { title: string }) => item.title)).toEqual(['Day-old bread']);
  });

  it("answer 404 for another organization's listing", async () => {
    const theirs = await newListing(rival, { title: 'Rival offer' });
    expect(
      (await call('PATCH', `/organization/me/listings/${theirs}`, shop.headers, { title: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/organization/me/listings/${theirs}`, shop.headers)).statusCode).toBe(404);
    const photo = await uploadImage(
      ctx.app,
      shop.headers,
      `/api/v1/organization/me/listings/${theirs}/photo`,
      'photo',
      await makeImage('png'),
    );
    expect(photo.statusCode).toBe(404);
    expect((await call('PATCH', `/organization/me/listings/not-a-uuid`, shop.headers, { title: 'x' })).statusCode).toBe(
      404,
    );
    const still = (await call('GET', `/organization/${rival.id}/listings`, ada.headers)).json().data[0];
    expect(still.title).toBe('Rival offer');
  });

  it('delete with their photo files', async () => {
    const media = path.join(ctx.dataDir, 'media');
    const before = await listFiles(media);
    const id = await newListing(shop, { title: 'Short-lived' });
    const photo = await uploadImage(
      ctx.app,
      shop.headers,
      `/api/v1/organization/me/listings/${id}/photo`,
      'photo',
      await makeImage('png'),
    );
    expect(photo.statusCode, photo.body).toBe(200);
    expect((await listFiles(media)).length).toBe(before.length + 2);
    expect((await call('DELETE', `/organization/me/listings/${id}`, shop.headers)).statusCode).toBe(200);
    expect(await listFiles(media)).toEqual(before);
  });
});

describe('interest, customers and notifications', () => {
  it('records interest once, lists the customer and notifies the organization once', async () => {
    const listingId = await newListing(shop, { title: 'Birthday cakes', price_cents: '2500' });
    for (let i = 0; i < 2; i += 1) {
      const response = await call('POST', `/organization/listings/${listingId}/interest`, ada.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ interested_count: 1, is_interested: true });
    }
    const customers = (await call('GET', '/organization/me/customers', shop.headers)).json();
    expect(customers.metadata.total).toBe(1);
    expect(customers.data[0]).toMatchObject({
      id: ada.id,
      relations: { followed_at: null, interactions: [{ kind: 'interested', listing_title: 'Birthday cakes' }] },
    });

    const notifications = (await call('GET', '/organization/me/notifications', shop.headers)).json();
    const interest = notifications.data.filter((item: { kind: string }) => item.kind === 'listing_interest');
    expect(interest).toHaveLength(1);
    expect(interest[0]).toMatchObject({
      actor: { id: ada.id },
      subject: { type: 'listing', id: listingId, title: 'Birthday cakes' },
      read_at: null,
    });
    expect(interest[0].message).toContain('is interested in "Birthday cakes"');

    const withdrawn = await call('DELETE', `/organization/listings/${listingId}/interest`, ada.headers);
    expect(withdrawn.json().data).toMatchObject({ interested_count: 0, is_interested: false });
    expect((await call('POST', '/organization/listings/not-a-uuid/interest', ada.headers)).statusCode).toBe(404);
  });

  it('notifies a new follower once, and lists them as a customer', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await call('POST', `/users/${shop.ownerId}/follow`, bob.headers)).statusCode).toBe(200);
    }
    const org = (await call('GET', `/organization/${shop.id}`, bob.headers)).json().data;
    expect(org).toMatchObject({ followers_count: 1, is_following: true });

    const notifications = (await call('GET', '/organization/me/notifications', shop.headers)).json();
    const follows = notifications.data.filter((item: { kind: string }) => item.kind === 'new_follower');
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ actor: { id: bob.id }, subject: null });
    expect(follows[0].message).toContain('started following you');
    // Newest first: the follow came after the interest.
    expect(notifications.data[0].kind).toBe('new_follower');

    const customers = (await call('GET', '/organization/me/customers', shop.headers)).json();
    expect(customers.data[0]).toMatchObject({ id: bob.id, relations: { interactions: [{ kind: 'follow' }] } });
    expect(customers.data[0].relations.followed_at).not.toBeNull();
  });

  it('marks notifications read, one or all', async () => {
    const list = (await call('GET', '/organization/me/notifications', shop.headers)).json();
    expect(list.metadata.unread_count).toBe(2);
    const first = list.data[0].id as string;
    const read = await call('PATCH', `/organization/me/notifications/${first}/read`, shop.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).not.toBeNull();
    expect((await call('GET', '/organization/me/notifications', shop.headers)).json().metadata.unread_count).toBe(1);
    // Someone else's notification is not found.
    expect((await call('PATCH', `/organization/me/notifications/${first}/read`, rival.headers)).statusCode).toBe(404);
    const all = await call('POST', '/organization/me/notifications/read-all', shop.headers);
    expect(all.json().data).toEqual({ updated: 1 });
    expect((await call('GET', '/organization/me/notifications', shop.headers)).json().metadata.unread_count).toBe(0);
  });
});
