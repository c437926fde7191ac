import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { alertId, oldNeighbour } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 18: quiet hours hold e-mails until they end; a daily or weekly digest of the area, skipped
// when nothing is new; one-click unsubscribe links that work without signing in.
// 2031-03-03 is a Monday; New York is on EST (UTC−5) until 9 March.
const clock = manualClock(new Date('2031-03-03T08:00:00Z'));
let ctx: TestContext;
type Headers = { authorization: string };
const ZONE = 'America/New_York';

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://ourhood.example' }, { clock, startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

const schedule = (headers: Headers, payload?: object) =>
  ctx.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/v1/users/profile/notification-schedule',
    headers,
    ...(payload ? { payload } : {}),
  });

async function mailTo(userId: string) {
  const user = await ctx.app.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return ctx.app.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'headers'])
    .where('recipient', '=', user.email)
    .orderBy('created_at')
    .execute();
}

const setTime = (iso: string) => clock.set(new Date(iso));
const tokenOf = (headers: Record<string, string> | null) => {
  const match = /\/unsubscribe\/([^>]+)>$/.exec(headers?.['List-Unsubscribe'] ?? '');
  if (!match) throw new Error('no List-Unsubscribe header');
  return match[1]!;
};

describe('notification schedule', () => {
  it('starts with no quiet hours, no digest and the installation zone, and validates changes', async () => {
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    const initial = await schedule(ada.headers);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({ quiet_hours: null, time_zone: 'UTC', digest: 'off', digest_next_at: null });

    for (const bad of [
      { quiet_hours: { start: '24:00', end: '07:00' } },
      { quiet_hours: { start: '7:00', end: '08:00' } },
      { quiet_hours: { start: '22:00', end: '22:00' } },
      { time_zone: 'Mars/Olympus_Mons' },
      { digest: 'hourly' },
      { digest: 'daily', surprise: true },
    ]) {
      expect((await schedule(ada.headers, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/notification-schedule' })).statusCode,
    ).toBe(401);

    const saved = await schedule(ada.headers, { quiet_hours: { start: '22:00', end: '07:00' }, time_zone: ZONE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      quiet_hours: { start: '22:00', end: '07:00' },
      time_zone: ZONE,
      digest: 'off',
    });
    // A subset leaves the rest as it was; null turns quiet hours off.
    expect((await schedule(ada.headers, { digest: 'weekly' })).json().data).toMatchObject({
      quiet_hours: { start: '22:00', end: '07:00' },
      digest: 'weekly',
      // Monday 08:00 in New York: later today (it is 03:00 there).
      digest_next_at: '2031-03-03T13:00:00.000Z',
    });
    expect((await schedule(ada.headers, { quiet_hours: null, digest: 'off' })).json().data).toMatchObject({
      quiet_hours: null,
      digest: 'off',
      digest_next_at: null,
    });
  });

  it('holds notification e-mails during quiet hours and sends them when they end', async () => {
    setTime('2031-03-03T08:00:00Z'); // 03:00 in New York
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    const bob = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Bob', last_name: 'Reyes' });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/notification-preferences',
      headers: ada.headers,
      payload: { comment_on_post: { email: true } },
    });
    await schedule(ada.headers, { quiet_hours: { start: '22:00', end: '07:00' }, time_zone: ZONE });
    const postId = await createPost(ctx.app, ada.headers, 'Lost a grey cat near the library');
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: bob.headers,
      payload: { post_id: postId, content: 'I saw one on 5th Avenue' },
    });
    expect(comment.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(await mailTo(ada.id)).toHaveLength(0);

    setTime('2031-03-03T11:59:00Z'); // 06:59: still quiet
    await ctx.app.jobs.drain();
    expect(await mailTo(ada.id)).toHaveLength(0);

    setTime('2031-03-03T12:00:30Z'); // 07:00 in New York: the quiet hours are over
    await ctx.app.jobs.drain();
    const mails = await mailTo(ada.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Bob Reyes');
    expect(mails[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The link in the e-mail stops that kind of e-mail without signing in.
    const token = tokenOf(mails[0]!.headers);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ list: 'comment_on_post', unsubscribed: false });
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().data).toMatchObject({ list: 'comment_on_post', unsubscribed: true });
    const preferences = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile/notification-preferences',
      headers: ada.headers,
    });
    // Only the e-mail of that list is switched off: the app and push keep theirs.
    expect(preferences.json().data.comment_on_post).toEqual({ in_app: true, email: false, push: true });
    // The rest keep their defaults.
    expect(preferences.json().data.rental_match).toEqual({ in_app: true, email: true, push: true });
  });

  it('lets urgent safety alerts through quiet hours', async () => {
    setTime('2031-03-04T08:00:00Z'); // 03:00 in New York
    const sleeper = await neighbour(ctx.app, PARK_SLOPE);
    await schedule(sleeper.headers, { quiet_hours: { start: '22:00', end: '07:00' }, time_zone: ZONE });
    const author = await oldNeighbour(ctx.app, PARK_SLOPE);
    await alertId(ctx.app, author.headers, { urgent: true, title: 'Gas leak on 7th Avenue' });
    await ctx.app.jobs.drain();
    expect((await mailTo(sleeper.id)).map((mail) => mail.subject).join()).toContain('Gas leak on 7th Avenue');
  });

  it('refuses unsubscribe links it did not sign', async () => {
    const ada = await neighbour(ctx.app, PARK_SLOPE);
    const forged = `${ada.id}.digest.${'A'.repeat(32)}`;
    for (const token of [forged, 'nonsense', `${ada.id}.nothing.${'A'.repeat(32)}`]) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${token}` })).statusCode).toBe(404);
    }
  });
});

describe('digest', () => {
  it('sends the area news at 08:00 local, skips a day with nothing new, and unsubscribes in one click', async () => {
    setTime('2031-03-05T09:00:00Z'); // 04:00 in New York, a Wednesday
    const reader = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Rae' });
    const writer = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Wes', last_name: 'Kim' });
    const elsewhere = await neighbour(ctx.app, {
      suburb: 'Ikeja',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
    });
    const set = await schedule(reader.headers, { digest: 'daily', time_zone: ZONE });
    expect(set.json().data.digest_next_at).toBe('2031-03-05T13:00:00.000Z');

    await createPost(ctx.app, writer.headers, 'Street party on Saturday, bring a chair');
    await createPost(ctx.app, elsewhere.headers, 'Generator for sale in Ikeja');
    await ctx.app.jobs.drain();
    expect(await mailTo(reader.id)).toHaveLength(0);

    setTime('2031-03-05T13:00:10Z');
    await ctx.app.jobs.drain();
    const [digest, ...more] = await mailTo(reader.id);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toBe('Today in Park Slope');
    expect(digest!.text_body).toContain('Street party on Saturday');
    expect(digest!.text_body).not.toContain('Ikeja');
    expect((await schedule(reader.headers)).json().data.digest_next_at).toBe('2031-03-06T13:00:00.000Z');

    // Nothing new the next day: no e-mail, and the one after is still planned.
    setTime('2031-03-06T13:00:10Z');
    await ctx.app.jobs.drain();
    expect(await mailTo(reader.id)).toHaveLength(1);
    expect((await schedule(reader.headers)).json().data.digest_next_at).toBe('2031-03-07T13:00:00.000Z');

    // News again, but the reader unsubscribes from the first digest's link first.
    await createPost(ctx.app, writer.headers, 'Who found a blue scarf?');
    const token = tokenOf(digest!.headers);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}` })).json().data).toMatchObject({
      list: 'digest',
      unsubscribed: false,
    });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${token}` })).statusCode).toBe(200);
    expect((await schedule(reader.headers)).json().data).toMatchObject({ digest: 'off', digest_next_at: null });
    setTime('2031-03-07T13:00:10Z');
    await ctx.app.jobs.drain();
    expect(await mailTo(reader.id)).toHaveLength(1);
  });

  it('sends one digest when the frequency changes (the old job does nothing)', async () => {
    setTime('2031-03-12T09:00:00Z'); // Wednesday 05:00 in New York (EDT from 9 March: UTC−4)
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const writer = await neighbour(ctx.app, PARK_SLOPE);
    expect((await schedule(reader.headers, { digest: 'daily', time_zone: ZONE })).json().data.digest_next_at).toBe(
      '2031-03-12T12:00:00.000Z',
    );
    const weekly = await schedule(reader.headers, { digest: 'weekly' });
    expect(weekly.json().data.digest_next_at).toBe('2031-03-17T12:00:00.000Z');
    await createPost(ctx.app, writer.headers, 'Plant swap at the library');
    setTime('2031-03-12T12:00:10Z');
    await ctx.app.jobs.drain();
    expect(await mailTo(reader.id)).toHaveLength(0);
    setTime('2031-03-17T12:00:10Z');
    await ctx.app.jobs.drain();
    const mails = await mailTo(reader.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('This week in Park Slope');
    expect(mails[0]!.text_body).toContain('Plant swap at the library');
    expect((await schedule(reader.headers)).json().data.digest_next_at).toBe('2031-03-24T12:00:00.000Z');
  });
});
