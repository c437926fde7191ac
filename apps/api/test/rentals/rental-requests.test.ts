import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../helpers/images.js';
import { organization } from '../helpers/organizations.js';
import { BUSHWICK, IKEJA, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { postRental, postRentalJson, postRentalMultipart } from '../helpers/rentals.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
let asker: Person;
let lender: Person;
let other: Person;
let faraway: Person;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
  asker = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Ada', last_name: 'Asker', email: 'ada@rent.test' });
  lender = await neighbour(ctx.app, BUSHWICK, { first_name: 'Leo', last_name: 'Lender', email: 'leo@rent.test' });
  other = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Otto', last_name: 'Other', email: 'otto@rent.test' });
  faraway = await neighbour(ctx.app, IKEJA);
});

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, person: Person) => ctx.app.inject({ method: 'GET', url, headers: person.headers });
const post = (url: string, person: Person) => ctx.app.inject({ method: 'POST', url, headers: person.headers });

describe('rental requests', () => {
  it('validates the fields with the form messages', async () => {
    const response = await postRentalJson(ctx.app, asker.headers, { itemName: '  ', description: '', duration: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'error',
      message: 'Item name is required',
      errors: { itemName: 'Item name is required', description: 'Description is required' },
    });
  });

  it('posts with a photo through the pipeline and lists newest first in the area', async () => {
    const png = await makeImage('png', 120, 80);
    const response = await postRentalMultipart(
      ctx.app,
      asker.headers,
      { itemName: 'Ladder', description: 'Need a ladder this weekend', duration: 'this weekend' },
      [{ name: 'image', filename: 'ladder.png', contentType: 'image/png', data: png }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      itemName: 'Ladder',
      status: 'open',
      acceptedBy: null,
      requester: { first_name: 'Ada', last_name: 'Asker', email: 'ada@rent.test' },
      location: { suburb: 'Park Slope', city: 'Brooklyn' },
    });
    expect(created.imageUrl).toMatch(/^\/media\/.+\.webp$/);
    expect(created._id).toBe(created.id);

    const newer = await postRental(ctx.app, other.headers, 'Drill');
    const board = (await get('/api/v1/rentals/requests', lender)).json();
    expect(board.data.map((r: { itemName: string }) => r.itemName).slice(0, 2)).toEqual(['Drill', 'Ladder']);
    expect(board.metadata).toMatchObject({ page: 1, limit: 50 });
    // Before anything is lent nobody sees another's e-mail.
    expect(board.data[0]).toMatchObject({ id: newer, requester: { first_name: 'Otto', email: '' } });
    // Another city does not see Brooklyn's board.
    const elsewhere = (await get('/api/v1/rentals/requests', faraway)).json();
    expect(elsewhere.data).toEqual([]);
  });

  it('searches item, description and requester name, and filters by status', async () => {
    const search = async (q: string) =>
      (await get(`/api/v1/rentals/requests?search=${encodeURIComponent(q)}`, lender))
        .json()
        .data.map((r: { itemName: string }) => r.itemName);
    expect(await search('LADDER')).toContain('Ladder');
    expect(await search('otto')).toEqual(['Drill']);
    expect(await search('100%')).toEqual([]);
    expect(await search('otto@rent.test')).toEqual([]);
    const accepted = (await get('/api/v1/rentals/requests?status=accepted', lender)).json();
    expect(accepted.data).toEqual([]);
  });

  it('accepts imageUrl only for media this server stored, and never fetches it', async () => {
    const png = await makeImage('png');
    const withPhoto = await postRentalMultipart(
      ctx.app,
      other.headers,
      { itemName: 'Tent', description: 'Two-person tent', duration: '1 week' },
      [{ name: 'image', filename: 'tent.png', contentType: 'image/png', data: png }],
    );
    const stored = withPhoto.json().data.imageUrl as string;
    const reused = await postRentalJson(ctx.app, asker.headers, {
      itemName: 'Tent',
      description: 'Same tent',
      duration: '2 days',
      imageUrl: `http://localhost:3000${stored}`,
    });
    expect(reused.statusCode, reused.body).toBe(201);
    expect(reused.json().data.imageUrl).toBe(stored);
    for (const imageUrl of [
      'https://evil.example/media/x.webp',
      'http://169.254.169.254/latest/meta-data',
      `${stored}?x=1`,
      '/media/../../etc/passwd',
      '/media/ab/does-not-exist.webp',
      'file:///etc/passwd',
      `//evil.example${stored}`,
    ]) {
      const response = await postRentalJson(ctx.app, asker.headers, {
        itemName: 'Tent',
        description: 'x',
        duration: 'y',
        imageUrl,
      });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Image must be a photo uploaded to this site' });
    }
    // Cancelling the request that borrowed the photo leaves the photo alone.
    const reusedId = reused.json().data.id;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/rentals/requests/${reusedId}`, headers: asker.headers }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: stored })).statusCode).toBe(200);
  });

  it('moves open → accepted → completed, with 409 for illegal moves and 404 for others', async () => {
    const id = await postRental(ctx.app, asker.headers, 'Wheelbarrow');
    // The requester cannot lend to themselves: answered like a missing request.
    expect((await post(`/api/v1/rentals/requests/${id}/accept`, asker)).statusCode).toBe(404);
    // Completing an open one is not possible.
    expect((await post(`/api/v1/rentals/requests/${id}/complete`, asker)).statusCode).toBe(409);

    const accepted = await post(`/api/v1/rentals/requests/${id}/accept`, lender);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Contacts wait for the requester to confirm the lender (contact-visibility.test.ts).
    expect(accepted.json().data).toMatchObject({
      status: 'accepted',
      confirmedAt: null,
      requester: { email: '' },
      acceptedBy: { first_name: 'Leo', email: 'leo@rent.test' },
    });
    const confirmed = await post(`/api/v1/rentals/requests/${id}/confirm`, asker);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const seenByAsker = (await get(`/api/v1/rentals/requests/${id}`, asker)).json().data;
    expect(seenByAsker.acceptedBy).toMatchObject({ email: 'leo@rent.test' });
    const seenByLender = (await get(`/api/v1/rentals/requests/${id}`, lender)).json().data;
    expect(seenByLender.requester).toMatchObject({ email: 'ada@rent.test' });
    const seenByOther = (await get(`/api/v1/rentals/requests/${id}`, other)).json().data;
    expect(seenByOther).toMatchObject({ requester: { email: '' }, acceptedBy: { first_name: 'Leo', email: '' } });

    expect((await post(`/api/v1/rentals/requests/${id}/accept`, other)).statusCode).toBe(409);
    expect((await post(`/api/v1/rentals/requests/${id}/complete`, lender)).statusCode).toBe(404);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/rentals/requests/${id}`,
      headers: asker.headers,
    });
    expect(cancel.statusCode).toBe(409);

    const completed = await post(`/api/v1/rentals/requests/${id}/complete`, asker);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toMatchObject({ status: 'completed' });
    expect(completed.json().data.completedAt).not.toBeNull();
    expect((await post(`/api/v1/rentals/requests/${id}/complete`, asker)).statusCode).toBe(409);
    expect((await post(`/api/v1/rentals/requests/${id}/accept`, other)).statusCode).toBe(409);

    const lending = (await get('/api/v1/rentals/requests?role=lender', lender)).json().data;
    expect(lending.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('lets exactly one of two neighbours who accept at once win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await postRental(ctx.app, asker.headers, `Bike ${round}`);
      const [a, b] = await Promise.all([
        post(`/api/v1/rentals/requests/${id}/accept`, lender),
        post(`/api/v1/rentals/requests/${id}/accept`, other),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json()).toMatchObject({
        message: 'This request is no longer open',
      });
    }
  });

  it('cancels only your own open request, and answers 404 for unknown ids', async () => {
    const id = await postRental(ctx.app, asker.headers, 'Projector');
    const del = (person: Person, target: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/rentals/requests/${target}`, headers: person.headers });
    expect((await del(other, id)).statusCode).toBe(404);
    expect((await del(asker, id)).statusCode).toBe(200);
    expect((await get(`/api/v1/rentals/requests/${id}`, asker)).statusCode).toBe(404);
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await post(`/api/v1/rentals/requests/${bad}/accept`, lender)).statusCode).toBe(404);
    }
  });

  it('keeps organizations and visitors out', async () => {
    const org = await organization(ctx.app, { business_name: 'Rental Shop' });
    const asOrg = await ctx.app.inject({ method: 'GET', url: '/api/v1/rentals/requests', headers: org.headers });
    expect(asOrg.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/rentals/requests' })).statusCode).toBe(401);
  });
});
