import { afterAll, beforeAll, expect } from 'vitest';
import { api, type Person } from '../helpers/messages.js';
import { neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// The set-up the messages tests share: each test file gets an app on a database of its own.

export interface MessagesApp {
  ctx: TestContext;
  http: ReturnType<typeof api>;
}

/**
 * Starts an app before the file's tests (jobs off) and closes it after them; answers helpers that
 * act on it: a new neighbour, and a page of a conversation's messages as one of its people reads it.
 */
export function messagesTestApp(onStart: (app: MessagesApp) => void) {
  let app: MessagesApp | undefined;
  beforeAll(async () => {
    const ctx = await createTestApp({}, { startJobs: false });
    app = { ctx, http: api(ctx.app) };
    onStart(app);
  });
  afterAll(async () => {
    await app?.ctx.close();
  });
  const person = () => neighbour(app!.ctx.app);
  const messagesOf = async (viewer: Person, conversationId: string, query = '') => {
    const response = await app!.http.get(`/conversations/${conversationId}/messages${query}`, viewer.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: { id: string; seq: number; text: string; mine: boolean; deleted: boolean; sender_id: string | null }[];
      metadata: { has_more: boolean };
    };
  };
  return { person, messagesOf };
}
