import { AuthMessages, Limits } from '@ourhood/contract';
import type { EventLimit } from '../../lib/rate-limits/event-limits.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** OTP rules of docs/api.md (Authentication and sessions). */
export const OTP_TTL_MS = 10 * MINUTE;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_COOLDOWN_MS = Limits.otpResendCooldownSeconds * 1000;

/** Kind prefix of the per-(account, address) failed-login events; a password reset clears them all. */
export const LOGIN_FAIL_PAIR = 'login_fail_from:';

/** Slow-down per failed login past the account-wide allowance, and its cap. */
export const LOGIN_SLOWDOWN_STEP_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 3000;

/** Per-account and per-address limits counted in the database (see lib/rate-limits). */
export const AccountLimits = {
  /** Codes e-mailed to one account per purpose and hour (the cooldown is separate). */
  codeSends: (purpose: string): EventLimit => ({
    kind: `otp_send:${purpose}`,
    max: 5,
    windowMs: HOUR,
    message: AuthMessages.otpCooldown,
  }),
  /** Wrong codes from one client address, which matters when codes arrive without an e-mail. */
  wrongCodesPerAddress: (purpose: string): EventLimit => ({
    kind: `otp_fail_ip:${purpose}`,
    max: 10,
    windowMs: 15 * MINUTE,
    message: AuthMessages.tooManyAttempts,
  }),
  /**
   * Failed logins per (account, client address) pair: a stranger guessing from elsewhere cannot
   * lock the owner out (the subject is the e-mail; the address is in the kind, see loginFailKind).
   */
  failedLoginsFrom: (address: string): EventLimit => ({
    kind: `${LOGIN_FAIL_PAIR}${address}`,
    max: 10,
    windowMs: 15 * MINUTE,
    message: AuthMessages.tooManyAttempts,
  }),
  /** Failed logins per account from anywhere: past `max`, every attempt is slowed, never refused. */
  failedLoginsAnywhere: { kind: 'login_fail_any', max: 10, windowMs: 15 * MINUTE },
  /** Sign-up attempts per e-mail address. */
  registrations: { kind: 'register', max: 5, windowMs: HOUR, message: AuthMessages.tooManyAttempts },
  /** Reset attempts per account (on top of the per-code tries). */
  resets: { kind: 'reset', max: 10, windowMs: HOUR, message: AuthMessages.tooManyAttempts },
} satisfies Record<string, EventLimit | ((purpose: string) => EventLimit)>;
