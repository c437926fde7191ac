import { AuthMessages, ErrorCode, type Locale, type RegisterBody } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { allowSignUp } from '../../lib/instance/registration-policy.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { verificationCodeMail } from '../../lib/mail/templates.js';
import { hashPassword } from '../../lib/passwords.js';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limits/event-limits.js';
import { findActiveCode, insertReferral } from '../../lib/referrals/referral-code-repository.js';
import type { AuthDeps } from './auth-deps.js';
import { AccountLimits } from './auth-limits.js';
import { deleteAccount, findAccountByEmail, insertAccount, insertOrganizationProfile } from './account-repository.js';
import { deliverCode, storeNewCode } from './otp-service.js';

export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw AppError.badRequest(AuthMessages.passwordCommon, { password: AuthMessages.passwordCommon });
  }
}

/**
 * Creates an unverified account (with its organization profile and referral record) and e-mails a
 * verification code. If the e-mail cannot be sent the account is removed again, so the person can
 * simply try again: a sign-up completes or leaves no trace. `locale` is the language the sign-up
 * request asked for (Accept-Language), kept so later e-mails speak it; null when none of ours matched.
 */
/** 409 with the message as before, and the e-mail field named so the sign-up form shows it there. */
const emailTaken = () => AppError.conflict(AuthMessages.emailExists, { email: AuthMessages.emailExists });

export async function register(
  deps: AuthDeps,
  body: RegisterBody,
  locale: Locale | null,
): Promise<{ email: string; account_type: RegisterBody['account_type'] }> {
  const { db, clock } = deps;
  // The instance's policy first: a refused sign-up stores nothing, not even its rate-limit event.
  const allowance = await allowSignUp(db, Boolean(body.referred_by));
  await assertUnderLimit(db, clock, AccountLimits.registrations, body.email);
  await recordEvent(db, clock, AccountLimits.registrations, body.email);
  assertPasswordNotCommon(body.password);

  const referral = body.referred_by ? await findActiveCode(db, body.referred_by) : undefined;
  if (body.referred_by && !referral) {
    throw AppError.badRequest(AuthMessages.referralUnknown, { referred_by: AuthMessages.referralUnknown });
  }
  if (await findAccountByEmail(db, body.email)) throw emailTaken();

  const passwordHash = await hashPassword(body.password);
  const { userId, code } = await db.transaction().execute(async (trx) => {
    const id = await insertAccount(trx, {
      email: body.email,
      password_hash: passwordHash,
      first_name: body.first_name,
      last_name: body.last_name,
      account_type: body.account_type,
      email_verified_at: null,
      locale,
      awaiting_approval_since: allowance.awaitsApproval ? clock.now() : null,
    });
    if (!id) throw emailTaken();
    if (body.account_type === 'organization') await insertOrganizationProfile(trx, id, body.business_name ?? '');
    if (referral)
      await insertReferral(trx, { referred_user_id: id, referrer_id: referral.owner_id, code_id: referral.id });
    return { userId: id, code: await storeNewCode(trx, clock, id, 'verify_email') };
  });

  try {
    await deliverCode(deps, 'verify_email', verificationCodeMail(body.email, code, deps.mail, locale));
  } catch (error) {
    await deleteAccount(db, userId);
    throw error instanceof AppError ? error : new AppError(503, AuthMessages.mailFailed, ErrorCode.SERVICE_UNAVAILABLE);
  }
  return { email: body.email, account_type: body.account_type };
}
