import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCharacterErrors, hasControlCharacters } from '@ourhood/contract';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';

// Issue 12, item 3: U+0000 in any text answered 500 (PostgreSQL cannot store it). Every other C0
// control character but tab, line feed and carriage return is refused the same way.

let ctx: TestContext;
let me: Awaited<ReturnType<typeof neighbour>>;
let org: Awaited<ReturnType<typeof organization>>;
let postId: string;
let commentId: string;
let listingId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  me = await neighbour(ctx.app, PARK_SLOPE);
  org = await organization(ctx.app, { business_name: 'Corner Bakery' });
  postId = await createPost(ctx.app, me.headers, 'Hello');
  const comment = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/comments/create-comment',
    headers: me.headers,
    payload: { post_id: postId, content: 'Hi' },
  });
  commentId = comment.json().data.id;
  const listing = await injectMultipart(ctx.app, '/api/v1/organization/me/listings', org.headers, { title: 'Bread' });
  listingId = listing.json().data.id;
});

afterAll(async () => {
  await ctx?.close();
});

const NUL = 'a\u0000b';

type Case = { name: string; method: 'GET' | 'POST' | 'PATCH'; url: string; as?: 'me' | 'org'; payload?: object };

function cases(): Case[] {
  return [
    { name: 'login', method: 'POST', url: '/auth/login', payload: { email: 'a\u0000b@example.org', password: 'x' } },
    {
      name: 'register',
      method: 'POST',
      url: '/auth/register',
      payload: { first_name: 'Ada', last_name: 'Lo', email: 'a\u0000b@example.org', password: 'correct-horse-42' },
    },
    {
      name: 'forgot-password',
      method: 'PATCH',
      url: '/auth/forgot-password',
      payload: { email: 'a\u0000b@example.org' },
    },
    { name: 'send-otp', method: 'PATCH', url: '/auth/send-otp', payload: { email: 'a\u0000b@example.org' } },
    {
      name: 'verify-otp',
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { otp: '123456', email: 'a\u0000b@example.org' },
    },
    { name: 'feed search', method: 'GET', url: '/posts?search=a%00b', as: 'me' },
    { name: 'rentals search', method: 'GET', url: '/rentals/requests?search=a%00b', as: 'me' },
    { name: 'directory search', method: 'GET', url: '/organization/all?search=a%00b', as: 'me' },
    { name: 'comments by author', method: 'GET', url: '/comments?author_id=a%00b', as: 'me' },
    { name: 'post id', method: 'GET', url: '/posts/a%00b', as: 'me' },
    {
      name: 'create comment',
      method: 'POST',
      url: '/comments/create-comment',
      as: 'me',
      payload: { post_id: 'POST', content: NUL },
    },
    { name: 'edit comment', method: 'PATCH', url: '/comments/COMMENT', as: 'me', payload: { content: NUL } },
    { name: 'edit post', method: 'PATCH', url: '/posts/POST', as: 'me', payload: { content: NUL } },
    { name: 'profile', method: 'PATCH', url: '/users/profile/me', as: 'me', payload: { bio: NUL } },
    {
      name: 'rental request',
      method: 'POST',
      url: '/rentals/requests',
      as: 'me',
      payload: { itemName: NUL, description: 'A drill', duration: '2 days' },
    },
    { name: 'keyword', method: 'POST', url: '/rentals/keywords', as: 'me', payload: { keyword: NUL } },
    { name: 'organization profile', method: 'PATCH', url: '/organization/me', as: 'org', payload: { address: NUL } },
    {
      name: 'opening hours note',
      method: 'PATCH',
      url: '/organization/me',
      as: 'org',
      payload: { opening_hours: { note: NUL } },
    },
    { name: 'listing', method: 'PATCH', url: '/organization/me/listings/LISTING', as: 'org', payload: { title: NUL } },
  ];
}

describe('control characters in text', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s: U+0000 answers 400 with the field named', async (_, c) => {
    const url = `/api/v1${c.url.replace('POST', postId).replace('COMMENT', commentId).replace('LISTING', listingId)}`;
    const payload = c.payload && JSON.parse(JSON.stringify(c.payload).replace('"POST"', JSON.stringify(postId)));
    const headers = c.as === 'me' ? me.headers : c.as === 'org' ? org.headers : {};
    const response = await ctx.app.inject({ method: c.method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(Object.values(response.json().errors)).toContain('Must not contain control characters');
  });

  it.each([
    ['/api/v1/posts/create-post', 'me', { content: NUL }],
    ['/api/v1/rentals/requests', 'me', { itemName: NUL, description: 'A drill', duration: '2 days' }],
    ['/api/v1/organization/me/listings', 'org', { title: 'Bread', description: 'x\u0007y' }],
  ] as const)('multipart %s: a control character in a field answers 400', async (url, who, fields) => {
    const response = await injectMultipart(ctx.app, url, who === 'me' ? me.headers : org.headers, fields);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect(Object.values(response.json().errors)).toEqual(['Must not contain control characters']);
  });

  it('refuses half a surrogate pair (not a character; PostgreSQL refuses it in JSON) and keeps emoji', async () => {
    for (const email of ['a\ud800b@example.org', 'a\udc00@example.org']) {
      const response = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/auth/send-otp', payload: { email } });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(hasControlCharacters('plants 🌱 welcome')).toBe(false);
  });

  it('still accepts tabs and line breaks', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${postId}`,
      headers: me.headers,
      payload: { content: 'one\ttwo\r\nthree\nfour' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content).toBe('one\ttwo\r\nthree\nfour');
  });

  it('the contract rule: C0 controls but \\t \\n \\r, with dotted field paths', () => {
    for (let code = 0; code < 0x20; code++) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(![9, 10, 13].includes(code));
    }
    expect(hasControlCharacters('a\u007fb é ✓')).toBe(false);
    expect(controlCharacterErrors({ a: 'ok', b: { c: ['x', 'y\u0001'] } })).toEqual({
      'b.c.1': 'Must not contain control characters',
    });
    expect(controlCharacterErrors('\u0000', 'query')).toEqual({ query: 'Must not contain control characters' });
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(controlCharacterErrors(deep))).toHaveLength(1);
  });
});
