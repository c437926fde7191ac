/**
 * The contract's route table (packages/contract/src/route-table/, read as apiRoutes), from which the web client derives
 * its calls, against the routes the server really registers, as its OpenAPI document lists them:
 * every table entry is served with the same method and path, and every documented route is in the
 * table or named below as one no client of the contract calls.
 */
import { API_BASE_PATH } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

/** Documented routes deliberately left out of the table, as `METHOD /path` (OpenAPI's `{param}`). */
const serverOnlyRoutes: readonly string[] = [];

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

/** `/users/:id/stats` → `/api/v1/users/{id}/stats`, as @fastify/swagger writes paths. */
const openApiPath = (path: string) => `${API_BASE_PATH}${path.replace(/:(\w+)/g, '{$1}')}`;

let ctx: TestContext;
let documented: Set<string>;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json().paths as Record<string, Record<string, unknown>>;
  documented = new Set(
    Object.entries(paths).flatMap(([path, operations]) =>
      METHODS.filter((method) => method in operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
});

afterAll(async () => {
  await ctx?.close();
});

describe('the contract route table', () => {
  it('names only routes the server serves, with the same method and path', () => {
    const missing = Object.entries(apiRoutes)
      .map(([name, route]) => ({ name, key: `${route.method} ${openApiPath(route.path)}` }))
      .filter(({ key }) => !documented.has(key))
      .map(({ name, key }) => `${name}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('lists every documented route, or names it as server-only', () => {
    const inTable = new Set(Object.values(apiRoutes).map((route) => `${route.method} ${openApiPath(route.path)}`));
    const unlisted = [...documented].filter((key) => !inTable.has(key) && !serverOnlyRoutes.includes(key));
    expect(unlisted).toEqual([]);
    // A server-only entry that is also in the table (or no longer served) is stale.
    for (const key of serverOnlyRoutes) {
      expect(documented.has(key), key).toBe(true);
      expect(inTable.has(key), key).toBe(false);
    }
  });
});
