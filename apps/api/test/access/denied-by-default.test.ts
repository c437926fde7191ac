/**
 * Denied by default (issue 38): walks every operation of the server's OpenAPI document, so routes
 * added later are covered without editing this file. Each route's access comes from its one
 * declaration in the contract's route table; the answer to a caller who may not use it comes
 * before any body is read: a malformed body, which any route that read it would refuse with 400,
 * still gets 401 (visitor) or 404 (wrong account, and everyone but staff on staff routes).
 */
import { API_BASE_PATH } from '@ourhood/contract';
import * as declared from '@ourhood/contract/route-table';
import type { DeclaredRoute, RouteAccess } from '@ourhood/contract/route-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { bearer } from '../helpers/auth.js';
import { buildUser } from '../helpers/factories.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  method: Method;
  /** The OpenAPI path, `{id}` placeholders filled with a syntactically fine unknown value. */
  url: string;
  key: string;
  access: RouteAccess;
}

/** `/users/:id/stats` → `/api/v1/users/{id}/stats`, as @fastify/swagger writes paths. */
const openApiPath = (path: string) => `${API_BASE_PATH}${path.replace(/:(\w+)/g, '{$1}')}`;
const accessByKey = new Map(
  Object.values(declared as Record<string, unknown>)
    .filter((value): value is DeclaredRoute => typeof value === 'object' && value !== null && 'declaration' in value)
    .map((route) => [`${route.method} ${openApiPath(route.path)}`, route.declaration.access ?? 'signed-in']),
);

let ctx: TestContext;
let operations: Operation[];
const headersOf: Record<'neighbour' | 'organization' | 'moderator' | 'admin', Record<string, string>> = {
  neighbour: {},
  organization: {},
  moderator: {},
  admin: {},
};

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '10000000', VISITOR_RATE_LIMIT_PER_MINUTE: '10000000' },
    { startJobs: false },
  );
  const { app } = ctx;
  const db = app.database.db;
  const session = async (overrides: Parameters<typeof buildUser>[1]) =>
    bearer(await createSession(db, app.clock, (await buildUser(db, overrides)).id));
  headersOf.neighbour = await session({});
  headersOf.organization = await session({ account_type: 'organization' });
  headersOf.moderator = await session({ role: 'moderator' });
  headersOf.admin = await session({ role: 'admin' });

  const document = (await app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` })).json();
  const paths = document.paths as Record<string, Record<string, unknown>>;
  operations = Object.entries(paths).flatMap(([path, byMethod]) =>
    METHODS.filter((method) => method in byMethod).map((method) => {
      const key = `${method.toUpperCase()} ${path}`;
      return {
        method,
        key,
        url: path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'token' ? 'x'.repeat(43) : crypto.randomUUID())),
        access: accessByKey.get(key) ?? 'signed-in',
      };
    }),
  );
});

afterAll(async () => {
  await ctx?.close();
});

/** A body no route would accept: a route that read it before the access check would answer 400. */
const malformed = { payload: '{"broken": ', headers: { 'content-type': 'application/json' } };

const send = (operation: Operation, headers: Record<string, string>) =>
  ctx.app.inject({
    method: operation.method.toUpperCase() as Uppercase<Method>,
    url: operation.url,
    ...(operation.method === 'get' || operation.method === 'delete'
      ? { headers }
      : { payload: malformed.payload, headers: { ...malformed.headers, ...headers } }),
  });

describe('the access layer', () => {
  it('knows the access of every documented operation from the route table', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((operation) => !accessByKey.has(operation.key)).map((o) => o.key)).toEqual([]);
  });

  it('answers a visitor 401 on every operation that is not public (404 on staff ones), before reading the body', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.access !== 'public')) {
      const expected = operation.access === 'admin' || operation.access === 'moderator' ? 404 : 401;
      const response = await send(operation, {});
      if (response.statusCode !== expected)
        wrong.push(`${operation.key}: ${response.statusCode}, expected ${expected}`);
      else expect(response.json().status).toBe('error');
    }
    expect(wrong).toEqual([]);
  });

  it('answers 404 to every account that is not of the kind a route declares, before reading the body', async () => {
    const refusedTo: Record<RouteAccess, (keyof typeof headersOf)[]> = {
      public: [],
      'signed-in': [],
      neighbour: ['organization'],
      organization: ['neighbour', 'moderator', 'admin'],
      moderator: ['neighbour', 'organization'],
      admin: ['neighbour', 'organization', 'moderator'],
    };
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const caller of refusedTo[operation.access]) {
        const response = await send(operation, headersOf[caller]);
        if (response.statusCode !== 404) wrong.push(`${operation.key} as ${caller}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the right caller through to the route, which then reads the body', async () => {
    const allowed: Record<Exclude<RouteAccess, 'public' | 'signed-in'>, keyof typeof headersOf> = {
      neighbour: 'neighbour',
      organization: 'organization',
      moderator: 'moderator',
      admin: 'admin',
    };
    for (const operation of operations) {
      if (operation.method === 'get' || operation.method === 'delete') continue;
      const caller =
        operation.access === 'public' || operation.access === 'signed-in' ? 'neighbour' : allowed[operation.access];
      const response = await send(operation, headersOf[caller]);
      // The route's own answer: its body is malformed (400), or the unknown id is missing (404);
      // never the access layer's 401, and never a failure.
      expect([400, 404, 415], `${operation.key} as ${caller}`).toContain(response.statusCode);
    }
  });

  it('answers an unknown API path 404, visitors included', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_BASE_PATH}/no-such-route` });
    expect(response.statusCode).toBe(404);
  });
});
