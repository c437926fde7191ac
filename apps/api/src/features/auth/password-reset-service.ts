import { AuthMessages, type ResetPasswordBody } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import { passwordChangedMail } from '../../lib/mail/templates.js';
import { hashPassword } from '../../lib/passwords.js';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limits/event-limits.js';
import { revokeAllSessions } from '../../lib/sessions/sessions.js';
import type { AuthDeps } from './auth-deps.js';
import { AccountLimits } from './auth-limits.js';
import { clearFailedLogins } from './login-service.js';
import { findAccountById, markEmailVerified, updatePasswordHash } from './account-repository.js';
import { enqueueCodeMail } from './code-mail-job.js';
import { checkCode, reserveCodeSend, useCode } from './otp-service.js';
import { assertPasswordNotCommon } from './register-service.js';

/**
 * PATCH /auth/forgot-password. The answer must not tell whether the account exists, so every
 * outcome for a well-formed e-mail is the same 200 in the same time: the request only counts the
 * send for the address (inside the cooldown nothing more happens) and queues the job that looks the
 * account up and mails the code.
 */
export async function requestPasswordReset(deps: AuthDeps, jobs: JobRunner, email: string): Promise<void> {
  try {
    await reserveCodeSend(deps, email, 'reset_password');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return;
    throw error;
  }
  await enqueueCodeMail(deps, jobs, 'reset_password', email);
}

/**
 * PATCH /auth/reset-password: a valid code sets the new password, verifies the e-mail (the code
 * proved the mailbox), revokes every session and e-mails a notice. Answers the account's id.
 */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody, clientAddress: string): Promise<string> {
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
  if (!account) return row.user_id;
  // Whoever was guessing the old password, the owner may sign in with the new one at once.
  await clearFailedLogins(deps, account.email);
  // The password is already changed: a failed notice is logged, not reported as a failed reset.
  await deps.mailer
    .send(passwordChangedMail(account.email, deps.mail, 'all', account.locale))
    .catch((error: unknown) => {
      deps.log.error({ err: error, userId: account.id }, 'password change notice not sent');
    });
  return row.user_id;
}
