import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// The set-up the groups tests share: each test file gets an app on a database of its own.

export type Headers = { authorization: string };

/** Starts an app before the file's tests (jobs off) and closes it after them. */
export function groupsTestApp(onStart: (ctx: TestContext) => void): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp({}, { startJobs: false });
    onStart(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
}

/** GET /api/v1{url} as the holder of `headers`. */
export const getFrom = (ctx: () => TestContext) => (url: string, headers: Headers) =>
  ctx().app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
