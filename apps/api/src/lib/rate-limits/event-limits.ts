import type { Kysely } from 'kysely';
import { ErrorMessage } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import type { Clock } from '../clock.js';
import { countAuthEvents, deleteAuthEvents, insertAuthEvent, pruneAuthEvents } from './auth-events-repository.js';

/**
 * Per-account (and per-address) limits that must hold across processes and restarts, counted in
 * the database: at most `max` events of a kind per subject within `windowMs`.
 */
export interface EventLimit {
  kind: string;
  max: number;
  windowMs: number;
  message?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Throws 429 with Retry-After when the subject has used up its allowance. */
export async function assertUnderLimit(
  db: Kysely<DB>,
  clock: Clock,
  limit: EventLimit,
  subject: string,
): Promise<void> {
  const now = clock.now();
  const { count, oldest } = await countAuthEvents(db, limit.kind, subject, new Date(now.getTime() - limit.windowMs));
  if (count >= limit.max && oldest) {
    const retryAfterMs = oldest.getTime() + limit.windowMs - now.getTime();
    throw AppError.tooManyRequests(limit.message ?? ErrorMessage.RATE_LIMITED, retryAfterMs / 1000);
  }
}

export async function recordEvent(db: Kysely<DB>, clock: Clock, limit: EventLimit, subject: string): Promise<void> {
  const now = clock.now();
  await insertAuthEvent(db, limit.kind, subject, now);
  // Cheap housekeeping: roughly one call in fifty clears events older than a day.
  if (Math.random() < 0.02) await pruneAuthEvents(db, new Date(now.getTime() - DAY_MS));
}

export function clearEvents(db: Kysely<DB>, limit: EventLimit, subject: string): Promise<void> {
  return deleteAuthEvents(db, limit.kind, subject);
}

/** Seconds until the last event of the kind is `cooldownMs` old; 0 when free. */
export async function cooldownRemaining(
  db: Kysely<DB>,
  clock: Clock,
  kind: string,
  subject: string,
  cooldownMs: number,
): Promise<number> {
  const now = clock.now();
  const { newest } = await countAuthEvents(db, kind, subject, new Date(now.getTime() - cooldownMs));
  if (!newest) return 0;
  return Math.max(0, (newest.getTime() + cooldownMs - now.getTime()) / 1000);
}
