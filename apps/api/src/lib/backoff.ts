/** How a retry loop waits after consecutive failures: doubling from `baseMs`, never above `capMs`. */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

/**
 * The wait before retry number `failures` (0 for the first retry): exponential, capped, with
 * jitter between half and all of it, so processes that lost the same server do not come back in
 * step.
 */
export function backoffDelay(failures: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(Math.max(failures, 0), 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * ioredis reconnects by itself; this is how long it waits: capped exponential backoff with jitter
 * (its default grows linearly, in step across processes), and no reconnect once closed.
 */
export function redisRetryStrategy(
  policy: BackoffPolicy = { baseMs: 200, capMs: 10_000 },
  isClosed: () => boolean = () => false,
): (times: number) => number | null {
  return (times) => (isClosed() ? null : backoffDelay(times - 1, policy));
}
