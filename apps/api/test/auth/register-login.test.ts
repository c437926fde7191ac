import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@ourhood/contract';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { PASSWORD, bearer, latestCode, registerBody, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

describe('register', () => {
  it('creates an unverified neighbour, stores the e-mail trimmed and lower-cased, and mails a code', async () => {
    const email = uniqueEmail('Mixed');
    const response = await post('/auth/register', registerBody(`  ${email.toUpperCase()} `));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'success', data: { email: email.toLowerCase() } });
    const user = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await latestCode(ctx.database.db, email.toLowerCase())).toMatch(/^\d{6}$/);
    const stored = await ctx.database.db.selectFrom('otp_codes').selectAll().where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(await latestCode(ctx.database.db, email.toLowerCase()));
  });

  it('creates the organization profile with the business name', async () => {
    const email = uniqueEmail('org');
    const response = await post(
      '/auth/register',
      registerBody(email, { account_type: 'organization', business_name: 'Corner Shop' }),
    );
    expect(response.statusCode).toBe(201);
    const org = await ctx.database.db
      .selectFrom('organizations')
      .innerJoin('users', 'users.id', 'organizations.owner_id')
      .select(['organizations.business_name', 'users.account_type'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(org).toEqual({ business_name: 'Corner Shop', account_type: 'organization' });
  });

  it('answers 409 "already exists" for a taken e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    await post('/auth/register', registerBody(email));
    const again = await post('/auth/register', registerBody(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already exists');
  });

  it('names the e-mail field in the 409 of a taken e-mail, keeping status, code and message', async () => {
    const email = uniqueEmail();
    await post('/auth/register', registerBody(email));
    const again = await post('/auth/register', registerBody(email));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'error',
      message: 'An account with this email already exists.',
      code: 'CONFLICT',
      errors: { email: 'An account with this email already exists.' },
    });
  });

  it('answers 400 with the spec messages per field', async () => {
    const response = await post('/auth/register', {
      first_name: ' A ',
      last_name: '',
      email: 'not an email',
      password: '12345',
      account_type: 'organization',
      business_name: 'X',
      referred_by: 'abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'error',
      message: 'Please fix the errors below and try again.',
      errors: {
        first_name: AuthMessages.firstNameShort,
        last_name: AuthMessages.lastNameRequired,
        email: AuthMessages.emailInvalid,
        password: AuthMessages.passwordShort,
        business_name: AuthMessages.businessNameShort,
        referred_by: AuthMessages.referralInvalid,
      },
    });
    const missing = await post('/auth/register', { account_type: 'organization' });
    expect(missing.json().errors).toMatchObject({
      first_name: AuthMessages.firstNameRequired,
      email: AuthMessages.emailRequired,
      password: AuthMessages.passwordRequired,
      business_name: AuthMessages.businessNameRequired,
    });
  });

  it('rejects one of the 10,000 most common passwords with a clear message', async () => {
    const response = await post('/auth/register', registerBody(uniqueEmail(), { password: 'qwerty123' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { password: AuthMessages.passwordCommon } });
  });
});

describe('login, profile and logout', () => {
  it('refuses an unverified account with EMAIL_NOT_VERIFIED, then logs in after verification', async () => {
    const email = uniqueEmail();
    await post('/auth/register', registerBody(email));
    const early = await post('/auth/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const otp = await latestCode(ctx.database.db, email);
    const verified = await post('/auth/verify-otp', { otp, email, account_type: 'user' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('success');

    const response = await post('/auth/login', { email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ email, account_type: 'user', user_type: 'user', first_name: 'Ada' });
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|password_hash|token_hash|code_hash/);
    const sessions = await ctx.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers one message for an unknown e-mail and a wrong password', async () => {
    const token = await signUpAndLogin(ctx.app, ctx.database.db);
    expect(token).toBeTruthy();
    const unknown = await post('/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await post('/auth/login', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid email or password');
    }
    const invalid = await post('/auth/login', { email: '', password: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      email: AuthMessages.emailRequired,
      password: AuthMessages.passwordRequired,
    });
  });

  it('serves /users/profile/me with location always an object, and the token dies at logout', async () => {
    const email = uniqueEmail();
    const token = await signUpAndLogin(ctx.app, ctx.database.db, email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const data = me.json().data;
    expect(data).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      name: 'Ada Lovelace',
      account_type: 'user',
      location: { city: '', suburb: '', state: '', country: '' },
      profile_picture: null,
      referral: null,
    });
    expect(data.id).toBe(data._id);

    const logout = await post('/auth/logout', {}, bearer(token));
    expect(logout.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: 'error' });
  });

  it('answers 401 without a token or with a made-up one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile/me' });
    const fake = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile/me',
      headers: bearer('x'.repeat(43)),
    });
    const logout = await post('/auth/logout', {});
    for (const response of [none, fake, logout]) expect(response.statusCode).toBe(401);
  });
});
