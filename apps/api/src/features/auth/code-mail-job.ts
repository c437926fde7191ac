import { z } from 'zod';
import type { OtpPurpose } from '../../db/schema.js';
import { enqueueJob, type JobRunner } from '../../lib/jobs/index.js';
import { resetCodeMail, verificationCodeMail } from '../../lib/mail/templates.js';
import type { AuthDeps } from './auth-deps.js';
import { findAccountByEmail } from './account-repository.js';
import { storeNewCode } from './otp-service.js';

/**
 * Codes asked for by address (send-otp, forgot-password) are looked up and e-mailed by a durable
 * job, not in the request: the request does the same single insert whether or not the address has
 * an account, so neither its answer nor its timing tells (a slow SMTP server would widen the gap).
 */
export const CODE_MAIL_JOB = 'auth_code_mail';

const jobSchema = z.object({
  purpose: z.enum(['verify_email', 'reset_password']),
  email: z.string(),
});

export async function enqueueCodeMail(deps: AuthDeps, jobs: JobRunner, purpose: OtpPurpose, email: string) {
  await enqueueJob(deps.db, deps.clock, CODE_MAIL_JOB, { purpose, email });
  jobs.poke();
}

/** The job: a new code for an account that may have one; a failed send throws, so the queue retries. */
export function registerCodeMailJob(jobs: JobRunner, deps: AuthDeps): void {
  jobs.register(CODE_MAIL_JOB, async (payload) => {
    const { purpose, email } = jobSchema.parse(payload);
    const account = await findAccountByEmail(deps.db, email);
    if (!account) return;
    if (purpose === 'verify_email' && account.email_verified_at) return;
    const code = await storeNewCode(deps.db, deps.clock, account.id, purpose);
    const mail = purpose === 'verify_email' ? verificationCodeMail : resetCodeMail;
    // In the account's saved language (set at sign-up from its Accept-Language), else the instance's.
    await deps.mailer.send(mail(account.email, code, deps.mail, account.locale));
  });
}
