import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { insertJob } from '../../lib/jobs/jobs-repository.js';

/** The durable job that reminds 'going' people before an event starts (decision 0019). */
export const EVENT_REMINDER_JOB = 'event_reminder';
const HOUR = 60 * 60 * 1000;
export const REMINDERS = [
  { reminder: 'day', before: 24 * HOUR },
  { reminder: 'hour', before: HOUR },
] as const;

/** Queues the 24 h and 1 h reminders of a start (those still ahead), inside the writer's transaction. */
export async function scheduleReminders(db: Kysely<DB>, now: Date, eventId: string, startsAt: Date): Promise<void> {
  for (const { reminder, before } of REMINDERS) {
    const runAt = new Date(startsAt.getTime() - before);
    if (runAt.getTime() <= now.getTime()) continue;
    await insertJob(db, {
      kind: EVENT_REMINDER_JOB,
      payload: { eventId, reminder, startsAt: startsAt.toISOString() },
      runAt,
    });
  }
}
