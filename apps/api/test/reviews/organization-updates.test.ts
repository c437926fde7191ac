import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { makeImage } from '../helpers/images.js';
import { injectMultipart, type FormPart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE, IKEJA } from '../helpers/posts.js';
import { countStatements } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 19: organization updates (decision 0029): published from the dashboard as posts of the
// organization's area, labelled in the feed, limited per day, with reach.
const clock = manualClock(new Date('2031-04-01T09:00:00Z'));
let ctx: TestContext;
type Headers = { authorization: string };
const LOGO = 'ab/ab23456789abcdef0123456789abcdef.webp';
const LOGO_THUMB = 'ab/ab23456789abcdef0123456789abcdef-thumb.webp';

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', VISITOR_RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
});

afterAll(async () => {
  await ctx?.close();
});

const parkSlopeOrg = (name: string) =>
  organization(ctx.app, {
    business_name: name,
    location_suburb: PARK_SLOPE.suburb,
    location_city: PARK_SLOPE.city,
    location_state: PARK_SLOPE.state,
    location_country: PARK_SLOPE.country,
  });
const publish = (headers: Headers, fields: Record<string, string>, files: FormPart[] = []) =>
  injectMultipart(ctx.app, '/api/v1/organization/me/updates', headers, fields, files);
const ownUpdates = async (headers: Headers) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/me/updates', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const photo = async (name = 'a.png'): Promise<FormPart> => ({
  name: 'media',
  filename: name,
  contentType: 'image/png',
  data: await makeImage('png'),
});

describe('publishing updates', () => {
  it('publishes text, photos and an offer end; the home feed shows it labelled with the organization', async () => {
    const org = await parkSlopeOrg('Slope Bakery');
    await ctx.database.db
      .updateTable('organizations')
      .set({ logo_key: LOGO, logo_thumbnail_key: LOGO_THUMB })
      .where('id', '=', org.id)
      .execute();
    const response = await publish(org.headers, { text: 'Croissants half price today', offer_ends_at: '2031-04-03' }, [
      await photo('a.png'),
      await photo('b.png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const update = response.json().data;
    expect(update).toMatchObject({
      text: 'Croissants half price today',
      offer_ends_at: '2031-04-03T23:59:59.999Z',
      reach: { seen: 0, reacted: 0, commented: 0 },
    });
    expect(update.media).toHaveLength(2);

    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const feed = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: reader.headers });
    expect(feed.statusCode, feed.body).toBe(200);
    const post = feed.json().data.find((item: { id: string }) => item.id === update.id);
    expect(post).toMatchObject({
      content: 'Croissants half price today',
      organization: { id: org.id, name: 'Slope Bakery', logo: { url: expect.stringContaining(LOGO_THUMB) } },
      offer_ends_at: '2031-04-03T23:59:59.999Z',
      location: { suburb: 'Park Slope', city: 'Brooklyn' },
    });
    expect(post.media).toHaveLength(2);
    // In the neighbour's own suburb segment: first in the feed.
    expect(feed.json().data[0].id).toBe(update.id);
    // A neighbour's own post carries no organization.
    const plain = feed.json().data.find((item: { organization: unknown }) => item.organization === null);
    if (plain) expect(plain.offer_ends_at).toBeNull();
  });

  it('refuses empty or long text, a past or invalid end date, more than 4 photos; neighbours get 404', async () => {
    const org = await parkSlopeOrg('Refusing Deli');
    expect((await publish(org.headers, { text: '  ' })).statusCode).toBe(400);
    expect((await publish(org.headers, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await publish(org.headers, { text: 'Sale', offer_ends_at: 'soon' })).statusCode).toBe(400);
    expect((await publish(org.headers, { text: 'Sale', offer_ends_at: '2031-03-01' })).statusCode).toBe(400);
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => photo(`${n}.png`)));
    expect((await publish(org.headers, { text: 'Five photos' }, five)).statusCode).toBeGreaterThanOrEqual(400);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    expect((await publish(reader.headers, { text: 'Not an org' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/organization/me/updates', headers: reader.headers }))
        .statusCode,
    ).toBe(404);
    expect((await ownUpdates(org.headers)).data).toHaveLength(0);
    const nowhere = await organization(ctx.app, { business_name: 'Nowhere Shop' });
    expect((await publish(nowhere.headers, { text: 'Hello' })).statusCode).toBe(400);
  });

  it('allows 3 updates a day per organization, also under concurrent requests', async () => {
    const org = await parkSlopeOrg('Busy Cafe');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => publish(org.headers, { text: `Special ${n}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    const list = await ownUpdates(org.headers);
    expect(list.metadata).toMatchObject({ total: 3, remaining_today: 0 });
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await ownUpdates(org.headers)).metadata.remaining_today).toBe(3);
    expect((await publish(org.headers, { text: 'Next day' })).statusCode).toBe(201);
  });

  it('the daily limit is configurable', async () => {
    const other = await createTestApp({ ORGANIZATION_UPDATES_PER_DAY: '1' }, { clock });
    try {
      const org = await organization(other.app, { business_name: 'One a day', location_city: 'Brooklyn' });
      const send = () => injectMultipart(other.app, '/api/v1/organization/me/updates', org.headers, { text: 'Hi' });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('reach and deletion', () => {
  it('counts who saw, reacted and commented; deleting removes it from the feed and the counters', async () => {
    const org = await parkSlopeOrg('Reach Bakery');
    const id = (await publish(org.headers, { text: 'Fresh rye' })).json().data.id as string;
    const [ada, bo] = await Promise.all([neighbour(ctx.app, PARK_SLOPE), neighbour(ctx.app, IKEJA)]);
    const seen = (headers: Headers, ids: string[]) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/organization/updates/seen', headers, payload: { ids } });
    expect((await seen(ada.headers, [id, id, 'nope'])).json().data.recorded).toBe(1);
    expect((await seen(ada.headers, [id])).json().data.recorded).toBe(0);
    expect((await seen(bo.headers, [id])).json().data.recorded).toBe(1);
    // The organization's own views do not count.
    expect((await seen(org.headers, [id])).json().data.recorded).toBe(0);
    expect((await seen(ada.headers, [])).statusCode).toBe(400);
    expect(
      (
        await seen(
          ada.headers,
          Array.from({ length: 51 }, () => id),
        )
      ).statusCode,
    ).toBe(400);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${id}/reactions`,
      headers: ada.headers,
      payload: { kind: 'love' },
    });
    for (const content of ['Yum', 'Saving one']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/comments/create-comment',
        headers: ada.headers,
        payload: { post_id: id, content },
      });
    }
    const list = await ownUpdates(org.headers);
    expect(list.data[0]).toMatchObject({ id, reach: { seen: 2, reacted: 1, commented: 1 } });
    expect(list.metadata.reach).toEqual({ seen: 2, reacted: 1, commented: 1 });

    const counts = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: ada.headers })).json().metadata.total;
    const before = await counts();
    const other = await parkSlopeOrg('Other Bakery');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/organization/me/updates/${id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/organization/me/updates/${id}`,
      headers: org.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await counts()).toBe(before - 1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${id}`, headers: ada.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/organization/me/updates/${id}`, headers: org.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('the updates list runs a fixed number of statements', async () => {
    const org = await parkSlopeOrg('Counted Bakery');
    const counter = countStatements(ctx.app.database);
    try {
      const measure = async () => {
        counter.reset();
        await ownUpdates(org.headers);
        return counter.count();
      };
      await publish(org.headers, { text: 'One' }, [await photo()]);
      const few = await measure();
      clock.advance(24 * 60 * 60 * 1000 + 1000);
      await publish(org.headers, { text: 'Two' }, [await photo()]);
      await publish(org.headers, { text: 'Three' });
      expect(await measure()).toBe(few);
      expect(few).toBeLessThanOrEqual(4);
    } finally {
      counter.restore();
    }
  });
});
