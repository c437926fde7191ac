import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, joinGroup } from '../helpers/groups.js';
import { makeImage } from '../helpers/images.js';
import { injectMultipart } from '../helpers/multipart.js';
import { createListingRequest, organization, uploadImage } from '../helpers/organizations.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { countStatements, keepSession } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 42, decision 0075: a new neighbour's first steps and an organization's setup checklist,
// each step or item done from the account's own data, done for real through the API here.
let ctx: TestContext;
type Headers = { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '100000', VISITOR_RATE_LIMIT_PER_MINUTE: '100000', PUSH_EXTRA_HOSTS: '127.0.0.1' },
    { startJobs: false },
  );
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function firstSteps(headers: Headers) {
  const response = await call('GET', '/users/me/first-steps', headers);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { dismissed: boolean; steps: { key: string; done: boolean }[] };
  return { dismissed: data.dismissed, done: Object.fromEntries(data.steps.map((s) => [s.key, s.done])), data };
}

async function setup(headers: Headers) {
  const response = await call('GET', '/organization/me/setup', headers);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { completeness: number; items: { key: string; done: boolean }[] };
  return { completeness: data.completeness, done: Object.fromEntries(data.items.map((i) => [i.key, i.done])), data };
}

const nothingDone = {
  location: false,
  first_post: false,
  join_group: false,
  follow_organization: false,
  notifications: false,
};

describe('GET /users/me/first-steps', () => {
  it('ticks each step as the neighbour does it for real, in order, and nobody else counts', async () => {
    const ada = await neighbour(ctx.app);
    const start = await firstSteps(ada.headers);
    expect(start.data).toEqual({
      dismissed: false,
      steps: ['location', 'first_post', 'join_group', 'follow_organization', 'notifications'].map((key) => ({
        key,
        done: false,
      })),
    });

    // Someone else doing every step changes nothing for Ada.
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const otherGroup = await createGroup(ctx.app, other.headers, 'Other gardeners');
    await createPost(ctx.app, other.headers, 'Hello from someone else');
    const shop = await organization(ctx.app, { business_name: 'Somebody’s Shop' });
    expect((await call('POST', `/users/${shop.ownerId}/follow`, other.headers)).statusCode).toBe(200);
    expect(
      (await call('PUT', '/users/profile/notification-schedule', other.headers, { digest: 'daily' })).statusCode,
    ).toBe(200);
    expect((await firstSteps(ada.headers)).done).toEqual(nothingDone);

    const moved = await call('PATCH', '/users/profile/update-location', ada.headers, {
      latitude: 40.6712,
      longitude: -73.9814,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await firstSteps(ada.headers)).done).toEqual({ ...nothingDone, location: true });

    await createPost(ctx.app, ada.headers, 'Hello, Park Slope!');
    expect((await firstSteps(ada.headers)).done.first_post).toBe(true);

    await joinGroup(ctx.app, ada.headers, otherGroup);
    expect((await firstSteps(ada.headers)).done.join_group).toBe(true);

    // Following a neighbour is not following an organization.
    expect((await call('POST', `/users/${other.id}/follow`, ada.headers)).statusCode).toBe(200);
    expect((await firstSteps(ada.headers)).done.follow_organization).toBe(false);
    expect((await call('POST', `/users/${shop.ownerId}/follow`, ada.headers)).statusCode).toBe(200);
    expect((await firstSteps(ada.headers)).done.follow_organization).toBe(true);

    const subscribed = await call('POST', '/push/subscriptions', ada.headers, {
      endpoint: 'http://127.0.0.1:9/push/first-steps-ada',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      expirationTime: null,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const all = await firstSteps(ada.headers);
    expect(all.done).toEqual({
      location: true,
      first_post: true,
      join_group: true,
      follow_organization: true,
      notifications: true,
    });
  });

  it('counts a daily or weekly digest as notifications turned on', async () => {
    const bo = await neighbour(ctx.app, PARK_SLOPE);
    expect((await firstSteps(bo.headers)).done.notifications).toBe(false);
    expect((await call('PUT', '/users/profile/notification-schedule', bo.headers, { digest: 'off' })).statusCode).toBe(
      200,
    );
    expect((await firstSteps(bo.headers)).done.notifications).toBe(false);
    expect(
      (await call('PUT', '/users/profile/notification-schedule', bo.headers, { digest: 'weekly' })).statusCode,
    ).toBe(200);
    expect((await firstSteps(bo.headers)).done.notifications).toBe(true);
  });

  it('reads every step in one statement once the session is kept', async () => {
    const cy = await neighbour(ctx.app, PARK_SLOPE);
    await createPost(ctx.app, cy.headers, 'Counting statements');
    await keepSession(ctx.app, cy.headers);
    const counter = countStatements(ctx.database);
    try {
      expect((await call('GET', '/users/me/first-steps', cy.headers)).statusCode).toBe(200);
      expect(counter.count()).toBe(1);
    } finally {
      counter.restore();
    }
  });
});

describe('PUT /users/me/first-steps', () => {
  it('hides the guide and brings it back, kept on the server and idempotent', async () => {
    const di = await neighbour(ctx.app);
    for (let i = 0; i < 2; i += 1) {
      const hidden = await call('PUT', '/users/me/first-steps', di.headers, { dismissed: true });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().data.dismissed).toBe(true);
    }
    expect((await firstSteps(di.headers)).dismissed).toBe(true);
    // The first time it was hidden is kept.
    const row = () =>
      ctx.database.db
        .selectFrom('users')
        .select('first_steps_dismissed_at')
        .where('id', '=', di.id)
        .executeTakeFirstOrThrow();
    const first = (await row()).first_steps_dismissed_at;
    await call('PUT', '/users/me/first-steps', di.headers, { dismissed: true });
    expect((await row()).first_steps_dismissed_at).toEqual(first);
    // Another neighbour's guide is untouched.
    expect((await firstSteps((await neighbour(ctx.app)).headers)).dismissed).toBe(false);

    const shown = await call('PUT', '/users/me/first-steps', di.headers, { dismissed: false });
    expect(shown.json().data.dismissed).toBe(false);
    expect((await firstSteps(di.headers)).dismissed).toBe(false);
  });

  it('refuses hostile bodies with 400', async () => {
    const ed = await neighbour(ctx.app);
    for (const payload of [{}, { dismissed: 'yes' }, { dismissed: null }, { dismissed: true, extra: 1 }, []]) {
      const response = await call('PUT', '/users/me/first-steps', ed.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().status).toBe('error');
    }
    expect((await firstSteps(ed.headers)).dismissed).toBe(false);
  });

  it('answers 401 to visitors and 404 to organizations, as the route table declares', async () => {
    const org = await organization(ctx.app, { business_name: 'Not A Neighbour' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me/first-steps' })).statusCode).toBe(401);
    expect((await call('GET', '/users/me/first-steps', org.headers)).statusCode).toBe(404);
    expect((await call('PUT', '/users/me/first-steps', org.headers, { dismissed: true })).statusCode).toBe(404);
  });
});

describe('GET /organization/me/setup', () => {
  it('ticks each item as the organization does it for real, and completeness is made of them', async () => {
    const org = await organization(ctx.app, { business_name: 'Fresh Bakery' });
    const start = await setup(org.headers);
    expect(start.data).toEqual({
      completeness: 0,
      items: ['location', 'logo', 'hours', 'description', 'first_listing', 'first_update'].map((key) => ({
        key,
        done: false,
      })),
    });

    // Publishing needs the location first: the 400 the checklist warns about.
    const early = await injectMultipart(ctx.app, '/api/v1/organization/me/updates', org.headers, { text: 'Hi' }, []);
    expect(early.statusCode).toBe(400);

    const located = await call('PATCH', '/organization/me', org.headers, { latitude: 40.6712, longitude: -73.9814 });
    expect(located.statusCode, located.body).toBe(200);
    expect(await setup(org.headers)).toMatchObject({ completeness: 17, done: { location: true, logo: false } });

    const logo = await uploadImage(
      ctx.app,
      org.headers,
      '/api/v1/organization/me/logo',
      'image',
      await makeImage('png'),
    );
    expect(logo.statusCode, logo.body).toBe(200);
    expect((await setup(org.headers)).done.logo).toBe(true);

    // Hours every day closed are not hours set; one open day is.
    const closed = { closed: true, open: '09:00', close: '17:00' };
    const week = { monday: closed, tuesday: closed, wednesday: closed, thursday: closed, friday: closed };
    const hours = (saturday: typeof closed) => ({ ...week, saturday, sunday: closed, note: '' });
    await call('PATCH', '/organization/me', org.headers, { opening_hours: hours(closed) });
    expect((await setup(org.headers)).done.hours).toBe(false);
    const opened = await call('PATCH', '/organization/me', org.headers, {
      opening_hours: hours({ closed: false, open: '08:00', close: '13:00' }),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await setup(org.headers)).done.hours).toBe(true);

    await call('PATCH', '/organization/me', org.headers, { description: 'Bread and pastries, baked at dawn.' });
    expect((await setup(org.headers)).done.description).toBe(true);

    const listing = await createListingRequest(ctx.app, org.headers, { title: 'Sourdough loaf', price_cents: '600' });
    expect(listing.statusCode, listing.body).toBe(201);
    expect((await setup(org.headers)).done.first_listing).toBe(true);

    const published = await injectMultipart(ctx.app, '/api/v1/organization/me/updates', org.headers, {
      text: 'Fresh croissants',
    });
    expect(published.statusCode, published.body).toBe(201);
    const done = await setup(org.headers);
    expect(done.completeness).toBe(100);
    expect(Object.values(done.done).every(Boolean)).toBe(true);

    // Another organization's rows never count.
    expect((await setup((await organization(ctx.app, { business_name: 'Empty Shop' })).headers)).completeness).toBe(0);
  });

  it('reads in one statement, and answers 401 to visitors and 404 to neighbours', async () => {
    const org = await organization(ctx.app, { business_name: 'Counted Shop' });
    await keepSession(ctx.app, org.headers);
    const counter = countStatements(ctx.database);
    try {
      expect((await call('GET', '/organization/me/setup', org.headers)).statusCode).toBe(200);
      expect(counter.count()).toBe(1);
    } finally {
      counter.restore();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/me/setup' })).statusCode).toBe(401);
    expect((await call('GET', '/organization/me/setup', (await neighbour(ctx.app)).headers)).statusCode).toBe(404);
  });
});
