// Moderation (issue 17): suspension and ban, approving urgent alerts, hidden content on every route,
// the admin screen. Reports, hiding, appeals and the public log: moderation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@ourhood/contract';
import { manualClock } from '../../src/lib/clock.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { PASSWORD } from '../helpers/auth.js';
import { openEventStream } from '../helpers/event-stream.js';
import { createGroup } from '../helpers/groups.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { act, alertId, listAlerts, notificationKinds, oldNeighbour, postAlert, staff } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = { authorization: string };
const get = (url: string, headers?: Headers) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('suspension and ban', () => {
  it('revokes every session at once (streams end), refuses login with the end date, and ends on time', async () => {
    const email = `suspend-${Date.now()}@example.test`;
    const person = await neighbour(ctx.app, PARK_SLOPE, { email, password_hash: await hashPassword(PASSWORD) });
    const moderator = await staff(ctx.app, 'moderator');
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${url}/api/v1/notifications/stream`, person.headers);
    await stream.next('ready');
    const suspended = await act(ctx.app, moderator.headers, {
      target_type: 'user',
      target_id: person.id,
      action: 'suspend',
      duration_days: 7,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const endsAt = suspended.json().data.ends_at as string;
    expect(new Date(endsAt).getTime() - clock.now().getTime()).toBe(7 * DAY);
    expect((await get('/users/profile/me', person.headers)).statusCode).toBe(401);
    await stream.untilEnded();
    await stream.close();

    const login = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.ACCOUNT_SUSPENDED);
    expect(refused.json().message).toContain(endsAt);

    // Signed out, the person still appeals: once, proving who they are with e-mail and password.
    const appealAccount = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/moderation/appeals/account',
        payload: { email: email.toUpperCase(), password, note: 'That was my brother on my phone.' },
      });
    expect((await appealAccount('not-my-password-1')).statusCode).toBe(401);
    const filed = await appealAccount(PASSWORD);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().data.action_id).toBe(suspended.json().data.id);
    expect((await appealAccount(PASSWORD)).statusCode).toBe(409);
    const queue = await get('/moderation/queue', moderator.headers);
    expect(JSON.stringify(queue.json().data)).toContain('That was my brother on my phone.');
    // Someone in good standing has nothing to appeal.
    const fine = `fine-${Date.now()}@example.test`;
    await neighbour(ctx.app, PARK_SLOPE, { email: fine, password_hash: await hashPassword(PASSWORD) });
    const nothing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/moderation/appeals/account',
      payload: { email: fine, password: PASSWORD, note: 'Why not' },
    });
    expect(nothing.statusCode).toBe(404);

    clock.advance(7 * DAY - 1000);
    expect((await login()).statusCode).toBe(403);
    clock.advance(2000);
    const back = await login();
    expect(back.statusCode, back.body).toBe(200);
    expect((await get('/users/profile/me', { authorization: `Bearer ${back.json().data.token}` })).statusCode).toBe(
      200,
    );
  });

  it('bans until restored, refuses suspending staff, and needs target_type user and a duration', async () => {
    const email = `ban-${Date.now()}@example.test`;
    const person = await neighbour(ctx.app, PARK_SLOPE, { email, password_hash: await hashPassword(PASSWORD) });
    const admin = await staff(ctx.app, 'admin');
    const moderator = await staff(ctx.app, 'moderator');
    expect(
      (await act(ctx.app, admin.headers, { target_type: 'user', target_id: person.id, action: 'suspend' })).statusCode,
    ).toBe(400);
    expect(
      (await act(ctx.app, admin.headers, { target_type: 'post', target_id: person.id, action: 'ban' })).statusCode,
    ).toBe(400);
    expect(
      (await act(ctx.app, admin.headers, { target_type: 'user', target_id: moderator.id, action: 'ban' })).statusCode,
    ).toBe(409);
    expect(
      (await act(ctx.app, admin.headers, { target_type: 'user', target_id: person.id, action: 'ban' })).statusCode,
    ).toBe(200);
    const login = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
    expect((await login()).json().code).toBe(ErrorCode.ACCOUNT_BANNED);
    clock.advance(365 * DAY);
    expect((await login()).statusCode).toBe(403);
    const laterAdmin = await staff(ctx.app, 'admin');
    expect(
      (await act(ctx.app, laterAdmin.headers, { target_type: 'user', target_id: person.id, action: 'restore' }))
        .statusCode,
    ).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });
});

describe('approving a city-wide urgent alert', () => {
  it('waits in the queue; the approval queues the fan-out job', async () => {
    const area = { suburb: 'Fitzroy', city: 'Melbourne', state: 'Victoria', country: 'Australia' };
    const author = await oldNeighbour(ctx.app, area);
    const reader = await neighbour(ctx.app, { ...area, suburb: 'Carlton' });
    const moderator = await staff(ctx.app, 'moderator');
    const response = await postAlert(ctx.app, author.headers, { urgent: true, area: 'city', title: 'Storm warning' });
    const id = response.json().data.id as string;
    const queue = (await get('/moderation/queue', moderator.headers)).json().data as {
      target_id: string;
      awaiting_approval: boolean;
    }[];
    expect(queue.find((entry) => entry.target_id === id)?.awaiting_approval).toBe(true);
    expect(
      (await act(ctx.app, reader.headers, { target_type: 'alert', target_id: id, action: 'approve' })).statusCode,
    ).toBe(404);
    expect(
      (await act(ctx.app, moderator.headers, { target_type: 'alert', target_id: id, action: 'approve' })).statusCode,
    ).toBe(200);
    expect(
      (await act(ctx.app, moderator.headers, { target_type: 'alert', target_id: id, action: 'approve' })).statusCode,
    ).toBe(409);
    expect((await listAlerts(ctx.app, reader.headers)).map((a) => a.id)).toContain(id);
    expect(await notificationKinds(ctx.app, reader.headers)).toEqual([]);
    await ctx.app.jobs.drain();
    expect(await notificationKinds(ctx.app, reader.headers)).toEqual(['safety_alert']);
    // A second approval never notifies twice; nor does an alert id from elsewhere.
    expect(await alertId(ctx.app, author.headers, { title: 'Calm one' })).toBeTruthy();
  });
});

describe('hidden content on every route', () => {
  it('hides comments, rental requests, alerts, groups and profiles for everyone but their authors', async () => {
    const author = await oldNeighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const moderator = await staff(ctx.app, 'moderator');
    const postId = await createPost(ctx.app, reader.headers, 'A neutral post');
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: author.headers,
      payload: { post_id: postId, content: 'A nasty comment' },
    });
    const commentId = comment.json().data.id as string;
    const rental = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/rentals/requests',
      headers: author.headers,
      payload: { itemName: 'Shady ladder', description: 'x', duration: '1 day' },
    });
    const rentalId = rental.json().data.id as string;
    const alert = await alertId(ctx.app, author.headers, { title: 'Fake alert' });
    const groupId = await createGroup(ctx.app, author.headers, 'Spam Club');
    for (const [type, id] of [
      ['comment', commentId],
      ['rental_request', rentalId],
      ['alert', alert],
      ['group', groupId],
      ['user', author.id],
    ] as const) {
      const hidden = await act(ctx.app, moderator.headers, { target_type: type, target_id: id, action: 'hide' });
      expect(hidden.statusCode, `${type}: ${hidden.body}`).toBe(200);
    }
    const contents = (r: { json(): { data: { content?: string; id: string }[] } }) => r.json().data.map((c) => c.id);
    expect(contents(await get(`/comments/${postId}`, reader.headers))).not.toContain(commentId);
    expect(contents(await get(`/comments/${postId}`, author.headers))).toContain(commentId);
    expect(contents(await get('/rentals/requests?limit=50', reader.headers))).not.toContain(rentalId);
    expect((await get(`/rentals/requests/${rentalId}`, reader.headers)).statusCode).toBe(404);
    expect((await get(`/rentals/requests/${rentalId}`, author.headers)).statusCode).toBe(200);
    expect((await listAlerts(ctx.app, reader.headers)).map((a) => a.id)).not.toContain(alert);
    expect((await get(`/alerts/${alert}`, reader.headers)).statusCode).toBe(404);
    expect((await get(`/alerts/${alert}`, author.headers)).json().data.hidden).toBe(true);
    expect((await get(`/groups/${groupId}`, reader.headers)).statusCode).toBe(404);
    expect(contents(await get('/groups', reader.headers))).not.toContain(groupId);
    expect((await get(`/groups/${groupId}`, author.headers)).statusCode).toBe(200);
    expect((await get(`/users/${author.id}`, reader.headers)).statusCode).toBe(404);
    expect((await get(`/users/${author.id}`, moderator.headers)).statusCode).toBe(200);
    expect((await get(`/users/${author.id}`, author.headers)).statusCode).toBe(200);
  });
});

describe('the admin screen', () => {
  it('lists moderators and sanctioned accounts and gives or takes the role, for admins only', async () => {
    const admin = await staff(ctx.app, 'admin');
    const moderator = await staff(ctx.app, 'moderator');
    const email = `future-mod-${Date.now()}@example.test`;
    const person = await neighbour(ctx.app, PARK_SLOPE, { email });
    for (const headers of [moderator.headers, person.headers, undefined]) {
      expect((await get('/admin/moderation/accounts', headers)).statusCode).toBe(404);
      const denied = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/moderators',
        headers,
        payload: { email, moderator: true },
      });
      expect(denied.statusCode).toBe(404);
    }
    const given = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/moderators',
      headers: admin.headers,
      payload: { email, moderator: true },
    });
    expect(given.json().data).toEqual({ email, role: 'moderator' });
    const accounts = (await get('/admin/moderation/accounts', admin.headers)).json().data;
    expect(accounts.moderators.map((a: { email: string }) => a.email)).toContain(email);
    // Suspended people appear as sanctioned; the new moderator can now read the queue.
    expect((await get('/moderation/queue', person.headers)).statusCode).toBe(200);
    const target = await neighbour(ctx.app);
    await act(ctx.app, admin.headers, {
      target_type: 'user',
      target_id: target.id,
      action: 'suspend',
      duration_days: 1,
    });
    const after = (await get('/admin/moderation/accounts', admin.headers)).json().data;
    expect(after.sanctioned.map((a: { user: { id: string } }) => a.user.id)).toContain(target.id);
  });
});
