import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import { ErrorMessage } from '@ourhood/contract';
import { AppError } from '../app-error.js';

/**
 * The general limits (issue 39, decision 0067), each a minute's budget of one subject:
 * - `account`: a signed-in user's API requests (by user id, after authentication);
 * - `visitor`: API requests without a valid session, by client address (and tokens this process
 *   has not seen yet, counted before the session is read, so a flood of made-up tokens is refused
 *   without a database round trip each);
 * - `page`: page documents, by address.
 */
export type LimitName = 'account' | 'visitor' | 'page';

export interface Verdict {
  limited: boolean;
  max: number;
  remaining: number;
  /** Seconds until the subject's window starts over. */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;

export class RequestLimits {
  constructor(
    private readonly store: FastifyRateLimitStore,
    private readonly maxes: Readonly<Record<LimitName, number>>,
  ) {}

  /** Counts one request of `subject` against `name`. Callback style: no promise per request (decision 0047). */
  count(name: LimitName, subject: string, callback: (verdict: Verdict) => void): void {
    const max = this.maxes[name];
    this.store.incr(
      `${name}:${subject}`,
      (error, result) => {
        // The store falls back to memory itself; an answer it cannot give lets the request pass.
        const current = error || !result ? 0 : result.current;
        const ttl = error || !result ? WINDOW_MS : result.ttl;
        callback({
          limited: current > max,
          max,
          remaining: Math.max(0, max - current),
          resetSeconds: Math.max(1, Math.ceil(ttl / 1000)),
        });
      },
      WINDOW_MS,
      max,
    );
  }
}

/** An API request's verdict: the budget's headers, and the 429 envelope when it is spent. */
export function answerApiVerdict(reply: FastifyReply, verdict: Verdict, done: (error?: Error) => void): void {
  reply.header('x-ratelimit-limit', verdict.max);
  reply.header('x-ratelimit-remaining', verdict.remaining);
  reply.header('x-ratelimit-reset', verdict.resetSeconds);
  if (verdict.limited) return done(AppError.tooManyRequests(ErrorMessage.RATE_LIMITED, verdict.resetSeconds));
  done();
}
