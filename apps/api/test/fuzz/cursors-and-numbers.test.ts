import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';

// Issue 12, item 4: a feed cursor whose date is valid in JavaScript but not in PostgreSQL answered
// 500. A cursor this server did not write is a 400; so are out-of-range paging numbers.

let ctx: TestContext;
let headers: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const me = await neighbour(ctx.app, PARK_SLOPE);
  headers = me.headers;
  for (const text of ['one', 'two', 'three']) await createPost(ctx.app, headers, text);
});

afterAll(async () => {
  await ctx?.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const feed = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/posts?${query}`, headers });

describe('feed cursors', () => {
  it.each([
    ['the earliest JavaScript date', '-271821-04-20T00:00:00.000Z'],
    ['the latest JavaScript date', '+275760-09-13T00:00:00.000Z'],
    ['a six-digit year', '+010000-01-01T00:00:00.000Z'],
    ['year zero', '0000-01-01T00:00:00.000Z'],
    ['an impossible day', '2024-02-30T00:00:00.000Z'],
    ['a date without time', '2024-01-01'],
    ['a number', 1700000000000],
  ])('%s answers 400', async (_, t) => {
    const response = await feed(`limit=2&cursor=${cursor({ s: 0, t, i: ID })}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION_FAILED',
      errors: { cursor: 'Invalid cursor' },
    });
  });

  it.each([
    ['not base64 JSON', '%E2%9C%93%E2%9C%93'],
    ['JSON null', cursor(null)],
    ['a segment out of range', cursor({ s: 11, t: '2024-01-01T00:00:00.000Z', i: ID })],
    ['a negative segment', cursor({ s: -1, t: '2024-01-01T00:00:00.000Z', i: ID })],
    ['a bad id', cursor({ s: 0, t: '2024-01-01T00:00:00.000Z', i: 'x' })],
  ])('%s answers 400', async (_, text) => {
    expect((await feed(`cursor=${text}`)).statusCode).toBe(400);
  });

  it('the oldest and newest four-digit years are valid positions (empty or full pages, no error)', async () => {
    for (const t of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      for (let s = 0; s <= 10; s++) {
        const response = await feed(`limit=2&cursor=${cursor({ s, t, i: ID })}`);
        expect(response.statusCode, `${t} s=${s}: ${response.body}`).toBe(200);
      }
    }
  });

  it('a cursor the server wrote still works', async () => {
    const first = await feed('limit=2');
    const next = first.json().metadata.next_cursor as string;
    const second = await feed(`limit=2&cursor=${encodeURIComponent(next)}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toHaveLength(1);
  });
});

describe('paging numbers', () => {
  const lists = [
    '/posts',
    '/comments',
    '/organization/all',
    '/rentals/requests',
    '/rentals/keywords',
    '/notifications',
    '/users/profile/me',
  ];
  const queries = [
    'page=0',
    'page=-1',
    'limit=0',
    'limit=-5',
    'page=1.5',
    'page=NaN',
    'page=Infinity',
    'page=1e308',
    'page=9007199254740993',
    'page=9007199254740991',
    'page=99999999999&limit=50',
    'limit=9007199254740991',
    'page=abc',
    'page=1&page=2',
  ];
  it.each(lists.flatMap((list) => queries.map((query) => [list, query])))(
    'GET %s?%s answers below 500',
    async (list, query) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${list}?${query}`, headers });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.statusCode === 200 || response.json().status === 'error').toBe(true);
    },
  );
});
