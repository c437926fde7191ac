import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.js';
import { manualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestContext } from './test-app.js';

type Headers = { authorization: string };

/** Every kind at zero: a post's or comment's counts before anyone reacts. */
export const NO_REACTIONS = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 };

/**
 * The reaction tests' requests, on the app `app()` answers when called (the suite's, built in
 * beforeAll). `path` is an item's ('posts/<id>' or 'comments/<id>').
 */
function reactionRequests(app: () => App, clock: ReturnType<typeof manualClock>) {
  const react = (headers: Headers, path: string, kind: string) =>
    app().inject({ method: 'PUT', url: `/api/v1/${path}/reactions`, headers, payload: { kind } });
  const unreact = (headers: Headers, path: string) =>
    app().inject({ method: 'DELETE', url: `/api/v1/${path}/reactions`, headers });
  const getPost = async (headers: Headers, id: string) => {
    const response = await app().inject({ method: 'GET', url: `/api/v1/posts/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** A comment a second after the last one (so their order is plain), answering its id. */
  const comment = async (headers: Headers, postId: string, content: string): Promise<string> => {
    clock.advance(1000);
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers,
      payload: { post_id: postId, content },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  /** The bell, once the jobs the reactions queued have run (decision 0087). */
  const notificationsOf = async (headers: Headers) => {
    await app().jobs.drain();
    const response = await app().inject({ method: 'GET', url: '/api/v1/notifications', headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { kind: string; message: string; subject: { id: string } | null }[];
  };
  return { react, unreact, getPost, comment, notificationsOf };
}

/**
 * A reaction suite's app (built before its tests, closed after them) on a clock the tests move,
 * with the requests above. `ctx()` answers the app once built.
 */
export function reactionSuite() {
  const clock = manualClock(new Date('2031-02-01T09:00:00Z'));
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp(
      { RATE_LIMIT_PER_MINUTE: '10000', VISITOR_RATE_LIMIT_PER_MINUTE: '10000' },
      { clock },
    );
  });
  afterAll(async () => {
    await context?.close();
  });
  const ctx = (): TestContext => {
    if (!context) throw new Error('the reaction suite is used before its app was built');
    return context;
  };
  return { ctx, clock, ...reactionRequests(() => ctx().app, clock) };
}
