import {
  ACCOUNT_AWAITING_APPROVAL,
  AuthMessages,
  ErrorCode,
  ModerationMessages,
  RegistrationMessages,
  type LoginBody,
  type UserSelf,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  assertUnderLimit,
  clearEvents,
  clearEventsByKindPrefix,
  countEvents,
  recordEvent,
} from '../../lib/rate-limits/event-limits.js';
import { createSession, revokeSession } from '../../lib/sessions/sessions.js';
import { presentUserSelf } from '../../lib/users/user-self-presenter.js';
import { findUserSelf } from '../../lib/users/user-self-repository.js';
import type { AuthDeps } from './auth-deps.js';
import { AccountLimits, LOGIN_FAIL_PAIR, LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_STEP_MS } from './auth-limits.js';
import { findAccountByEmail } from './account-repository.js';

/**
 * Guessing is throttled without handing strangers a way to lock the owner out (as Mastodon and
 * GitLab do): 10 failures from one address for one account answer 429 to that address only;
 * failures from everywhere slow every attempt on the account down a little more, up to 3 s,
 * until a success or a password reset.
 */
async function slowDownAfterFailures(deps: AuthDeps, email: string): Promise<void> {
  const limit = AccountLimits.failedLoginsAnywhere;
  const failures = await countEvents(deps.db, deps.clock, limit, email);
  const over = failures - limit.max + 1;
  if (over > 0) await sleep(Math.min(LOGIN_SLOWDOWN_MAX_MS, over * LOGIN_SLOWDOWN_STEP_MS));
}

/** Forgets every failed login of the account (a success, or a password reset). */
export async function clearFailedLogins(deps: Pick<AuthDeps, 'db'>, email: string): Promise<void> {
  await clearEventsByKindPrefix(deps.db, LOGIN_FAIL_PAIR, email);
  await clearEvents(deps.db, AccountLimits.failedLoginsAnywhere, email);
}

/**
 * POST /auth/login: one message for unknown e-mail and wrong password; an unverified account (with
 * the right password) gets 401 with code EMAIL_NOT_VERIFIED so the client can offer a new code.
 */
export async function login(deps: AuthDeps, body: LoginBody, clientAddress: string): Promise<LoginAnswer> {
  const { db, clock } = deps;
  const fromHere = AccountLimits.failedLoginsFrom(clientAddress);
  await assertUnderLimit(db, clock, fromHere, body.email);
  await slowDownAfterFailures(deps, body.email);
  const account = await findAccountByEmail(db, body.email);
  const valid = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!account || !valid) {
    await recordEvent(db, clock, fromHere, body.email);
    await recordEvent(db, clock, AccountLimits.failedLoginsAnywhere, body.email);
    throw AppError.unauthorized(AuthMessages.invalidCredentials, ErrorCode.UNAUTHORIZED);
  }
  if (!account.email_verified_at) {
    throw AppError.unauthorized(AuthMessages.emailNotVerified, ErrorCode.EMAIL_NOT_VERIFIED);
  }
  // Moderation (decision 0020): the right password of a suspended or banned account gets 403 —
  // the one status spec-built clients treat as "sign out", which is what it means here.
  if (account.banned_at) throw new AppError(403, ModerationMessages.banned, ErrorCode.ACCOUNT_BANNED);
  if (account.suspended_until && account.suspended_until > clock.now()) {
    throw new AppError(
      403,
      `${ModerationMessages.suspended} ${account.suspended_until.toISOString()}`,
      ErrorCode.ACCOUNT_SUSPENDED,
    );
  }
  if (account.awaiting_approval_since) {
    throw new AppError(403, RegistrationMessages.awaitingApproval, ACCOUNT_AWAITING_APPROVAL);
  }
  await clearFailedLogins(deps, body.email);
  return openSession(deps, account.id);
}

export type LoginAnswer = { token: string; user: UserSelf & { user_type: UserSelf['account_type'] } };

/** A new session for a signed-in account, answered as POST /auth/login answers. */
export async function openSession(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'urlFor'>,
  userId: string,
): Promise<LoginAnswer> {
  const token = await createSession(deps.db, deps.clock, userId);
  const self = await findUserSelf(deps.db, userId);
  if (!self) throw AppError.unauthorized(AuthMessages.invalidCredentials);
  const user = presentUserSelf(self, deps.urlFor);
  return { token, user: { ...user, user_type: user.account_type } };
}

/** POST /auth/logout: the token stops working at once. */
export function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  return revokeSession(deps.db, deps.clock, sessionId);
}
