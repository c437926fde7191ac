/** Node's socket errors: the server is not there (or went away mid-request). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that say "the database cannot serve you now", not "your query is wrong":
 * connection exceptions (class 08), refused logins (28000, 28P01), too many connections (53300),
 * shutdown and start-up (57P01–57P03).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['28000', '28P01', '53300', '57P01', '57P02', '57P03'].includes(code);
}

/** What node-postgres, pg-pool and ioredis throw (without a code) when their server is away. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Connection is closed\.?$/,
  /^Command timed out$/,
  /^Reached the max retries per request limit/,
  /^Stream isn't writeable/,
];

/**
 * Whether `error` (or an error it wraps) means a dependency — the database, Redis, the bucket — cannot be
 * reached right now. Such a request is answered 503 with Retry-After, not 500: it may succeed later.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
  ) {
    return true;
  }
  if (error.name === 'MaxRetriesPerRequestError') return true;
  // The AWS SDK (media on S3): the bucket's service answered 5xx (SlowDown, ServiceUnavailable).
  const status = (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDependencyUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDependencyUnavailable(error.cause, depth + 1);
}
