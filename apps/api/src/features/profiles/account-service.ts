import { AuthMessages, ProfileMessages, type ChangePasswordBody, type DeleteAccountBody } from '@ourhood/contract';
import { deleteAccountWithParts } from '../../lib/account-deletion/index.js';
import { AppError } from '../../lib/app-error.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { deleteStoredImages } from '../../lib/images/index.js';
import { passwordChangedMail } from '../../lib/mail/templates.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { assertUnderLimit, clearEvents, recordEvent, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import { revokeOtherSessions } from '../../lib/sessions/sessions.js';
import type { ProfilesDeps } from './profiles-deps.js';
import { findCredentials, updatePassword } from './profiles-repository.js';

/**
 * Wrong passwords typed in settings (password change, account deletion), per account: limited
 * like failed logins, so a stolen session cannot be used to guess the password.
 */
export const wrongPasswordLimit: EventLimit = {
  kind: 'settings_password_fail',
  max: 10,
  windowMs: 15 * 60_000,
  message: AuthMessages.tooManyAttempts,
};

/** Checks the account's password; a wrong one is a 400 on `field` (never 401, which signs out). */
async function assertPassword(
  deps: ProfilesDeps,
  userId: string,
  password: string,
  field: string,
  message: string,
): Promise<{ email: string; passwordHash: string; locale: string | null }> {
  await assertUnderLimit(deps.db, deps.clock, wrongPasswordLimit, userId);
  const account = await findCredentials(deps.db, userId);
  if (!account) throw AppError.unauthorized();
  if (!(await verifyPassword(account.password_hash, password))) {
    await recordEvent(deps.db, deps.clock, wrongPasswordLimit, userId);
    throw AppError.badRequest(message, { [field]: message });
  }
  await clearEvents(deps.db, wrongPasswordLimit, userId);
  return { email: account.email, passwordHash: account.password_hash, locale: account.locale };
}

/**
 * PATCH /users/profile/password: the current password proves it is the owner; the new one follows
 * the sign-up rules and must differ. Every other session is revoked in the same transaction (the
 * caller's keeps working) and a notice is e-mailed.
 */
export async function changePassword(
  deps: ProfilesDeps,
  user: { id: string; sessionId: string },
  body: ChangePasswordBody,
): Promise<void> {
  const account = await assertPassword(
    deps,
    user.id,
    body.current_password,
    'current_password',
    ProfileMessages.currentPasswordWrong,
  );
  if (isCommonPassword(body.new_password)) {
    throw AppError.badRequest(AuthMessages.passwordCommon, { new_password: AuthMessages.passwordCommon });
  }
  if (await verifyPassword(account.passwordHash, body.new_password)) {
    throw AppError.badRequest(ProfileMessages.samePassword, { new_password: ProfileMessages.samePassword });
  }
  const passwordHash = await hashPassword(body.new_password);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await updatePassword(trx, user.id, passwordHash, now);
    await revokeOtherSessions(trx, deps.clock, user.id, user.sessionId);
  });
  // The password is already changed: a failed notice is logged, not reported as a failed change.
  await deps.mailer
    .send(passwordChangedMail(account.email, deps.mail, 'others', account.locale))
    .catch((error: unknown) => {
      deps.log.error({ err: error, userId: user.id }, 'password change notice not sent');
    });
}

/**
 * DELETE /users/profile/me: with the password, the account and everything it shared go in one
 * transaction (sessions included, so every token dies), each feature's part of it as that feature
 * declares (deps.accountDeletionParts, decision 0017); the files go after the commit.
 */
export async function deleteAccount(deps: ProfilesDeps, userId: string, body: DeleteAccountBody): Promise<void> {
  await assertPassword(deps, userId, body.password, 'password', ProfileMessages.currentPasswordWrong);
  const keys = await deps.db
    .transaction()
    .execute((trx) => deleteAccountWithParts(trx, deps.accountDeletionParts, userId));
  if (!keys) throw AppError.unauthorized();
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed, userId }, 'could not delete media of a deleted account');
  deps.log.info({ userId }, 'account deleted');
}
