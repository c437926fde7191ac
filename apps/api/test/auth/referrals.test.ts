import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { bearer, registerBody, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';

let ctx: TestContext;
let adminToken: string;
let memberToken: string;
let memberEmail: string;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const adminEmail = uniqueEmail('admin');
  adminToken = await signUpAndLogin(ctx.app, ctx.database.db, adminEmail);
  await ctx.database.db.updateTable('users').set({ role: 'admin' }).where('email', '=', adminEmail).execute();
  memberEmail = uniqueEmail('member');
  memberToken = await signUpAndLogin(ctx.app, ctx.database.db, memberEmail);
});
afterAll(async () => ctx?.close());

describe('referral codes', () => {
  it('are admin-only: 404 to members and visitors whatever they send, before the body is read', async () => {
    const member = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/referral-codes',
      headers: bearer(memberToken),
    });
    expect(member.statusCode).toBe(404);
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/referral-codes' });
    expect(visitor.statusCode).toBe(404);
    for (const headers of [{}, bearer(memberToken)]) {
      for (const payload of ['{"email": 42', '{"email":"someone@example.org"}']) {
        const post = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/admin/referral-codes',
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expect(post.statusCode, payload).toBe(404);
      }
    }
  });

  it('issue, show on the profile, record who referred whom, and stop working once revoked', async () => {
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/referral-codes',
      headers: bearer(adminToken),
      payload: { email: memberEmail },
    });
    expect(issued.statusCode).toBe(201);
    const code = issued.json().data.code as string;
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{7}$/);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(memberToken) });
    expect(me.json().data.referral).toEqual({ referral_code: code });

    const newcomer = uniqueEmail('newcomer');
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registerBody(newcomer, { referred_by: code.toLowerCase() }),
    });
    expect(signup.statusCode).toBe(201);
    const referral = await ctx.database.db
      .selectFrom('referrals')
      .innerJoin('users as referred', 'referred.id', 'referrals.referred_user_id')
      .innerJoin('users as referrer', 'referrer.id', 'referrals.referrer_id')
      .select(['referred.email as referred', 'referrer.email as referrer'])
      .where('referred.email', '=', newcomer)
      .executeTakeFirstOrThrow();
    expect(referral).toEqual({ referred: newcomer, referrer: memberEmail });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/referral-codes',
      headers: bearer(adminToken),
    });
    expect(list.json().data[0]).toMatchObject({ code, referred_count: 1, revoked_at: null });

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/referral-codes/${code}/revoke`,
      headers: bearer(adminToken),
    });
    expect(revoked.statusCode).toBe(200);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registerBody(uniqueEmail(), { referred_by: code }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ referred_by: 'This referral code is not valid.' });
  });

  it('rejects an unknown code with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registerBody(uniqueEmail(), { referred_by: 'ZZZZZZZ' }),
    });
    expect(response.statusCode).toBe(400);
  });
});
