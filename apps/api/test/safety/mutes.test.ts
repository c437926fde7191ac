import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, neighbour } from '../helpers/posts.js';
import { notificationKinds } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Muting (decision 0020): the muted account's posts leave the muter's feed, and its notifications
// leave the muter's bell (those already there, and any new one); the muted account notices nothing.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = { authorization: string };
const AREA = { suburb: 'Neukölln', city: 'Berlin', state: 'Berlin', country: 'Germany' };
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
/** A comment, and the job it queued run: the post's author is notified by it (decision 0087). */
const comment = async (headers: Headers, postId: string, content: string) => {
  const response = await inject('POST', '/comments/create-comment', headers, { post_id: postId, content });
  await ctx.app.jobs.drain();
  return response;
};
const unread = async (headers: Headers) =>
  (await inject('GET', '/notifications/unread-count', headers)).json().data as { unread_count: number };
const feedIds = async (headers: Headers) =>
  ((await inject('GET', '/posts?limit=50', headers)).json().data as { id: string }[]).map((item) => item.id);

describe('muting', () => {
  it("takes the muted account's posts out of the muter's feed and its notifications out of the bell", async () => {
    const ana = await neighbour(ctx.app, AREA);
    const ben = await neighbour(ctx.app, AREA);
    const cleo = await neighbour(ctx.app, AREA);
    const anaPost = await createPost(ctx.app, ana.headers, 'Ana asks for a ladder');
    const benPost = await createPost(ctx.app, ben.headers, 'Ben has opinions');
    expect((await inject('POST', `/users/${ana.id}/follow`, ben.headers)).statusCode).toBe(200);
    expect((await comment(ben.headers, anaPost, 'Ben answers')).statusCode).toBe(201);
    expect((await notificationKinds(ctx.app, ana.headers)).sort()).toEqual(['comment_on_post', 'new_follower']);
    expect(await feedIds(ana.headers)).toContain(benPost);

    expect((await inject('POST', `/users/${ben.id}/mute`, ana.headers)).statusCode).toBe(200);

    // What Ben did before is gone from Ana's bell; his posts from her feed.
    expect(await notificationKinds(ctx.app, ana.headers)).toEqual([]);
    expect(await unread(ana.headers)).toMatchObject({ unread_count: 0 });
    expect(await feedIds(ana.headers)).not.toContain(benPost);
    // What he does now does not reach her; Cleo's does.
    expect((await comment(ben.headers, anaPost, 'Ben again')).statusCode).toBe(201);
    expect(await notificationKinds(ctx.app, ana.headers)).toEqual([]);
    expect((await comment(cleo.headers, anaPost, 'Cleo has a ladder')).statusCode).toBe(201);
    expect(await notificationKinds(ctx.app, ana.headers)).toEqual(['comment_on_post']);
    // A mute is one-way and silent: Ben still hears from Ana.
    expect((await comment(ana.headers, benPost, 'Ana replies')).statusCode).toBe(201);
    expect(await notificationKinds(ctx.app, ben.headers)).toEqual(['comment_on_post']);

    // Unmuted, Ben's posts and notifications come again (what was muted meanwhile stays gone).
    expect((await inject('DELETE', `/users/${ben.id}/mute`, ana.headers)).statusCode).toBe(200);
    expect(await feedIds(ana.headers)).toContain(benPost);
    expect((await comment(ben.headers, anaPost, 'Ben once more')).statusCode).toBe(201);
    expect(await notificationKinds(ctx.app, ana.headers)).toEqual(['comment_on_post', 'comment_on_post']);
  });
});
