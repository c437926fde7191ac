import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import {
  PASSWORD,
  bearer,
  latestCode,
  outboxCount,
  registerBody,
  signUpAndLogin,
  uniqueEmail,
} from '../helpers/auth.js';

const clock = manualClock(new Date('2030-01-01T12:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { clock });
});
afterAll(async () => ctx?.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, payload });

async function registered(): Promise<{ email: string; otp: string }> {
  const email = uniqueEmail();
  const response = await call('POST', '/auth/register', registerBody(email));
  expect(response.statusCode).toBe(201);
  return { email, otp: await latestCode(ctx.database.db, email) };
}

const wrongOf = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  it('expires after 10 minutes with 401', async () => {
    const { email, otp } = await registered();
    clock.advance(10 * 60_000 + 1);
    const response = await call('POST', '/auth/verify-otp', { otp, email, account_type: 'user' });
    expect(response.statusCode).toBe(401);
  });

  it('is single use', async () => {
    const { email, otp } = await registered();
    expect((await call('POST', '/auth/verify-otp', { otp, email })).statusCode).toBe(200);
    expect((await call('POST', '/auth/verify-otp', { otp, email })).statusCode).toBe(400);
  });

  it('answers 400 to wrong codes and burns the code at the fifth wrong try (429)', async () => {
    const { email, otp } = await registered();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await call('POST', '/auth/verify-otp', { otp: wrongOf(otp), email })).statusCode).toBe(400);
    }
    expect((await call('POST', '/auth/verify-otp', { otp: wrongOf(otp), email })).statusCode).toBe(429);
    expect((await call('POST', '/auth/verify-otp', { otp, email })).statusCode).toBe(429);
  });

  it('resolves a code sent without an e-mail by the code alone', async () => {
    const { email, otp } = await registered();
    const response = await call('POST', '/auth/verify-otp', { otp, account_type: 'user' });
    expect(response.statusCode).toBe(200);
    const login = await call('POST', '/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('enforces the 30 s resend cooldown with 429 and Retry-After; a new code replaces the old', async () => {
    const { email, otp } = await registered();
    const early = await call('PATCH', '/auth/send-otp', { email, account_type: 'user' });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    clock.advance(31_000);
    const later = await call('PATCH', '/auth/send-otp', { email, account_type: 'user' });
    expect(later.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const fresh = await latestCode(ctx.database.db, email);
    if (fresh !== otp) expect((await call('POST', '/auth/verify-otp', { otp, email })).statusCode).toBe(400);
    expect((await call('POST', '/auth/verify-otp', { otp: fresh, email })).statusCode).toBe(200);
  });

  it('caps sends per hour', async () => {
    const { email } = await registered();
    const statuses: number[] = [];
    for (let send = 0; send < 6; send += 1) {
      clock.advance(31_000);
      statuses.push((await call('PATCH', '/auth/send-otp', { email })).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers send-otp for unknown addresses like any other, cooldown included', async () => {
    const { email } = await registered();
    clock.advance(31_000);
    const ghost = uniqueEmail('ghost');
    const before = await outboxCount(ctx.database.db, email);
    for (const address of [email, ghost]) {
      const first = await call('PATCH', '/auth/send-otp', { email: address, account_type: 'user' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'success', message: 'OTP sent successfully', data: {} });
      const early = await call('PATCH', '/auth/send-otp', { email: address, account_type: 'user' });
      expect(early.statusCode).toBe(429);
    }
    // The mail is the queue's job, not the request's: only the real account gets one.
    await ctx.app.jobs.drain();
    expect(await outboxCount(ctx.database.db, email)).toBe(before + 1);
    expect(await outboxCount(ctx.database.db, ghost)).toBe(0);
  });
});

describe('password reset', () => {
  it('answers forgot-password identically whether or not the account exists', async () => {
    const email = uniqueEmail();
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    const known = await call('PATCH', '/auth/forgot-password', { email });
    const unknown = await call('PATCH', '/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('OTP sent successfully');
    await ctx.app.jobs.drain();
    // Inside the cooldown the answer is still the same, and no second mail goes out.
    const before = await outboxCount(ctx.database.db, email);
    const again = await call('PATCH', '/auth/forgot-password', { email });
    expect(again.json()).toEqual(unknown.json());
    await ctx.app.jobs.drain();
    expect(await outboxCount(ctx.database.db, email)).toBe(before);
    const bad = await call('PATCH', '/auth/forgot-password', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('sets the new password, revokes every session and mails a notice', async () => {
    const email = uniqueEmail();
    const first = await signUpAndLogin(ctx.app, ctx.database.db, email);
    const second = (await call('POST', '/auth/login', { email, password: PASSWORD })).json().data.token as string;
    clock.advance(31_000);
    await call('PATCH', '/auth/forgot-password', { email });
    await ctx.app.jobs.drain();
    const otp = await latestCode(ctx.database.db, email);

    const common = await call('PATCH', '/auth/reset-password', { otp, password: 'password1', account_type: 'user' });
    expect(common.statusCode).toBe(400);
    const wrong = await call('PATCH', '/auth/reset-password', { otp: wrongOf(otp), password: 'new-secret-77' });
    expect(wrong.statusCode).toBe(400);
    const reset = await call('PATCH', '/auth/reset-password', { otp, password: 'new-secret-77', account_type: 'user' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password reset successfully');

    for (const token of [first, second]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    expect((await call('POST', '/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await call('POST', '/auth/login', { email, password: 'new-secret-77' })).statusCode).toBe(200);
    const notice = await ctx.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toMatch(/password was changed/);
    expect((await call('PATCH', '/auth/reset-password', { otp, password: 'another-one-88' })).statusCode).toBe(400);
  });

  it('treats an expired reset code as 400 and checks the spec messages', async () => {
    const email = uniqueEmail();
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    clock.advance(31_000);
    await call('PATCH', '/auth/forgot-password', { email });
    await ctx.app.jobs.drain();
    const otp = await latestCode(ctx.database.db, email);
    clock.advance(11 * 60_000);
    expect((await call('PATCH', '/auth/reset-password', { otp, password: 'new-secret-77', email })).statusCode).toBe(
      400,
    );
    const empty = await call('PATCH', '/auth/reset-password', { otp: '', password: '' });
    expect(empty.json().errors).toEqual({ otp: 'OTP is required', password: 'New password is required' });
  });
});
