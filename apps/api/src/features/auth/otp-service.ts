import { AuthMessages, ErrorCode } from '@ourhood/contract';
import type { OtpPurpose } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import {
  assertUnderLimit,
  cooldownRemaining,
  recordEvent,
  returnEvent,
  takeEvent,
  withEventLock,
} from '../../lib/rate-limits/event-limits.js';
import type { AuthDeps } from './auth-deps.js';
import { AccountLimits, OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from './auth-limits.js';
import { findAccountByEmail } from './account-repository.js';
import { hashOtp, newOtp, sameHash } from './otp-codes.js';
import {
  claimCode,
  deleteCodeOfUser,
  deleteStaleCodes,
  findCodeByHash,
  findCodeOfUser,
  insertCodeIfUnique,
  takeAttempt,
  type OtpRow,
} from './otp-repository.js';

const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Takes one code send for the e-mail address, atomically: 429 + Retry-After inside the 30 s resend
 * cooldown or past the hourly cap. Counted per address, whether or not an account has it, so the
 * answer tells nothing about the account.
 */
export async function reserveCodeSend(deps: AuthDeps, email: string, purpose: OtpPurpose): Promise<void> {
  const limit = AccountLimits.codeSends(purpose);
  await withEventLock(deps.db, limit, email, async (trx) => {
    const wait = await cooldownRemaining(trx, deps.clock, limit.kind, email, OTP_RESEND_COOLDOWN_MS);
    if (wait > 0) throw AppError.tooManyRequests(AuthMessages.otpCooldown, wait);
    await assertUnderLimit(trx, deps.clock, limit, email);
    await recordEvent(trx, deps.clock, limit, email);
  });
}

/**
 * Stores a new code for the user and purpose (replacing any older one) and returns it in clear.
 * Runs on whatever executor it is given, so sign-up can do it inside its transaction.
 */
export async function storeNewCode(db: AuthDeps['db'], clock: AuthDeps['clock'], userId: string, purpose: OtpPurpose) {
  const now = clock.now();
  await deleteCodeOfUser(db, userId, purpose);
  await deleteStaleCodes(db, purpose, new Date(now.getTime() - STALE_AFTER_MS));
  // Codes are unique per purpose; with a million codes a clash is rare, retries settle it.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = newOtp();
    const stored = await insertCodeIfUnique(db, {
      user_id: userId,
      purpose,
      code_hash: hashOtp(purpose, code),
      created_at: now,
      expires_at: new Date(now.getTime() + OTP_TTL_MS),
    });
    if (stored) return code;
  }
  throw new Error('could not find a free one-time code');
}

/** Sends a code e-mail at sign-up and counts it for the cooldown; a failed send is a clear 503. */
export async function deliverCode(deps: AuthDeps, purpose: OtpPurpose, message: MailMessage) {
  try {
    await deps.mailer.send(message);
  } catch {
    throw new AppError(503, AuthMessages.mailFailed, ErrorCode.SERVICE_UNAVAILABLE);
  }
  await recordEvent(deps.db, deps.clock, AccountLimits.codeSends(purpose), message.to);
}

export interface CodeAttempt {
  purpose: OtpPurpose;
  code: string;
  email?: string | undefined;
  clientAddress: string;
  /** Status for an expired code: 401 on verify-otp, 400 on reset-password (docs/api.md, Authentication and sessions). */
  expiredStatus: 400 | 401;
  expiredMessage: string;
  wrongMessage: string;
}

/**
 * Checks a code without using it up: 400 wrong, 401/400 expired, 429 burnt or too many wrong
 * codes from this address. Both counts are taken before the code is compared, atomically (a
 * burst of simultaneous guesses gets no more tries than the limits allow), and given back when
 * the attempt did not guess: a right code, an expired or burnt one. Wrong tries are written at
 * once (never inside a transaction that a failure would roll back). With an e-mail the account's
 * own code is checked; without one the code alone finds its account.
 */
export async function checkCode(deps: AuthDeps, attempt: CodeAttempt): Promise<OtpRow> {
  const { db, clock } = deps;
  const addressTry = await takeEvent(
    db,
    clock,
    AccountLimits.wrongCodesPerAddress(attempt.purpose),
    attempt.clientAddress,
  );
  const notAGuess = () => returnEvent(db, addressTry);
  const codeHash = hashOtp(attempt.purpose, attempt.code);

  let row: OtpRow | undefined;
  if (attempt.email) {
    const account = await findAccountByEmail(db, attempt.email);
    row = account ? await findCodeOfUser(db, account.id, attempt.purpose) : undefined;
  } else {
    row = await findCodeByHash(db, attempt.purpose, codeHash);
  }
  if (!row) throw AppError.badRequest(attempt.wrongMessage);
  if (new Date(row.expires_at).getTime() <= clock.now().getTime()) {
    await notAGuess();
    throw new AppError(attempt.expiredStatus, attempt.expiredMessage, 'OTP_EXPIRED');
  }
  const tryNumber = await takeAttempt(db, row.id, OTP_MAX_WRONG_TRIES);
  if (tryNumber === undefined) {
    await notAGuess();
    throw AppError.tooManyRequests(AuthMessages.otpBurnt, 1);
  }
  if (!sameHash(row.code_hash, codeHash)) {
    if (tryNumber >= OTP_MAX_WRONG_TRIES) throw AppError.tooManyRequests(AuthMessages.otpBurnt, 1);
    throw AppError.badRequest(attempt.wrongMessage);
  }
  await notAGuess();
  return row;
}

/** Uses a checked code up; false when a concurrent request used it first. */
export function useCode(db: AuthDeps['db'], row: OtpRow): Promise<boolean> {
  return claimCode(db, row.id, row.code_hash);
}
