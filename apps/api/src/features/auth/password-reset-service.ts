import { AuthMessages, type ResetPasswordBody } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { passwordChangedMail, resetCodeMail } from '../../lib/mail/templates.js';
import { hashPassword } from '../../lib/passwords.js';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limits/event-limits.js';
import { revokeAllSessions } from '../../lib/sessions/sessions.js';
import type { AuthDeps } from './auth-deps.js';
import { AccountLimits } from './auth-limits.js';
import { findAccountByEmail, findAccountById, markEmailVerified, updatePasswordHash } from './account-repository.js';
import { assertMaySendCode, checkCode, deliverCode, storeNewCode, useCode } from './otp-service.js';
import { assertPasswordNotCommon } from './register-service.js';

/**
 * PATCH /auth/forgot-password. The answer must not tell whether the account exists, so every
 * outcome for a well-formed e-mail is the same 200: unknown addresses, the resend cooldown and a
 * failed send are only logged.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  try {
    await assertMaySendCode(deps, account.id, 'reset_password');
    const code = await storeNewCode(deps.db, deps.clock, account.id, 'reset_password');
    await deliverCode(deps, account.id, 'reset_password', resetCodeMail(account.email, code, deps.mail));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.warn({ userId: account.id, reason: error.message }, 'password reset code not sent');
  }
}

/**
 * PATCH /auth/reset-password: a valid code sets the new password, verifies the e-mail (the code
 * proved the mailbox), revokes every session and e-mails a notice.
 */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody, clientAddress: string): Promise<void> {
  // A weak password must not cost the person their code.
  assertPasswordNotCommon(body.password);
  const row = await checkCode(deps, {
    purpose: 'reset_password',
    code: body.otp,
    email: body.email,
    clientAddress,
    expiredStatus: 400,
    expiredMessage: AuthMessages.resetCodeInvalid,
    wrongMessage: AuthMessages.resetCodeInvalid,
  });
  await assertUnderLimit(deps.db, deps.clock, AccountLimits.resets, row.user_id);
  await recordEvent(deps.db, deps.clock, AccountLimits.resets, row.user_id);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const used = await deps.db.transaction().execute(async (trx) => {
    if (!(await useCode(trx, row))) return false;
    await updatePasswordHash(trx, row.user_id, passwordHash, now);
    await markEmailVerified(trx, row.user_id, now);
    await revokeAllSessions(trx, deps.clock, row.user_id);
    return true;
  });
  if (!used) throw AppError.badRequest(AuthMessages.resetCodeInvalid);

  const account = await findAccountById(deps.db, row.user_id);
  if (!account) return;
  // The password is already changed: a failed notice is logged, not reported as a failed reset.
  await deps.mailer.send(passwordChangedMail(account.email, deps.mail)).catch((error: unknown) => {
    deps.log.error({ err: error, userId: account.id }, 'password change notice not sent');
  });
}
