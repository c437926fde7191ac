import { timingSafeEqual } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { OidcMessages, type Locale, type OidcFailureReason } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthDeps } from './auth-deps.js';
import { insertAccount } from './account-repository.js';
import { allowSignUp } from '../../lib/instance/registration-policy.js';
import { openSession, type LoginAnswer } from './login-service.js';
import type { OidcIdentity, OidcProviderClient } from './oidc-client.js';
import {
  adoptVerifiedEmail,
  findIdentityOwner,
  findSignInAccount,
  insertIdentity,
  insertOidcLogin,
  insertPendingLink,
  insertTicket,
  takeOidcLogin,
  takePendingLink,
  takeTicket,
} from './oidc-repository.js';

const MINUTE = 60_000;
/** How long a started sign-in, a finished one's ticket and a pending link stay good. */
export const OidcLifetimes = { loginMs: 10 * MINUTE, ticketMs: MINUTE, pendingLinkMs: 15 * MINUTE } as const;

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Where the callback sends the browser, and the cookie it leaves there. */
export type OidcOutcome =
  | { kind: 'signed-in'; ticket: string; sessionsEndedOf?: string }
  | { kind: 'link'; linkToken: string }
  | { kind: 'failed'; reason: OidcFailureReason };

/** GET /auth/oidc/start: the provider's URL, and the verifier the browser keeps in its cookie. */
export async function startOidcSignIn(
  deps: AuthDeps,
  provider: OidcProviderClient,
  locale: Locale | null,
): Promise<{ url: string; verifier: string }> {
  const request = await provider.authorizationRequest();
  const now = deps.clock.now();
  await insertOidcLogin(
    deps.db,
    {
      state_hash: hashSecretToken(request.state),
      verifier_hash: hashSecretToken(request.codeVerifier),
      nonce: request.nonce,
      locale,
      expires_at: new Date(now.getTime() + OidcLifetimes.loginMs),
    },
    now,
  );
  return { url: request.url, verifier: request.codeVerifier };
}

export interface CallbackInput {
  /** The query as the provider sent it, for openid-client's checks (iss, state, code). */
  rawQuery: string;
  state: string | undefined;
  code: string | undefined;
  error: string | undefined;
  /** The verifier from this browser's flow cookie. */
  verifier: string | undefined;
}

/**
 * GET /auth/oidc/callback. The started sign-in is taken out first (good once, whatever follows);
 * every check comes before anything is stored, so a failure stores nothing.
 */
export async function finishOidcSignIn(
  deps: AuthDeps,
  provider: OidcProviderClient,
  input: CallbackInput,
): Promise<OidcOutcome> {
  const failed = (reason: OidcFailureReason): OidcOutcome => ({ kind: 'failed', reason });
  const started = input.state ? await takeOidcLogin(deps.db, hashSecretToken(input.state)) : undefined;
  // The person said no (or closed the provider's page); any other error is the provider's.
  if (input.error) return failed(input.error === 'access_denied' ? 'denied' : 'invalid');
  if (!started || !input.state || !input.code) return failed('expired');
  if (started.expires_at <= deps.clock.now()) return failed('expired');
  if (!input.verifier || !sameHash(hashSecretToken(input.verifier), started.verifier_hash)) return failed('invalid');

  let identity: OidcIdentity;
  try {
    identity = await provider.identify(input.rawQuery, {
      state: input.state,
      codeVerifier: input.verifier,
      nonce: started.nonce,
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'OpenID Connect sign-in refused');
    return failed('invalid');
  }
  return signInIdentity(deps, identity, started.locale as Locale | null);
}

async function signInIdentity(deps: AuthDeps, identity: OidcIdentity, locale: Locale | null): Promise<OidcOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  const linkedTo = await findIdentityOwner(db, identity.issuer, identity.subject);
  const account = linkedTo
    ? await findSignInAccount(db, { id: linkedTo })
    : identity.email
      ? await findSignInAccount(db, { email: identity.email })
      : undefined;

  if (account) {
    if (account.banned_at) return { kind: 'failed', reason: 'banned' };
    if (account.suspended_until && account.suspended_until > now) return { kind: 'failed', reason: 'suspended' };
    if (account.awaiting_approval_since) return { kind: 'failed', reason: 'awaiting_approval' };
    if (!linkedTo && !identity.emailVerified) {
      // The provider does not vouch for the address: the owner proves it with their password.
      const linkToken = newSecretToken();
      await insertPendingLink(
        db,
        {
          token_hash: hashSecretToken(linkToken),
          user_id: account.id,
          issuer: identity.issuer,
          subject: identity.subject,
          expires_at: new Date(now.getTime() + OidcLifetimes.pendingLinkMs),
        },
        now,
      );
      return { kind: 'link', linkToken };
    }
    const unusable = linkedTo || account.email_verified_at ? undefined : await unusablePasswordHash();
    const { ticket, adopted } = await db.transaction().execute(async (trx) => {
      let adopted = false;
      if (!linkedTo) {
        await insertIdentity(trx, { ...identityKey(identity), user_id: account.id, created_at: now });
        if (unusable) adopted = await adoptVerifiedEmail(trx, account.id, unusable, now);
      }
      return { ticket: await issueTicket(trx, account.id, now), adopted };
    });
    return { kind: 'signed-in', ticket, ...(adopted && { sessionsEndedOf: account.id }) };
  }

  // A new account needs an address the provider vouches for: one it does not could be someone
  // else's, whose owner would then find an account in their name that a stranger signs in to.
  if (!identity.email || !identity.emailVerified) return { kind: 'failed', reason: 'email' };
  return createAccount(deps, identity, identity.email, locale);
}

const identityKey = (identity: OidcIdentity) => ({ issuer: identity.issuer, subject: identity.subject });

/** A password nobody knows: the account signs in through the provider, or after a password reset. */
async function unusablePasswordHash(): Promise<string> {
  return hashPassword(newSecretToken());
}

async function issueTicket(db: AuthDeps['db'], userId: string, now: Date): Promise<string> {
  const ticket = newSecretToken();
  await insertTicket(db, hashSecretToken(ticket), userId, new Date(now.getTime() + OidcLifetimes.ticketMs), now);
  return ticket;
}

/** A neighbour's account as sign-up makes one, its e-mail verified by the provider. */
async function createAccount(
  deps: AuthDeps,
  identity: OidcIdentity,
  email: string,
  locale: Locale | null,
): Promise<OidcOutcome> {
  // Single sign-on carries no referral code: under `invite` or `closed` it cannot make an account.
  const allowance = await allowSignUp(deps.db, false).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 403) return undefined;
    throw error;
  });
  if (!allowance) return { kind: 'failed', reason: 'registration_closed' };
  const now = deps.clock.now();
  const names = accountNames(identity, email);
  const passwordHash = await unusablePasswordHash();
  const ticket = await deps.db.transaction().execute(async (trx) => {
    const id = await insertAccount(trx, {
      email,
      password_hash: passwordHash,
      first_name: names.first,
      last_name: names.last,
      account_type: 'user',
      email_verified_at: now,
      locale,
      awaiting_approval_since: allowance.awaitsApproval ? now : null,
    });
    if (!id) return undefined;
    await insertIdentity(trx, { ...identityKey(identity), user_id: id, created_at: now });
    return allowance.awaitsApproval ? 'awaiting' : issueTicket(trx, id, now);
  });
  // A sign-up with the same address won the race: nothing was stored; the person tries again.
  if (!ticket) return { kind: 'failed', reason: 'invalid' };
  // Under the approval policy the account exists and waits: no session until a moderator approves.
  return ticket === 'awaiting' ? { kind: 'failed', reason: 'awaiting_approval' } : { kind: 'signed-in', ticket };
}

/** The provider's names, else its full name split once, else the e-mail's local part. */
function accountNames(identity: OidcIdentity, email: string): { first: string; last: string } {
  const cut = (value: string) => value.slice(0, 100);
  if (identity.givenName) return { first: cut(identity.givenName), last: cut(identity.familyName ?? '') };
  if (identity.name) {
    const [first = '', ...rest] = identity.name.split(/\s+/);
    return { first: cut(first), last: cut(rest.join(' ')) };
  }
  return { first: cut(email.split('@')[0] ?? email), last: '' };
}

/** POST /auth/oidc/session: the ticket (good once, for a minute) becomes a session. */
export async function takeOidcSession(deps: AuthDeps, ticket: string | undefined): Promise<LoginAnswer> {
  const userId = ticket ? await takeTicket(deps.db, hashSecretToken(ticket), deps.clock.now()) : undefined;
  if (!userId) throw AppError.unauthorized(OidcMessages.ticketInvalid);
  // A sanction that came between the callback and this call still keeps the person out.
  const account = await findSignInAccount(deps.db, { id: userId });
  const now = deps.clock.now();
  const waits = Boolean(account?.awaiting_approval_since);
  if (!account || account.banned_at || waits || (account.suspended_until && account.suspended_until > now)) {
    throw AppError.unauthorized(OidcMessages.ticketInvalid);
  }
  return openSession(deps, userId);
}

/**
 * After a successful password sign-in: links the identity this browser's pending link names, if
 * it is still live and waits for this very account. Good once either way.
 */
export async function consumePendingLink(deps: AuthDeps, token: string, userId: string): Promise<boolean> {
  const now = deps.clock.now();
  const pending = await takePendingLink(deps.db, hashSecretToken(token), now);
  if (!pending || pending.user_id !== userId) return false;
  await insertIdentity(deps.db, { issuer: pending.issuer, subject: pending.subject, user_id: userId, created_at: now });
  return true;
}
