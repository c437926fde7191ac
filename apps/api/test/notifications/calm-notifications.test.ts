import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 18: notifications that do not repeat themselves, with previews cut at a word.
const clock = manualClock(new Date('2031-03-01T09:00:00Z'));
let ctx: TestContext;
type Headers = { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});

afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

/** The bell, once the jobs the writes queued have run (decision 0087). */
async function notificationsOf(headers: Headers) {
  await ctx.app.jobs.drain();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as { kind: string; message: string; subject: { title: string } | null }[];
}

describe('calm notifications', () => {
  it('tells of a follow once a day however often it is undone and redone', async () => {
    const ada = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Ada', last_name: 'Obi' });
    const bob = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Bob', last_name: 'Reyes' });
    for (let round = 0; round < 3; round++) {
      clock.advance(60_000);
      expect((await post(`/api/v1/users/${ada.id}/follow`, bob.headers)).statusCode).toBe(200);
      expect((await post(`/api/v1/users/${ada.id}/unfollow`, bob.headers)).statusCode).toBe(200);
    }
    expect((await notificationsOf(ada.headers)).map((n) => n.message)).toEqual(['Bob Reyes started following you']);

    // Someone else's follow is news of its own.
    const cleo = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Cleo', last_name: 'Diaz' });
    await post(`/api/v1/users/${ada.id}/follow`, cleo.headers);
    expect(await notificationsOf(ada.headers)).toHaveLength(2);

    // A day later, following again is news again.
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    await post(`/api/v1/users/${ada.id}/follow`, bob.headers);
    expect((await notificationsOf(ada.headers)).map((n) => n.message)).toEqual([
      'Bob Reyes started following you',
      'Cleo Diaz started following you',
      'Bob Reyes started following you',
    ]);
  });

  it('ends the preview of a long post with an ellipsis at a word boundary', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const long =
      'The community garden on Fifth Street needs volunteers this Saturday morning to plant tomatoes, beans and squash before the rain';
    const postId = await createPost(ctx.app, author.headers, long);
    clock.advance(1000);
    await post('/api/v1/comments/create-comment', reader.headers, { post_id: postId, content: 'Count me in' });
    clock.advance(1000);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${postId}/reactions`,
      headers: reader.headers,
      payload: { kind: 'like' },
    });
    const titles = (await notificationsOf(author.headers)).map((n) => n.subject?.title);
    const expected = 'The community garden on Fifth Street needs volunteers this Saturday morning to…';
    expect(titles).toEqual([expected, expected]);
    expect(Array.from(expected).length).toBeLessThanOrEqual(80);
    expect(long.startsWith(expected.slice(0, -1))).toBe(true);
    expect(long[expected.length - 1]).toBe(' ');

    // A short post's title is the whole post, without an ellipsis.
    const shortId = await createPost(ctx.app, author.headers, 'Free apples');
    clock.advance(1000);
    await post('/api/v1/comments/create-comment', reader.headers, { post_id: shortId, content: 'Thanks!' });
    expect((await notificationsOf(author.headers))[0]!.subject?.title).toBe('Free apples');
  });
});
