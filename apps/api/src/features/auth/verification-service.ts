import { AuthMessages, type VerifyOtpBody } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { verificationCodeMail } from '../../lib/mail/templates.js';
import type { AuthDeps } from './auth-deps.js';
import { findAccountByEmail, markEmailVerified } from './account-repository.js';
import { assertMaySendCode, checkCode, deliverCode, storeNewCode, useCode } from './otp-service.js';

/** POST /auth/verify-otp: marks the e-mail verified with a valid code. */
export async function verifyEmail(deps: AuthDeps, body: VerifyOtpBody, clientAddress: string): Promise<void> {
  const row = await checkCode(deps, {
    purpose: 'verify_email',
    code: body.otp,
    email: body.email,
    clientAddress,
    expiredStatus: 401,
    expiredMessage: AuthMessages.otpExpired,
    wrongMessage: AuthMessages.otpWrong,
  });
  const used = await deps.db.transaction().execute(async (trx) => {
    if (!(await useCode(trx, row))) return false;
    await markEmailVerified(trx, row.user_id, deps.clock.now());
    return true;
  });
  if (!used) throw AppError.badRequest(AuthMessages.otpWrong);
}

/**
 * PATCH /auth/send-otp: a fresh verification code for an unverified account. Unknown and already
 * verified addresses get the same answer and no mail, so the call reveals nothing about them.
 */
export async function resendVerificationCode(deps: AuthDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account || account.email_verified_at) return;
  await assertMaySendCode(deps, account.id, 'verify_email');
  const code = await storeNewCode(deps.db, deps.clock, account.id, 'verify_email');
  await deliverCode(deps, account.id, 'verify_email', verificationCodeMail(account.email, code, deps.mail));
}
