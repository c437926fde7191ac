/**
 * Machine-readable error codes carried as `code` in the error envelope, so clients can react to a
 * failure without parsing its human text.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  TIMEOUT: 'TIMEOUT',
  INTERNAL: 'INTERNAL',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Login refused: the account is suspended (the message carries the end date) or banned. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  ACCOUNT_BANNED: 'ACCOUNT_BANNED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Human texts the server sends for generic failures. */
export const ErrorMessage = {
  VALIDATION_FAILED: 'Please fix the errors below and try again.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  MALFORMED_MULTIPART: 'The request body is not valid multipart/form-data.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'There is no such API endpoint.',
  UNAUTHORIZED: 'Please log in to continue.',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  SERVICE_UNAVAILABLE: 'The server is busy. Please try again in a moment.',
  TIMEOUT: 'The request took too long. Please try again.',
  INTERNAL: 'Server error. Please try again later.',
} as const;

/**
 * What a person reads when they are throttled (issue 39): the web app's message for a 429 of the
 * general limit, and the page the server answers for a throttled page document.
 */
export const RateLimitMessages = {
  pageTitle: 'A short pause',
  pageReload: 'This page reloads by itself when the wait is over.',
  waitAMoment: 'Lots of activity from here right now. Please wait a moment and try again.',
  /** ICU messages of `waitMessage`: the server translates them (its catalogs format the values). */
  waitSeconds:
    'Lots of activity from here right now. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  waitMinutes:
    'Lots of activity from here right now. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
  /** `seconds` from the answer's Retry-After; without one, a plain "a moment". English. */
  wait: (seconds?: number) => {
    if (!seconds || !Number.isFinite(seconds) || seconds <= 0) {
      return 'Lots of activity from here right now. Please wait a moment and try again.';
    }
    const rounded = Math.ceil(seconds);
    const span = rounded >= 90 ? `${Math.ceil(rounded / 60)} minutes` : `${rounded} second${rounded === 1 ? '' : 's'}`;
    return `Lots of activity from here right now. Please wait ${span} and try again.`;
  },
} as const;

/**
 * `RateLimitMessages.wait` as a message and its values, for code that translates (the server's
 * throttled page): the same English once formatted, in any language once translated.
 */
export function rateLimitWaitMessage(seconds?: number): { message: string; values?: Record<string, number> } {
  if (!seconds || !Number.isFinite(seconds) || seconds <= 0) return { message: RateLimitMessages.waitAMoment };
  const rounded = Math.ceil(seconds);
  return rounded >= 90
    ? { message: RateLimitMessages.waitMinutes, values: { minutes: Math.ceil(rounded / 60) } }
    : { message: RateLimitMessages.waitSeconds, values: { seconds: rounded } };
}
