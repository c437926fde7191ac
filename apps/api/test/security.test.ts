import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, signUpAndLogin, uniqueEmail } from './helpers/auth.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function hitUntilLimited(app: TestContext['app'], address: string) {
  const statuses: number[] = [];
  let limited;
  for (let i = 0; i < 4; i += 1) {
    // /openapi.json is rate limited like every API route (health and ready are exempt); a visitor's
    // requests count per address.
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', remoteAddress: address });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) limited = response;
  }
  return { statuses, limited };
}

describe('rate limiting', () => {
  it('answers 429 with Retry-After and the envelope once the budget of an address is spent', async () => {
    ctx = await createTestApp({ VISITOR_RATE_LIMIT_PER_MINUTE: '3' });
    const { statuses, limited } = await hitUntilLimited(ctx.app, '10.0.0.1');
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limited?.headers['retry-after']).toBeTruthy();
    expect(limited?.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    // Another client address has its own budget.
    const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json', remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('counts requests with a bad token and to unknown routes as visitors, per address', async () => {
    ctx = await createTestApp({ VISITOR_RATE_LIMIT_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const badToken = { authorization: 'Bearer not-a-real-session-token-000' };
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: badToken });
      statuses.push(response.statusCode);
    }
    for (const url of ['/api/v1/notifications', '/api/v1/no-such-route']) {
      statuses.push((await ctx.app.inject({ method: 'GET', url })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('never throttles health checks', async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1', VISITOR_RATE_LIMIT_PER_MINUTE: '1' });
    for (let i = 0; i < 3; i += 1) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('shares counters through Redis when REDIS_URL is set', async () => {
    ctx = await createTestApp({ VISITOR_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL });
    const second = await createTestApp({ VISITOR_RATE_LIMIT_PER_MINUTE: '3', REDIS_URL });
    try {
      const address = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      for (let i = 0; i < 3; i += 1) {
        const app = i % 2 === 0 ? ctx.app : second.app;
        expect(
          (await app.inject({ method: 'GET', url: '/api/v1/openapi.json', remoteAddress: address })).statusCode,
        ).toBe(200);
      }
      // The fourth request goes to the other process and is still limited: the count is shared.
      const limited = await second.app.inject({ method: 'GET', url: '/api/v1/openapi.json', remoteAddress: address });
      expect(limited.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('Cache-Control', () => {
  it('answers every API call with no-store, the login answer and the own profile included', async () => {
    ctx = await createTestApp();
    const { app } = ctx;
    const email = uniqueEmail();
    await signUpAndLogin(app, ctx.database.db, email);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json<{ data: { token: string } }>().data.token;
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const failed = await app.inject({ method: 'GET', url: '/api/v1/users/profile/me' });
    expect(failed.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  it('is off by default: no CORS headers for other origins', async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins', async () => {
    ctx = await createTestApp({ CORS_ORIGINS: 'https://app.example' });
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://app.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const denied = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends HSTS on pages and API answers alike when the site is served over HTTPS', async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'https://ourhood.example' });
    for (const url of ['/api/v1/health', '/api/docs', '/no-such-page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('sends no HSTS over plain HTTP', async () => {
    ctx = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
