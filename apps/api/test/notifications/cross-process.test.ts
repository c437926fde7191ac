import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationLimits } from '@ourhood/contract';
import { buildApp, type App } from '../../src/app.js';
import { openEventStream } from '../helpers/event-stream.js';
import { BUSHWICK, createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, sameSchemaConfig, type TestContext } from '../helpers/test-app.js';
import { redisReachable, TEST_REDIS_URL } from '../helpers/redis.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = TEST_REDIS_URL;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A second API "process" on the same database schema: its own bus, hub and listener connection. */
async function secondApp(ctx: TestContext, overrides: Record<string, string>): Promise<App> {
  const config = sameSchemaConfig(ctx, overrides);
  const app = await buildApp(config, { database: ctx.database, migrate: false, startJobs: false });
  cleanups.push(() => app.close());
  return app;
}

/** A follow made through `writer` reaches a stream held open by `server`. */
async function expectDelivery(writer: App, server: App) {
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  const followed = await neighbour(writer, undefined, { first_name: 'Fay' });
  const follower = await neighbour(writer, undefined, { first_name: 'Finn', last_name: 'Follower' });
  const stream = await openEventStream(`${url}/api/v1/notifications/stream`, followed.headers);
  cleanups.push(() => stream.close());
  await stream.next('ready');
  const response = await writer.inject({
    method: 'POST',
    url: `/api/v1/users/${followed.id}/follow`,
    headers: follower.headers,
  });
  expect(response.statusCode).toBe(200);
  const event = await stream.next('notification');
  expect(event.data).toMatchObject({ notification: { kind: 'new_follower', actor: { name: 'Finn Follower' } } });
}

describe.skipIf(!databaseUrl)('delivery between API processes', () => {
  it('ends a stream held by another process when its session logs out', async () => {
    const ctx = await createTestApp({}, { startJobs: false });
    cleanups.push(() => ctx.close());
    const other = await secondApp(ctx, {});
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const person = await neighbour(ctx.app);
    const stream = await openEventStream(`${url}/api/v1/notifications/stream`, person.headers);
    cleanups.push(() => stream.close());
    await stream.next('ready');
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: person.headers });
    expect(logout.statusCode).toBe(200);
    await stream.untilEnded();
  });

  it("ends a stream whose session ended while its process's listener was away, once it listens again", async () => {
    const ctx = await createTestApp({}, { startJobs: false });
    cleanups.push(() => ctx.close());
    const other = await secondApp(ctx, {});
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const person = await neighbour(ctx.app);
    const stream = await openEventStream(`${url}/api/v1/notifications/stream`, person.headers);
    cleanups.push(() => stream.close());
    await stream.next('ready');
    // The logout's news is missed: the session ends with no message on the bus, and the
    // listeners' connections drop (as in an outage); the streams' own pings are 25 s away.
    await sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${person.id}::uuid`.execute(ctx.database.db);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(
      ctx.database.db,
    );
    const started = Date.now();
    await stream.untilEnded();
    expect(Date.now() - started).toBeLessThan(NotificationLimits.streamPingSeconds * 1000);
  });

  it('goes through PostgreSQL LISTEN/NOTIFY', async () => {
    const ctx = await createTestApp({}, { startJobs: false });
    cleanups.push(() => ctx.close());
    await expectDelivery(ctx.app, await secondApp(ctx, {}));
  });

  it('goes through Redis pub/sub when REDIS_URL is set', async (test) => {
    if (!(await redisReachable())) test.skip(`Redis is not reachable at ${REDIS_URL}`);
    const ctx = await createTestApp({ REDIS_URL }, { startJobs: false });
    cleanups.push(() => ctx.close());
    await expectDelivery(ctx.app, await secondApp(ctx, { REDIS_URL }));
  });

  // Decision 0090: on PostgreSQL's bus a new post's news, and a comment's notification of the
  // author, are selected by the statement that writes them (a NOTIFY leaves at its commit).
  it("carries the news a write's own statement selects: a new post, and the author's notification", async () => {
    const ctx = await createTestApp({}, { startJobs: false });
    cleanups.push(() => ctx.close());
    const server = await secondApp(ctx, {});
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const author = await neighbour(ctx.app, BUSHWICK, { first_name: 'Nia' });
    const stream = await openEventStream(`${url}/api/v1/notifications/stream`, author.headers);
    cleanups.push(() => stream.close());
    const readerStream = await openEventStream(`${url}/api/v1/notifications/stream`, reader.headers);
    cleanups.push(() => readerStream.close());
    await stream.next('ready');
    await readerStream.next('ready');

    const postId = await createPost(ctx.app, author.headers, 'Stoop sale on Sunday');
    const news = await readerStream.next('post');
    expect(news.data).toEqual({ post: { id: postId, author_id: author.id, suburb: 'Bushwick', city: 'Brooklyn' } });

    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: reader.headers,
      payload: { post_id: postId, content: 'What time does it start?' },
    });
    expect(comment.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const told = await stream.next('notification');
    expect(told.data).toMatchObject({ notification: { kind: 'comment_on_post' } });
  });
});
