import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { notificationKinds } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0087: a comment or a first reaction queues its author's notification as a job in the
// write's own statement. The job asks the rules when it runs, so what happened between the write's
// answer and the job (a block, a deleted post or comment) is honoured, and a job is never lost.
let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
});
afterAll(async () => ctx?.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, person: Person, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const comment = (person: Person, postId: string, content = 'Count me in') =>
  call('POST', '/comments/create-comment', person, { post_id: postId, content });
const queuedJobs = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', '=', 'author_notification')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the author notification job', () => {
  it('is queued with the write and tells the author when it runs, never the actor', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const postId = await createPost(ctx.app, author.headers, 'Street party on Saturday');

    expect((await comment(reader, postId)).statusCode).toBe(201);
    expect((await comment(author, postId, 'See you there')).statusCode).toBe(201);
    expect((await call('PUT', `/posts/${postId}/reactions`, reader, { kind: 'love' })).statusCode).toBe(200);
    // Changing a reaction's kind tells nobody again; one's own post tells nobody.
    expect((await call('PUT', `/posts/${postId}/reactions`, reader, { kind: 'wow' })).statusCode).toBe(200);
    expect((await call('PUT', `/posts/${postId}/reactions`, author, { kind: 'like' })).statusCode).toBe(200);
    expect(await queuedJobs()).toBe(2);
    expect(await notificationKinds(ctx.app, author.headers)).toEqual([]);

    await ctx.app.jobs.drain();
    expect(await queuedJobs()).toBe(0);
    expect((await notificationKinds(ctx.app, author.headers)).sort()).toEqual(['comment_on_post', 'reaction']);
    expect(await notificationKinds(ctx.app, reader.headers)).toEqual([]);
  });

  it('tells nobody across a block made, or of a post deleted, before it runs', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const blocked = await createPost(ctx.app, author.headers, 'Lost keys near the park');
    const deleted = await createPost(ctx.app, author.headers, 'Found a blue scarf');

    expect((await comment(reader, blocked)).statusCode).toBe(201);
    expect((await comment(reader, deleted)).statusCode).toBe(201);
    expect((await call('POST', `/users/${reader.id}/block`, author)).statusCode).toBe(200);
    expect((await call('DELETE', `/posts/${deleted}`, author)).statusCode).toBe(200);

    await ctx.app.jobs.drain();
    expect(await queuedJobs()).toBe(0);
    expect(await notificationKinds(ctx.app, author.headers)).toEqual([]);
  });

  it('names the comment reacted to, and tells nobody of one deleted before it runs', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const postId = await createPost(ctx.app, author.headers, 'Who has a ladder?');
    const kept = (await comment(reader, postId, 'I do, 3 metres')).json().data.id as string;
    const gone = (await comment(reader, postId, 'Mine is shorter')).json().data.id as string;
    await ctx.app.jobs.drain();

    expect((await call('PUT', `/comments/${kept}/reactions`, author, { kind: 'thanks' })).statusCode).toBe(200);
    expect((await call('PUT', `/comments/${gone}/reactions`, author, { kind: 'thanks' })).statusCode).toBe(200);
    expect((await call('DELETE', `/comments/${gone}`, reader)).statusCode).toBe(200);
    await ctx.app.jobs.drain();

    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: reader.headers });
    expect((response.json().data as { kind: string; message: string }[]).map((n) => [n.kind, n.message])).toEqual([
      ['comment_reaction', expect.stringMatching(/reacted to your comment "I do, 3 metres"$/)],
    ]);
  });
});
