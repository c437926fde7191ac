import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, latestCode, registerBody, uniqueEmail } from '../helpers/auth.js';
import { neighbour } from '../helpers/posts.js';
import { staff } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 43, decision 0080: the registration policy (open, invite, approval, closed) is public at
// GET /instance, set by admins, and followed by sign-up; a refused sign-up stores nothing.
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof staff>>;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await staff(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const setMode = (registration_mode: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/admin/instance',
    headers: admin.headers,
    payload: { registration_mode },
  });
const register = (email: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody(email, extra) });
const count = async (table: 'users' | 'otp_codes' | 'mail_outbox') =>
  Number(
    (
      await ctx.app.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('registration policy', () => {
  beforeEach(async () => {
    expect((await setMode('open')).statusCode).toBe(200);
  });

  it('is public with the instance settings, and only admins change it', async () => {
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/instance',
      headers: admin.headers,
      payload: { name: 'Park Slope Neighbours', rules: '1. Be kind.', contact_email: 'Hello@Example.org' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const instance = await ctx.app.inject({ method: 'GET', url: '/api/v1/instance' });
    expect(instance.statusCode).toBe(200);
    expect(instance.json().data).toMatchObject({
      name: 'Park Slope Neighbours',
      rules: '1. Be kind.',
      contact_email: 'hello@example.org',
      registration_mode: 'open',
    });
    const moderator = await staff(ctx.app, 'moderator');
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/instance',
      headers: moderator.headers,
      payload: { registration_mode: 'closed' },
    });
    expect(refused.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/instance',
      headers: admin.headers,
      payload: { registration_mode: 'everyone', contact_email: 'not-an-email', default_locale: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the default language admins choose is what e-mails speak to accounts without one of their own', async () => {
    const setLocale = (default_locale: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/instance',
        headers: admin.headers,
        payload: { default_locale },
      });
    expect((await setLocale('fr')).statusCode).toBe(200);
    const email = uniqueEmail('francophone');
    // No Accept-Language: the account saves no language of its own.
    expect((await register(email)).statusCode).toBe(201);
    const mail = await ctx.app.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Votre code de vérification/);
    expect((await setLocale('')).statusCode).toBe(200);
  });

  it('closed: a sign-up answers 403 and stores nothing', async () => {
    await setMode('closed');
    const before = await Promise.all([count('users'), count('otp_codes'), count('mail_outbox')]);
    const refused = await register(uniqueEmail());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'REGISTRATION_CLOSED',
      message: 'Sign-ups are closed on this instance.',
    });
    expect(await Promise.all([count('users'), count('otp_codes'), count('mail_outbox')])).toEqual(before);
  });

  it('invite: a referral code is required', async () => {
    await setMode('invite');
    const refused = await register(uniqueEmail());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'INVITE_REQUIRED', errors: { referred_by: expect.any(String) } });
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/referral-codes',
      headers: admin.headers,
      payload: {
        email: (
          await ctx.app.database.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', admin.id)
            .executeTakeFirstOrThrow()
        ).email,
      },
    });
    const code = issued.json().data.code as string;
    const accepted = await register(uniqueEmail(), { referred_by: code });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('approval: the account waits until a moderator approves it, then is e-mailed and signs in', async () => {
    await setMode('approval');
    const email = uniqueEmail('waiting');
    expect((await register(email)).statusCode).toBe(201);
    const otp = await latestCode(ctx.app.database.db, email);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { otp, email, account_type: 'user' },
    });
    const login = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
    const waiting = await login();
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().code).toBe('ACCOUNT_AWAITING_APPROVAL');

    const moderator = await staff(ctx.app, 'moderator');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/moderation/accounts/awaiting',
      headers: moderator.headers,
    });
    expect(list.statusCode).toBe(200);
    const entry = (list.json().data as { id: string; email: string; status: string }[]).find(
      (row) => row.email === email,
    );
    expect(entry?.status).toBe('awaiting_approval');
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/moderation/accounts/${entry!.id}/approve`,
      headers: moderator.headers,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/moderation/accounts/${entry!.id}/approve`,
      headers: moderator.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const mail = await ctx.app.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/approved/);
    expect((await login()).statusCode).toBe(200);

    const audit = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log', headers: admin.headers });
    const actions = (audit.json().data as { action: string; target_label: string; actor: { id: string } | null }[]).map(
      (row) => `${row.action} ${row.target_label}`,
    );
    expect(actions).toContain(`account.approve ${email}`);
    expect(actions.some((action) => action.startsWith('instance.update registration_mode: approval'))).toBe(true);
  });

  it('approval: a declined sign-up is removed; a member cannot see the list', async () => {
    await setMode('approval');
    const email = uniqueEmail('declined');
    expect((await register(email)).statusCode).toBe(201);
    const row = await ctx.app.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const member = await neighbour(ctx.app);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/moderation/accounts/awaiting',
      headers: member.headers,
    });
    expect(hidden.statusCode).toBe(404);
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/moderation/accounts/${row.id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Not from here' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(
      await ctx.app.database.db.selectFrom('users').select('id').where('id', '=', row.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
