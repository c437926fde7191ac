import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider.js';
import { uniqueEmail } from '../helpers/auth.js';
import { PUBLIC_URL, REDIRECT_URI, signInThroughProvider, takeSession } from '../helpers/oidc-flow.js';

let provider: TestProvider;
let ctx: TestContext;
let subjects = 0;

beforeAll(async () => {
  provider = await startTestProvider(REDIRECT_URI);
  ctx = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Hood ID',
  });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** A person at the provider, under a fresh subject. */
function personAtProvider(claims: Parameters<TestProvider['accounts']['set']>[1]): string {
  subjects += 1;
  const subject = `person-${subjects}`;
  provider.accounts.set(subject, claims);
  return subject;
}

describe('GET /auth/providers', () => {
  it('lists the configured provider by its name', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: 'oidc', name: 'Hood ID' }]);
  });
});

describe('sign-in through the provider', () => {
  it('starts with PKCE (S256), state and nonce, keeping the verifier in an HttpOnly cookie', async () => {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(String(start.headers['set-cookie'])).toMatch(
      /^ourhood_oidc_flow=[\w-]+; Path=\/api\/v1\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('creates a new account in the start’s language and signs it in, once', async () => {
    const email = uniqueEmail('new');
    const subject = personAtProvider({ email, email_verified: true, given_name: 'Nia', family_name: 'Okafor' });
    const run = await signInThroughProvider(ctx, provider, subject, { headers: { 'accept-language': 'fr' } });
    expect(run.landing.href).toBe(`${PUBLIC_URL}/login/provider`);
    const session = await takeSession(ctx, run.jar);
    expect(session.statusCode).toBe(200);
    const { token, user } = session.json().data;
    expect(user).toMatchObject({ email, first_name: 'Nia', last_name: 'Okafor', account_type: 'user' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['email_verified_at', 'locale'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
    expect(row.locale).toBe('fr');
    // The ticket is good once.
    expect((await takeSession(ctx, run.jar)).statusCode).toBe(401);
  });
});
