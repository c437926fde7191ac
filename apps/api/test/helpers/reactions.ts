import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { manualClock } from '../../src/lib/clock.js';

type Headers = { authorization: string };

/** Every kind at zero: a post's or comment's counts before anyone reacts. */
export const NO_REACTIONS = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 };

/**
 * The reaction tests' requests, on the app `app()` answers when called (the suite's, built in
 * beforeAll). `path` is an item's ('posts/<id>' or 'comments/<id>').
 */
export function reactionRequests(app: () => App, clock: ReturnType<typeof manualClock>) {
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
