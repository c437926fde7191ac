import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertLimits, AlertMessages } from '@ourhood/contract';
import { ALERT_FANOUT_CHUNK } from '../../src/features/alerts/alert-fanout.js';
import { manualClock } from '../../src/lib/clock.js';
import { makeImage } from '../helpers/images.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { BUSHWICK, IKEJA, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import {
  alertId,
  listAlerts,
  manyNeighbours,
  notificationKinds,
  oldNeighbour,
  postAlert,
  staff,
} from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const HOUR = 60 * 60 * 1000;
const clock = manualClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

const jobsOfKind = async (kind: string) =>
  ctx.database.db.selectFrom('jobs').select(['payload']).where('kind', '=', kind).execute();

describe('posting alerts', () => {
  it('posts a suburb alert with a photo through the image pipeline, listed for its suburb only', async () => {
    const author = await oldNeighbour(ctx.app, PARK_SLOPE);
    const sameSuburb = await neighbour(ctx.app, PARK_SLOPE);
    const otherSuburb = await neighbour(ctx.app, BUSHWICK);
    const response = await injectMultipart(
      ctx.app,
      '/api/v1/alerts',
      author.headers,
      {
        category: 'lost_pet',
        title: '  Lost cat: Miso  ',
        details: 'Grey tabby',
        area: 'suburb',
        expires_in_hours: '48',
      },
      [{ name: 'photo', filename: 'miso.png', contentType: 'image/png', data: await makeImage('png', 80, 60) }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const alert = response.json().data;
    expect(alert).toMatchObject({
      category: 'lost_pet',
      title: 'Lost cat: Miso',
      area: 'suburb',
      urgent: false,
      status: 'active',
      location: { suburb: 'Park Slope', city: 'Brooklyn' },
      can_manage: true,
      hidden: false,
    });
    expect(alert._id).toBe(alert.id);
    expect(alert.photo.url).toMatch(/\.webp$/);
    expect(new Date(alert.expires_at).getTime() - new Date(alert.created_at).getTime()).toBe(48 * HOUR);
    expect((await listAlerts(ctx.app, sameSuburb.headers)).map((a) => a.id)).toContain(alert.id);
    expect((await listAlerts(ctx.app, otherSuburb.headers)).map((a) => a.id)).not.toContain(alert.id);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/alerts/${alert.id}`,
      headers: sameSuburb.headers,
    });
    expect(seen.json().data.can_manage).toBe(false);

    // Removing it keeps the row for the moderation log, but not the photo.
    const photoKeys = [alert.photo.url, alert.photo.thumbnail_url].map((url: string) =>
      ctx.app.mediaStorage.keyFromUrl(url)!,
    );
    expect(await ctx.app.mediaStorage.exists(photoKeys[0]!)).toBe(true);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/alerts/${alert.id}`,
      headers: author.headers,
    });
    expect(removed.statusCode).toBe(200);
    for (const key of photoKeys) expect(await ctx.app.mediaStorage.exists(key)).toBe(false);
  });

  it('lists city-wide alerts across the city, urgent first, and defaults to 24 hours', async () => {
    const author = await oldNeighbour(ctx.app, BUSHWICK);
    const reader = await neighbour(ctx.app, { ...PARK_SLOPE });
    const faraway = await neighbour(ctx.app, IKEJA);
    const calm = await alertId(ctx.app, author.headers, {
      title: 'Road works on Main',
      category: 'road',
      area: 'city',
    });
    const urgent = await alertId(ctx.app, author.headers, { title: 'Gas leak', category: 'other', urgent: true });
    const suburbOnly = await alertId(ctx.app, author.headers, { title: 'Bushwick only' });
    const forReader = (await listAlerts(ctx.app, reader.headers)).map((a) => a.id);
    expect(forReader).toContain(calm);
    expect(forReader).not.toContain(suburbOnly);
    expect(forReader).not.toContain(urgent);
    const forAuthor = await listAlerts(ctx.app, author.headers);
    expect(forAuthor[0]!.id).toBe(urgent);
    expect(forAuthor.map((a) => a.id)).toEqual(expect.arrayContaining([calm, suburbOnly]));
    expect(await listAlerts(ctx.app, faraway.headers)).toEqual([]);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${calm}`, headers: reader.headers });
    const body = detail.json().data;
    expect(new Date(body.expires_at).getTime() - new Date(body.created_at).getTime()).toBe(
      AlertLimits.expiryDefaultHours * HOUR,
    );
  });

  it('refuses bad fields, organizations, neighbours without a location, and a fourth alert in a day', async () => {
    const author = await oldNeighbour(ctx.app, PARK_SLOPE);
    const bad = await postAlert(ctx.app, author.headers, { category: 'aliens', title: '', expires_in_hours: 169 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      category: AlertMessages.categoryInvalid,
      title: AlertMessages.titleRequired,
      expires_in_hours: AlertMessages.expiryInvalid,
    });
    expect((await postAlert(ctx.app, author.headers, { expires_in_hours: 0 })).statusCode).toBe(400);
    const org = await organization(ctx.app, { business_name: 'Bakery' });
    expect((await postAlert(ctx.app, org.headers, {})).statusCode).toBe(404);
    const nowhere = await oldNeighbour(ctx.app);
    const noArea = await postAlert(ctx.app, nowhere.headers, { urgent: true });
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().message).toBe(AlertMessages.noLocation);
    for (let index = 0; index < AlertLimits.perDay; index++) await alertId(ctx.app, author.headers);
    const over = await postAlert(ctx.app, author.headers, {});
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    // A day later the allowance is back.
    clock.advance(24 * HOUR + 1000);
    expect((await postAlert(ctx.app, author.headers, {})).statusCode).toBe(201);
  });

  it('refuses urgent alerts from accounts younger than 7 days with a clear message (409)', async () => {
    const fresh = await neighbour(ctx.app, PARK_SLOPE, { created_at: new Date(clock.now().getTime() - 6 * 24 * HOUR) });
    const refused = await postAlert(ctx.app, fresh.headers, { urgent: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AlertMessages.urgentTooNew);
    expect((await postAlert(ctx.app, fresh.headers, { urgent: false })).statusCode).toBe(201);
  });

  it('answers 401 to visitors on every route', async () => {
    const author = await oldNeighbour(ctx.app, PARK_SLOPE);
    const id = await alertId(ctx.app, author.headers);
    for (const [method, url] of [
      ['GET', '/api/v1/alerts'],
      ['POST', '/api/v1/alerts'],
      ['GET', `/api/v1/alerts/${id}`],
      ['POST', `/api/v1/alerts/${id}/resolve`],
      ['DELETE', `/api/v1/alerts/${id}`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('expiry, resolving and removing', () => {
  it('drops an alert from the list once it expires; its author still reads it as expired', async () => {
    const author = await oldNeighbour(ctx.app, IKEJA);
    const reader = await neighbour(ctx.app, IKEJA);
    const id = await alertId(ctx.app, author.headers, { expires_in_hours: 1, title: 'Short-lived' });
    expect((await listAlerts(ctx.app, reader.headers)).map((a) => a.id)).toContain(id);
    clock.advance(HOUR - 1000);
    expect((await listAlerts(ctx.app, reader.headers)).map((a) => a.id)).toContain(id);
    clock.advance(2000);
    expect((await listAlerts(ctx.app, reader.headers)).map((a) => a.id)).not.toContain(id);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${id}`, headers: author.headers });
    expect(own.json().data.status).toBe('expired');
  });

  it('lets the author, a moderator and an admin resolve or remove; anyone else gets 404', async () => {
    const author = await oldNeighbour(ctx.app, IKEJA);
    const other = await neighbour(ctx.app, IKEJA);
    const moderator = await staff(ctx.app, 'moderator');
    const admin = await staff(ctx.app, 'admin');
    const org = await organization(ctx.app, { business_name: 'Shop' });
    const [a, b, c] = [
      await alertId(ctx.app, author.headers, { title: 'A' }),
      await alertId(ctx.app, author.headers, { title: 'B' }),
      await alertId(ctx.app, author.headers, { title: 'C' }),
    ];
    for (const who of [other, org]) {
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/v1/alerts/${a}/resolve`, headers: who.headers })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/alerts/${a}`, headers: who.headers })).statusCode,
      ).toBe(404);
    }
    const resolved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/alerts/${a}/resolve`,
      headers: author.headers,
    });
    expect(resolved.json().data.status).toBe('resolved');
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v1/alerts/${b}/resolve`, headers: moderator.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/alerts/${c}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const listed = (await listAlerts(ctx.app, other.headers)).map((x) => x.id);
    expect(listed).not.toContain(a);
    expect(listed).not.toContain(b);
    expect(listed).not.toContain(c);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${c}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/alerts/not-a-uuid', headers: other.headers })).statusCode,
    ).toBe(404);
  });
});

describe('urgent fan-out', () => {
  const AREA = { suburb: 'Surry Hills', city: 'Sydney', state: 'New South Wales', country: 'Australia' };
  const NEXT_DOOR = { ...AREA, suburb: 'Redfern' };

  it('is a job: the request returns before anyone is notified; the job notifies the suburb, live and by e-mail', async () => {
    const author = await oldNeighbour(ctx.app, AREA);
    const near = await neighbour(ctx.app, AREA, { email: 'near@alerts.test' });
    const quiet = await neighbour(ctx.app, AREA, { email: 'quiet@alerts.test' });
    const farther = await neighbour(ctx.app, NEXT_DOOR);
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/notification-preferences',
      headers: quiet.headers,
      payload: { safety_alert: { email: false } },
    });
    const id = await alertId(ctx.app, author.headers, { urgent: true, title: 'Bushfire smoke', category: 'fire' });
    expect((await jobsOfKind('safety_alert_fanout')).map((job) => job.payload)).toContainEqual({ alertId: id });
    expect(await notificationKinds(ctx.app, near.headers)).toEqual([]);

    await ctx.app.jobs.drain();
    expect(await notificationKinds(ctx.app, near.headers)).toEqual(['safety_alert']);
    expect(await notificationKinds(ctx.app, quiet.headers)).toEqual(['safety_alert']);
    expect(await notificationKinds(ctx.app, farther.headers)).toEqual([]);
    expect(await notificationKinds(ctx.app, author.headers)).toEqual([]);
    const mails = await ctx.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject'])
      .where('recipient', 'in', ['near@alerts.test', 'quiet@alerts.test'])
      .execute();
    expect(mails).toEqual([{ recipient: 'near@alerts.test', subject: 'Urgent alert near you: "Bushfire smoke"' }]);
    // A re-run of the job notifies nobody twice.
    await ctx.database.db
      .insertInto('jobs')
      .values({ kind: 'safety_alert_fanout', payload: JSON.stringify({ alertId: id }), run_at: clock.now() })
      .execute();
    await ctx.app.jobs.drain();
    expect(await notificationKinds(ctx.app, near.headers)).toEqual(['safety_alert']);
  });

  it(`goes in chunks of ${ALERT_FANOUT_CHUNK} to every neighbour of the area`, async () => {
    const area = { ...AREA, suburb: 'Glebe' };
    const author = await oldNeighbour(ctx.app, area);
    await manyNeighbours(ctx.app, area, ALERT_FANOUT_CHUNK + 150);
    const id = await alertId(ctx.app, author.headers, { urgent: true, title: 'Flood warning', category: 'flood' });
    await ctx.app.jobs.drain();
    const count = await ctx.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(ALERT_FANOUT_CHUNK + 150);
    const distinct = await ctx.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.count<string>('recipient_id').distinct().as('n'))
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(distinct.n)).toBe(ALERT_FANOUT_CHUNK + 150);
  });

  it('holds a city-wide urgent alert as pending: no job, not listed for others, listed for its author', async () => {
    const area = { ...AREA, suburb: 'Newtown' };
    const author = await oldNeighbour(ctx.app, area);
    const reader = await neighbour(ctx.app, area);
    const response = await postAlert(ctx.app, author.headers, { urgent: true, area: 'city', title: 'Citywide storm' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(AlertMessages.alertPending);
    const id = response.json().data.id as string;
    expect(response.json().data.status).toBe('pending');
    expect((await jobsOfKind('safety_alert_fanout')).map((job) => job.payload)).not.toContainEqual({ alertId: id });
    await ctx.app.jobs.drain();
    expect(await notificationKinds(ctx.app, reader.headers)).toEqual([]);
    expect((await listAlerts(ctx.app, reader.headers)).map((a) => a.id)).not.toContain(id);
    expect((await listAlerts(ctx.app, author.headers)).map((a) => a.id)).toContain(id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${id}`, headers: reader.headers })).statusCode,
    ).toBe(404);
  });
});
