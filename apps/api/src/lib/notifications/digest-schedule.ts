import { TZDate } from '@date-fns/tz';
import { DIGEST_LOCAL_HOUR, type DigestFrequency } from '@ourhood/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { insertJob } from '../jobs/jobs-repository.js';

/** The job that sends one person's digest when it is due (features/digests). */
export const DIGEST_JOB = 'notification_digest';

export interface DigestJob {
  userId: string;
  /** The due time this job was queued for; a job whose time is no longer the person's is stale. */
  dueAt: string;
}

/**
 * The next digest time strictly after `after`: 08:00 in the person's zone, the next day (daily) or
 * the next Monday (weekly). Undefined when the digest is off.
 */
export function nextDigestAt(frequency: DigestFrequency, timeZone: string, after: Date): Date | undefined {
  if (frequency === 'off') return undefined;
  const local = new TZDate(after.getTime(), timeZone);
  for (let days = 0; days <= 8; days += 1) {
    const candidate = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + days,
      DIGEST_LOCAL_HOUR,
      0,
      0,
      timeZone,
    );
    if (candidate.getTime() <= after.getTime()) continue;
    if (frequency === 'weekly' && candidate.getDay() !== 1) continue;
    return new Date(candidate.getTime());
  }
  return undefined;
}

/** Queues the digest due at `dueAt` (inside the transaction that stored that time). */
export async function queueDigest(db: Kysely<DB>, userId: string, dueAt: Date): Promise<void> {
  const payload: DigestJob = { userId, dueAt: dueAt.toISOString() };
  await insertJob(db, { kind: DIGEST_JOB, payload, runAt: dueAt });
}
