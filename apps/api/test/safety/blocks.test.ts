import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockMessages } from '@ourhood/contract';
import { createPost, neighbour } from '../helpers/posts.js';
import { addKeyword, postRental } from '../helpers/rentals.js';
import { alertId, listAlerts, notificationKinds, oldNeighbour, report } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = { authorization: string };
const AREA = { suburb: 'Kreuzberg', city: 'Berlin', state: 'Berlin', country: 'Germany' };
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const post = (url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const del = (url: string, headers: Headers) => ctx.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers });
const ids = (response: { json(): { data: { id: string }[] } }) => response.json().data.map((item) => item.id);

describe('blocking', () => {
  it('hides each side from the other on every list and detail route, and ends follows', async () => {
    const ana = await oldNeighbour(ctx.app, AREA);
    const ben = await oldNeighbour(ctx.app, AREA);
    const cleo = await neighbour(ctx.app, AREA);
    const anaPost = await createPost(ctx.app, ana.headers, 'Ana sells zucchini');
    const benPost = await createPost(ctx.app, ben.headers, 'Ben sells zucchini too');
    await post('/comments/create-comment', ana.headers, { post_id: anaPost, content: 'Ana comment' });
    const benComment = await post('/comments/create-comment', ben.headers, {
      post_id: anaPost,
      content: 'Ben comment',
    });
    expect(benComment.statusCode).toBe(201);
    const anaRental = await postRental(ctx.app, ana.headers, 'Ladder');
    const anaAlert = await alertId(ctx.app, ana.headers, { title: 'Ana alert' });
    expect((await post(`/users/${ben.id}/follow`, ana.headers)).statusCode).toBe(200);
    expect((await post(`/users/${ana.id}/follow`, ben.headers)).statusCode).toBe(200);
    // Ana had a notification from Ben (his follow and comment); the block takes them away.
    expect(await notificationKinds(ctx.app, ana.headers)).toEqual(expect.arrayContaining(['new_follower']));

    const blocked = await post(`/users/${ben.id}/block`, ana.headers);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toEqual({ user_id: ben.id, blocked: true, muted: false });
    // Idempotent.
    expect((await post(`/users/${ben.id}/block`, ana.headers)).statusCode).toBe(200);

    for (const [viewer, other, otherPost] of [
      [ana, ben, benPost],
      [ben, ana, anaPost],
    ] as const) {
      expect(ids(await get('/posts?limit=50', viewer.headers))).not.toContain(otherPost);
      expect(ids(await get('/posts?limit=50&search=zucchini', viewer.headers))).not.toContain(otherPost);
      expect(ids(await get(`/posts?author_id=${other.id}`, viewer.headers))).toEqual([]);
      expect((await get(`/posts/${otherPost}`, viewer.headers)).statusCode).toBe(404);
      expect((await get(`/users/${other.id}`, viewer.headers)).statusCode).toBe(404);
      expect((await get(`/users/${other.id}/stats`, viewer.headers)).statusCode).toBe(404);
      expect(ids(await get(`/comments?author_id=${other.id}`, viewer.headers))).toEqual([]);
      expect((await post(`/users/${other.id}/follow`, viewer.headers)).statusCode).toBe(404);
    }
    // Ben cannot read or comment on Ana's post, lend to her, or see her alert.
    expect((await get(`/comments/${anaPost}`, ben.headers)).statusCode).toBe(404);
    expect((await post('/comments/create-comment', ben.headers, { post_id: anaPost, content: 'Hi' })).statusCode).toBe(
      404,
    );
    expect(ids(await get('/rentals/requests?limit=50', ben.headers))).not.toContain(anaRental);
    expect((await get(`/rentals/requests/${anaRental}`, ben.headers)).statusCode).toBe(404);
    expect((await post(`/rentals/requests/${anaRental}/accept`, ben.headers)).statusCode).toBe(404);
    expect((await listAlerts(ctx.app, ben.headers)).map((a) => a.id)).not.toContain(anaAlert);
    expect((await get(`/alerts/${anaAlert}`, ben.headers)).statusCode).toBe(404);
    expect((await report(ctx.app, ben.headers, 'post', anaPost)).statusCode).toBe(404);
    // Ana no longer sees Ben's comment under her own post.
    const comments = (await get(`/comments/${anaPost}`, ana.headers)).json().data as { content: string }[];
    expect(comments.map((c) => c.content)).toEqual(['Ana comment']);
    // Follows ended both ways.
    const stats = (await get(`/users/${cleo.id}/stats`, ana.headers)).json().data;
    expect(stats).toBeDefined();
    const follows = await ctx.database.db
      .selectFrom('follows')
      .selectAll()
      .where((eb) => eb.or([eb('follower_id', '=', ana.id), eb('follower_id', '=', ben.id)]))
      .execute();
    expect(follows).toEqual([]);
    expect(await notificationKinds(ctx.app, ana.headers)).toEqual([]);
    expect(await notificationKinds(ctx.app, ben.headers)).toEqual([]);
    // Others still see both.
    expect(ids(await get('/posts?limit=50', cleo.headers))).toEqual(expect.arrayContaining([anaPost, benPost]));

    // Listed in settings, and undone.
    const list = (await get('/users/me/blocks', ana.headers)).json().data;
    expect(list.blocked.map((entry: { user: { id: string } }) => entry.user.id)).toEqual([ben.id]);
    expect((await del(`/users/${ben.id}/block`, ana.headers)).json().data.blocked).toBe(false);
    expect((await get(`/posts/${anaPost}`, ben.headers)).statusCode).toBe(200);
  });

  it('lets no notification pass between them: no keyword match, no urgent alert', async () => {
    const area = { ...AREA, suburb: 'Mitte' };
    const ana = await oldNeighbour(ctx.app, area);
    const ben = await oldNeighbour(ctx.app, area);
    const cleo = await neighbour(ctx.app, area);
    await addKeyword(ctx.app, ben.headers, 'drill');
    await addKeyword(ctx.app, cleo.headers, 'drill');
    await post(`/users/${ana.id}/block`, ben.headers);
    await postRental(ctx.app, ana.headers, 'Drill');
    await alertId(ctx.app, ana.headers, { urgent: true, title: 'Fire in Mitte' });
    await ctx.app.jobs.drain();
    expect(await notificationKinds(ctx.app, ben.headers)).toEqual([]);
    expect((await notificationKinds(ctx.app, cleo.headers)).sort()).toEqual(['rental_match', 'safety_alert']);
  });

  it('refuses oneself (400) and unknown accounts (404), and answers 401 to visitors', async () => {
    const ana = await neighbour(ctx.app, AREA);
    const self = await post(`/users/${ana.id}/block`, ana.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(BlockMessages.notYourself);
    expect((await post('/users/00000000-0000-4000-8000-000000000000/mute', ana.headers)).statusCode).toBe(404);
    expect((await post('/users/nope/block', ana.headers)).statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', `/api/v1/users/${ana.id}/block`],
      ['DELETE', `/api/v1/users/${ana.id}/block`],
      ['POST', `/api/v1/users/${ana.id}/mute`],
      ['DELETE', `/api/v1/users/${ana.id}/mute`],
      ['GET', '/api/v1/users/me/blocks'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});

describe('muting', () => {
  it("hides the muted account's posts from the muter's feed only", async () => {
    const ana = await neighbour(ctx.app, AREA);
    const ben = await neighbour(ctx.app, AREA);
    const benPost = await createPost(ctx.app, ben.headers, 'Ben talks a lot');
    expect((await post(`/users/${ben.id}/mute`, ana.headers)).json().data).toEqual({
      user_id: ben.id,
      blocked: false,
      muted: true,
    });
    expect(ids(await get('/posts?limit=50', ana.headers))).not.toContain(benPost);
    // Still reachable: the profile, the author's list, the post itself; and Ben sees Ana as before.
    expect((await get(`/users/${ben.id}`, ana.headers)).statusCode).toBe(200);
    expect(ids(await get(`/posts?author_id=${ben.id}`, ana.headers))).toContain(benPost);
    expect((await get(`/posts/${benPost}`, ana.headers)).statusCode).toBe(200);
    const list = (await get('/users/me/blocks', ana.headers)).json().data;
    expect(list).toMatchObject({ blocked: [], muted: [{ user: { id: ben.id } }] });
    await del(`/users/${ben.id}/mute`, ana.headers);
    expect(ids(await get('/posts?limit=50', ana.headers))).toContain(benPost);
  });
});

describe('organizations', () => {
  it('leave the directory and their page 404s across a block with the owner, or once hidden', async () => {
    const { organization } = await import('../helpers/organizations.js');
    const reader = await neighbour(ctx.app, AREA);
    const moderator = await neighbour(ctx.app, AREA, { role: 'moderator' });
    const blocked = await organization(ctx.app, { business_name: 'Blocked Bakery' });
    const hidden = await organization(ctx.app, { business_name: 'Hidden Hardware' });
    expect((await get(`/organization/${blocked.id}`, reader.headers)).statusCode).toBe(200);
    expect(ids(await get('/organization/all?limit=50&search=Bakery', reader.headers))).toContain(blocked.id);
    expect(ids(await get('/organization/all?limit=50&search=Hardware', reader.headers))).toContain(hidden.id);
    await post(`/users/${blocked.ownerId}/block`, reader.headers);
    expect((await get(`/organization/${blocked.id}`, reader.headers)).statusCode).toBe(404);
    expect(ids(await get('/organization/all?limit=50&search=Bakery', reader.headers))).not.toContain(blocked.id);
    const hide = await post('/moderation/actions', moderator.headers, {
      target_type: 'organization',
      target_id: hidden.id,
      action: 'hide',
      reason: 'spam',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await get(`/organization/${hidden.id}`, reader.headers)).statusCode).toBe(404);
    expect(ids(await get('/organization/all?limit=50&search=Hardware', reader.headers))).not.toContain(hidden.id);
    expect((await get(`/organization/${hidden.id}`, hidden.headers)).statusCode).toBe(200);
  });
});

describe('the live stream', () => {
  it('carries an urgent alert to a neighbour, and nothing to one who blocked its author', async () => {
    const { openEventStream } = await import('../helpers/event-stream.js');
    const area = { ...AREA, suburb: 'Neukölln' };
    const author = await oldNeighbour(ctx.app, area);
    const otherAuthor = await oldNeighbour(ctx.app, area);
    const near = await neighbour(ctx.app, area);
    const blocker = await neighbour(ctx.app, area);
    await post(`/users/${author.id}/block`, blocker.headers);
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const open = await openEventStream(`${url}/api/v1/notifications/stream`, near.headers);
    const closed = await openEventStream(`${url}/api/v1/notifications/stream`, blocker.headers);
    try {
      await open.next('ready');
      await closed.next('ready');
      await alertId(ctx.app, author.headers, { urgent: true, title: 'Flooded underpass' });
      await ctx.app.jobs.drain();
      const event = await open.next('notification');
      expect(event.data).toMatchObject({
        notification: { kind: 'safety_alert', message: 'Urgent alert near you: "Flooded underpass"' },
      });
      // Nothing reaches the blocker: an alert by someone they did not block, sent the same way
      // afterwards, is the first and only notification on their stream.
      await alertId(ctx.app, otherAuthor.headers, { urgent: true, title: 'Burst water main' });
      await ctx.app.jobs.drain();
      const sentinel = await closed.next('notification');
      expect(sentinel.data).toMatchObject({
        notification: { kind: 'safety_alert', message: 'Urgent alert near you: "Burst water main"' },
      });
      expect(closed.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    } finally {
      await open.close();
      await closed.close();
    }
  });
});
