import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { latestCode, PASSWORD, registerBody, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => ctx?.close());

describe('rate limits', () => {
  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

  it('limits failed logins per account and address: strangers elsewhere cannot lock the owner out', async () => {
    const email = uniqueEmail();
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    // Nine wrong passwords from one stranger and one from another: ten against the account.
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await login(email, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    }
    expect((await login(email, 'wrong-password', '10.0.0.2')).statusCode).toBe(401);
    // The first stranger's tenth try (slowed) is still answered; the eleventh is refused to them only.
    expect((await login(email, 'wrong-password', '10.0.0.1')).statusCode).toBe(401);
    const refused = await login(email, 'wrong-password', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    // The owner, from their own address, is slowed down but let in.
    const started = Date.now();
    expect((await login(email, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    // The success cleared the account's failures: no more slow-down.
    const fast = Date.now();
    expect((await login(email, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    expect(Date.now() - fast).toBeLessThan(2000);
  });

  it('clears every failed login of the account on a password reset', async () => {
    const email = uniqueEmail();
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(email, 'wrong-password', '10.2.0.1');
    }
    expect((await login(email, PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    const call = (url: string, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload, remoteAddress: '10.2.0.1' });
    expect((await call('/auth/forgot-password', { email })).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const otp = await latestCode(ctx.database.db, email);
    expect((await call('/auth/reset-password', { email, otp, password: 'brand-new-secret-9' })).statusCode).toBe(200);
    expect((await login(email, 'brand-new-secret-9', '10.2.0.1')).statusCode).toBe(200);
  });

  it('counts simultaneous wrong codes from one address exactly: 20 at once, 10 compared', async () => {
    const guesses = Array.from({ length: 20 }, (_, index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: { otp: String(200000 + index) },
        remoteAddress: '10.8.8.8',
      }),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('compares at most five guesses of one code however many arrive at once', async () => {
    const email = uniqueEmail();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registerBody(email),
    });
    expect(registered.statusCode).toBe(201);
    const otp = await latestCode(ctx.database.db, email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    // Nineteen wrong guesses and the right code, each from its own address, all at once.
    const burst = Array.from({ length: 20 }, (_, index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: { email, otp: index === 19 ? otp : wrong },
        remoteAddress: `10.7.${index}.1`,
      }),
    );
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    const compared = statuses.filter((status) => status === 200 || status === 400).length;
    expect(compared).toBeLessThanOrEqual(5);
    const row = await ctx.database.db
      .selectFrom('otp_codes')
      .innerJoin('users', 'users.id', 'otp_codes.user_id')
      .select('otp_codes.attempts')
      .where('users.email', '=', email)
      .executeTakeFirst();
    // Either the right code was among the five and used up, or the code is burnt at five tries.
    if (statuses[19] === 200) expect(row).toBeUndefined();
    else expect(row?.attempts).toBe(5);
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
