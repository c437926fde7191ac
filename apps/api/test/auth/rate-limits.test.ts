import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { PASSWORD, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => ctx?.close());

describe('rate limits', () => {
  it('limits failed logins per account, whatever the address', async () => {
    const email = uniqueEmail();
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'wrong-password' },
        remoteAddress: `10.0.0.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits wrong codes per client address when codes come without an e-mail', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: { otp: String(100000 + attempt) },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('per-address limits on the auth routes', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => strict?.close());

  it.each([
    ['POST', '/auth/login'],
    ['POST', '/auth/register'],
    ['POST', '/auth/verify-otp'],
    ['PATCH', '/auth/send-otp'],
    ['PATCH', '/auth/forgot-password'],
    ['PATCH', '/auth/reset-password'],
  ] as const)('%s %s answers 429 with Retry-After past the limit', async (method, url) => {
    let last = await strict.app.inject({ method, url: `/api/v1${url}`, payload: {} });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      last = await strict.app.inject({ method, url: `/api/v1${url}`, payload: {} });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeTruthy();
  });
});
