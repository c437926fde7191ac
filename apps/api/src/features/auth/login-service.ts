import { randomBytes } from 'node:crypto';
import { AuthMessages, ErrorCode, type LoginBody, type UserSelf } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { assertUnderLimit, clearEvents, recordEvent } from '../../lib/rate-limits/event-limits.js';
import { createSession, revokeSession } from '../../lib/sessions/sessions.js';
import { presentUserSelf } from '../../lib/users/user-self-presenter.js';
import { findUserSelf } from '../../lib/users/user-self-repository.js';
import type { AuthDeps } from './auth-deps.js';
import { AccountLimits } from './auth-limits.js';
import { findAccountByEmail } from './account-repository.js';

// Checked when the e-mail is unknown, so both failures take as long as a real check.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * POST /auth/login: one message for unknown e-mail and wrong password; an unverified account (with
 * the right password) gets 401 with code EMAIL_NOT_VERIFIED so the client can offer a new code.
 */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
): Promise<{ token: string; user: UserSelf & { user_type: UserSelf['account_type'] } }> {
  const { db, clock } = deps;
  await assertUnderLimit(db, clock, AccountLimits.failedLogins, body.email);
  const account = await findAccountByEmail(db, body.email);
  const valid = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!account || !valid) {
    await recordEvent(db, clock, AccountLimits.failedLogins, body.email);
    throw AppError.unauthorized(AuthMessages.invalidCredentials, ErrorCode.UNAUTHORIZED);
  }
  if (!account.email_verified_at) {
    throw AppError.unauthorized(AuthMessages.emailNotVerified, ErrorCode.EMAIL_NOT_VERIFIED);
  }
  await clearEvents(db, AccountLimits.failedLogins, body.email);
  const token = await createSession(db, clock, account.id);
  const self = await findUserSelf(db, account.id);
  if (!self) throw AppError.unauthorized(AuthMessages.invalidCredentials);
  const user = presentUserSelf(self, deps.urlFor);
  return { token, user: { ...user, user_type: user.account_type } };
}

/** POST /auth/logout: the token stops working at once. */
export function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  return revokeSession(deps.db, deps.clock, sessionId);
}
