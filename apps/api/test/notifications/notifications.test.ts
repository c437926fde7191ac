import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../helpers/event-stream.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let base: string;
type Person = Awaited<ReturnType<typeof neighbour>>;
let author: Person;
let reader: Person;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  author = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Ann', last_name: 'Author' });
  reader = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Rey', last_name: 'Reader' });
});

afterAll(async () => {
  await ctx?.close();
});

/** A comment, and the job it queued run: the post's author is notified by it (decision 0087). */
const comment = async (person: Person, postId: string, content: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/comments/create-comment',
    headers: person.headers,
    payload: { post_id: postId, content },
  });
  await ctx.app.jobs.drain();
  return response;
};
const list = async (person: Person) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: person.headers })).json();

describe('notifications', () => {
  it('are created for comments on your post (not your own), listed, counted and read', async () => {
    const postId = await createPost(
      ctx.app,
      author.headers,
      'Who has a spare ladder for the weekend? Asking for a friend.',
    );
    expect((await comment(author, postId, 'Anyone?')).statusCode).toBe(201);
    expect((await comment(reader, postId, 'I do!')).statusCode).toBe(201);
    const body = await list(author);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      kind: 'comment_on_post',
      actor: { name: 'Rey Reader' },
      subject: { type: 'post', id: postId },
      message: 'Rey Reader commented on your post "Who has a spare ladder for the weekend? Asking for a friend."',
      read_at: null,
    });
    expect(body.metadata).toMatchObject({ total: 1, unread_count: 1, page: 1 });
    const count = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/unread-count',
      headers: author.headers,
    });
    expect(count.json().data).toEqual({ unread_count: 1 });

    const id = body.data[0].id;
    const notYours = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${id}/read`,
      headers: reader.headers,
    });
    expect(notYours.statusCode).toBe(404);
    const read = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${id}/read`,
      headers: author.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).not.toBeNull();
    await comment(reader, postId, 'Still need it?');
    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read-all',
      headers: author.headers,
    });
    expect(all.json().data).toEqual({ updated: 1 });
    expect((await list(author)).metadata.unread_count).toBe(0);
  });

  it('stream live over Server-Sent Events, also to other tabs when read', async () => {
    const stream = await openEventStream(`${base}/api/v1/notifications/stream`, author.headers);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect((await stream.next('ready')).data).toEqual({ unread_count: 0 });

    const postId = await createPost(ctx.app, author.headers, 'Bread swap on Sunday');
    await comment(reader, postId, 'Count me in');
    const event = await stream.next('notification');
    expect(event.data).toMatchObject({
      unread_count: 1,
      notification: { kind: 'comment_on_post', subject: { id: postId }, read_at: null },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: author.headers });
    expect((await stream.next('unread')).data).toEqual({ unread_count: 0 });
    await stream.close();
  });

  it('need a session or a single-use ticket', async () => {
    const anonymous = await fetch(`${base}/api/v1/notifications/stream`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 'error' });

    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/stream-ticket',
      headers: reader.headers,
    });
    const { ticket } = issued.json().data;
    const stream = await openEventStream(`${base}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    expect((await stream.next('ready')).data).toHaveProperty('unread_count');
    await stream.close();
    const reused = await fetch(`${base}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ message: 'Stream ticket is invalid or expired' });
  });
});

describe('the stream on shutdown', () => {
  it('ends, so closing the app is not held up by open streams', async () => {
    const own = await createTestApp();
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const person = await neighbour(own.app);
    const stream = await openEventStream(`${url}/api/v1/notifications/stream`, person.headers);
    await stream.next('ready');
    const started = Date.now();
    await own.close();
    await stream.untilEnded();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
