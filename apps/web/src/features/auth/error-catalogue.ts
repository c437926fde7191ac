import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client';

/** Spec §8, signup: the server's message, lower-cased, picks the text shown. */
export function signupErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return t`Something went wrong. Please try again.`;
  const text = error.message.toLowerCase();
  if (text.includes('already exists') || text.includes('email already registered')) {
    return t`An account with this email already exists. Please log in or use a different email.`;
  }
  if (text.includes('network') || text.includes('failed to fetch')) {
    return t`Network error. Please check your connection and try again.`;
  }
  if (text.includes('server') || text.includes('internal')) return t`Server error. Please try again later.`;
  // Field-level and referral messages from the server are clearer than the generic fallback.
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  // The instance's sign-up policy (issue 43): closed, or an invitation needed; the server says which.
  if (error instanceof ApiError && error.status === 403 && error.message) return error.message;
  return t`Something went wrong. Please try again.`;
}

/** Spec §8, verify: 400 and 401 have their own texts. */
export function verifyErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return t`Invalid OTP. Please check and try again.`;
  if (error instanceof ApiError && error.status === 401) return t`OTP has expired. Please request a new one.`;
  return t`Something went wrong. Please try again.`;
}

/** Spec §8, resend. */
export function resendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return t`Too many requests. Please wait before requesting another OTP.`;
  }
  return t`Failed to resend OTP. Please try again.`;
}

export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
