import { AuthMessages, type VerifyOtpBody } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { AuthDeps } from './auth-deps.js';
import { markEmailVerified } from './account-repository.js';
import { enqueueCodeMail } from './code-mail-job.js';
import { checkCode, reserveCodeSend, useCode } from './otp-service.js';

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
 * PATCH /auth/send-otp: a fresh verification code for an unverified account. The 30 s cooldown
 * and the hourly cap count per address, known or not, and the mail goes out from the job queue:
 * unknown, verified and unverified addresses get the same answers in the same time.
 */
export async function resendVerificationCode(deps: AuthDeps, jobs: JobRunner, email: string): Promise<void> {
  await reserveCodeSend(deps, email, 'verify_email');
  await enqueueCodeMail(deps, jobs, 'verify_email', email);
}
