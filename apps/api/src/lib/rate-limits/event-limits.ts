import type { Kysely } from 'kysely';
import { ErrorMessage } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import type { Clock } from '../clock.js';
import {
  countAuthEvents,
  deleteAuthEventById,
  deleteAuthEvents,
  deleteAuthEventsByKindPrefix,
  insertAuthEvent,
  insertAuthEventReturningId,
  lockEventSubject,
  pruneAuthEvents,
} from './auth-events-repository.js';

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

/**
 * Counts an attempt before it is made, atomically: under a per-subject lock, throws 429 when the
 * allowance is used up, else records the event and returns its id (give it back with
 * `returnEvent` when the attempt turns out not to count, e.g. a right code). Checking first and
 * recording after lets a burst of simultaneous attempts all pass the check.
 */
export async function takeEvent(db: Kysely<DB>, clock: Clock, limit: EventLimit, subject: string): Promise<number> {
  return withEventLock(db, limit, subject, async (trx) => {
    await assertUnderLimit(trx, clock, limit, subject);
    return insertAuthEventReturningId(trx, limit.kind, subject, clock.now());
  });
}

/** Runs `work` in a transaction that holds the subject's lock for the limit's kind (every process). */
export function withEventLock<T>(
  db: Kysely<DB>,
  limit: EventLimit,
  subject: string,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockEventSubject(trx, limit.kind, subject);
    return work(trx);
  });
}

export function returnEvent(db: Kysely<DB>, eventId: number): Promise<void> {
  return deleteAuthEventById(db, eventId);
}

/** Forgets a subject's events of every limit whose kind starts with the prefix. */
export function clearEventsByKindPrefix(db: Kysely<DB>, kindPrefix: string, subject: string): Promise<void> {
  return deleteAuthEventsByKindPrefix(db, kindPrefix, subject);
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

/** How many events of the limit's kind the subject has within its window. */
export async function countEvents(db: Kysely<DB>, clock: Clock, limit: EventLimit, subject: string): Promise<number> {
  const since = new Date(clock.now().getTime() - limit.windowMs);
  return (await countAuthEvents(db, limit.kind, subject, since)).count;
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
