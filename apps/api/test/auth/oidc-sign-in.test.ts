import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider.js';
import { PASSWORD, registerBody, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';
import {
  PUBLIC_URL,
  REDIRECT_URI,
  cookieHeader,
  cookiesOf,
  followCallback,
  signInThroughProvider,
  takeSession,
} from '../helpers/oidc-flow.js';

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

const counts = async () => {
  const db = ctx.database.db;
  const count = async (table: 'users' | 'oidc_identities' | 'oidc_tickets' | 'oidc_pending_links') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    identities: await count('oidc_identities'),
    tickets: await count('oidc_tickets'),
    links: await count('oidc_pending_links'),
  };
};

const userIdOf = async (email: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const login = (email: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD },
    headers: cookie ? { cookie } : {},
  });

describe('linking an existing account', () => {
  it('links through the provider’s verified e-mail, and signs in by the identity afterwards', async () => {
    const email = uniqueEmail('linked');
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    const subject = personAtProvider({ email, email_verified: true, name: 'Ada Lovelace' });
    const first = await signInThroughProvider(ctx, provider, subject);
    expect(first.landing.pathname).toBe('/login/provider');
    const session = await takeSession(ctx, first.jar);
    expect(session.json().data.user.id).toBe(await userIdOf(email));
    // The provider's address changes: the identity still leads to the same account.
    provider.accounts.set(subject, { email: uniqueEmail('elsewhere'), email_verified: true });
    const again = await signInThroughProvider(ctx, provider, subject);
    expect((await takeSession(ctx, again.jar)).json().data.user.id).toBe(await userIdOf(email));
    // The password still works too.
    expect((await login(email)).statusCode).toBe(200);
  });

  it('takes over an account nobody verified: its password and sessions end', async () => {
    const email = uniqueEmail('squatted');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registerBody(email),
    });
    expect(registered.statusCode).toBe(201);
    const subject = personAtProvider({ email, email_verified: true });
    const run = await signInThroughProvider(ctx, provider, subject);
    expect((await takeSession(ctx, run.jar)).json().data.user.id).toBe(await userIdOf(email));
    expect((await login(email)).statusCode).toBe(401);
  });

  it('links an address the provider does not vouch for only after the password sign-in, once', async () => {
    const email = uniqueEmail('unverified');
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    const subject = personAtProvider({ email, email_verified: false });
    const before = await counts();
    const run = await signInThroughProvider(ctx, provider, subject);
    expect(run.landing.href).toBe(`${PUBLIC_URL}/login?oidc=link`);
    expect(await counts()).toMatchObject({ identities: before.identities, tickets: before.tickets });
    expect((await takeSession(ctx, run.jar)).statusCode).toBe(401);
    const linkCookie = cookieHeader(new Map([...run.jar].filter(([name]) => name === 'ourhood_oidc_link')));
    expect(linkCookie).toMatch(/^ourhood_oidc_link=[\w-]+$/);

    // A password sign-in from another browser (no cookie) links nothing.
    expect((await login(email)).statusCode).toBe(200);
    expect((await signInThroughProvider(ctx, provider, subject)).landing.search).toBe('?oidc=link');

    // Someone else's password sign-in with the cookie links nothing either, and uses it up.
    const other = uniqueEmail('other');
    await signUpAndLogin(ctx.app, ctx.database.db, other);
    const wrongRun = await signInThroughProvider(ctx, provider, subject);
    const wrongCookie = cookieHeader(new Map([...wrongRun.jar].filter(([name]) => name === 'ourhood_oidc_link')));
    const wrong = await login(other, wrongCookie);
    expect(String(wrong.headers['set-cookie'])).toContain('ourhood_oidc_link=; Path=/api/v1/auth; Max-Age=0');
    expect((await login(email, wrongCookie)).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ identities: before.identities });

    // The owner's password sign-in from the browser that came back from the provider links it.
    const owner = await signInThroughProvider(ctx, provider, subject);
    const ownerCookie = cookieHeader(new Map([...owner.jar].filter(([name]) => name === 'ourhood_oidc_link')));
    expect((await login(email, ownerCookie)).statusCode).toBe(200);
    const linked = await signInThroughProvider(ctx, provider, subject);
    expect(linked.landing.pathname).toBe('/login/provider');
    expect((await takeSession(ctx, linked.jar)).json().data.user.id).toBe(await userIdOf(email));
  });

  it('refuses a new account for an address the provider does not vouch for, storing nothing', async () => {
    const subject = personAtProvider({ email: uniqueEmail('nobody'), email_verified: false });
    const before = await counts();
    const run = await signInThroughProvider(ctx, provider, subject);
    expect(run.landing.href).toBe(`${PUBLIC_URL}/login?oidc_error=email`);
    expect(await counts()).toMatchObject({ users: before.users, identities: before.identities, tickets: 0 });
  });
});

describe('refused sign-ins land on the sign-in page and store nothing', () => {
  it('denied consent', async () => {
    const subject = personAtProvider({ email: uniqueEmail('denier'), email_verified: true });
    const before = await counts();
    const run = await signInThroughProvider(ctx, provider, subject, { deny: true });
    expect(run.landing.href).toBe(`${PUBLIC_URL}/login?oidc_error=denied`);
    expect(await counts()).toMatchObject({ users: before.users, identities: before.identities });
  });

  it('a replayed callback, a forged state, and a callback without the start’s cookie', async () => {
    const email = uniqueEmail('replay');
    const subject = personAtProvider({ email, email_verified: true });
    const run = await signInThroughProvider(ctx, provider, subject);
    await takeSession(ctx, run.jar);
    const flowCookie = new Map([...run.jar].filter(([name]) => name === 'ourhood_oidc_flow'));
    const before = await counts();

    const replay = await followCallback(ctx, run.callbackUrl, flowCookie);
    expect(replay.landing.href).toBe(`${PUBLIC_URL}/login?oidc_error=expired`);

    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' });
    const startJar = cookiesOf(start.headers['set-cookie']);
    const callbackUrl = await provider.signIn(String(start.headers.location), subject);
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-state-value');
    expect((await followCallback(ctx, forged.href, startJar)).landing.search).toBe('?oidc_error=expired');
    // Another browser (no flow cookie) cannot finish it; the state is then used up.
    expect((await followCallback(ctx, callbackUrl, new Map())).landing.search).toBe('?oidc_error=invalid');
    expect((await followCallback(ctx, callbackUrl, startJar)).landing.search).toBe('?oidc_error=expired');
    expect(await counts()).toMatchObject({ users: before.users, identities: before.identities, tickets: 0 });
  });

  it('an expired start', async () => {
    const subject = personAtProvider({ email: uniqueEmail('slow'), email_verified: true });
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' });
    const callbackUrl = await provider.signIn(String(start.headers.location), subject);
    await ctx.database.db
      .updateTable('oidc_logins')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const run = await followCallback(ctx, callbackUrl, cookiesOf(start.headers['set-cookie']));
    expect(run.landing.search).toBe('?oidc_error=expired');
  });

  it('a suspended or banned account', async () => {
    const email = uniqueEmail('suspended');
    await signUpAndLogin(ctx.app, ctx.database.db, email);
    const subject = personAtProvider({ email, email_verified: true });
    await takeSession(ctx, (await signInThroughProvider(ctx, provider, subject)).jar);
    const users = ctx.database.db.updateTable('users').where('email', '=', email);
    await users.set({ suspended_until: new Date(Date.now() + 86_400_000) }).execute();
    const suspended = await signInThroughProvider(ctx, provider, subject);
    expect(suspended.landing.search).toBe('?oidc_error=suspended');
    expect(suspended.jar.has('ourhood_oidc_ticket')).toBe(false);
    await users.set({ suspended_until: null, banned_at: new Date() }).execute();
    expect((await signInThroughProvider(ctx, provider, subject)).landing.search).toBe('?oidc_error=banned');
  });

  it('a ticket whose account was suspended before the hand-over', async () => {
    const email = uniqueEmail('late');
    const subject = personAtProvider({ email, email_verified: true });
    const run = await signInThroughProvider(ctx, provider, subject);
    await ctx.database.db
      .updateTable('users')
      .where('email', '=', email)
      .set({ suspended_until: new Date(Date.now() + 86_400_000) })
      .execute();
    expect((await takeSession(ctx, run.jar)).statusCode).toBe(401);
  });

  it('the identities go with the account', async () => {
    const email = uniqueEmail('leaving');
    const subject = personAtProvider({ email, email_verified: true });
    const run = await signInThroughProvider(ctx, provider, subject);
    const userId = (await takeSession(ctx, run.jar)).json().data.user.id as string;
    await ctx.database.db.deleteFrom('users').where('id', '=', userId).execute();
    const rows = await ctx.database.db
      .selectFrom('oidc_identities')
      .where('user_id', '=', userId)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('without configuration', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => bare?.close());

  it('lists no provider and has no start', async () => {
    const providers = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(providers.json()).toMatchObject({ status: 'success', data: [] });
    const start = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' });
    expect(start.statusCode).toBe(404);
    const session = await bare.app.inject({ method: 'POST', url: '/api/v1/auth/oidc/session' });
    expect(session.statusCode).toBe(401);
  });
});
