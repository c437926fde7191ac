import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { EVENT_REMINDER_JOB } from './event-reminder-schedule.js';
import { sendReminder } from './events-service.js';

const payloadSchema = z.object({
  eventId: z.uuid(),
  reminder: z.enum(['day', 'hour']),
  startsAt: z.iso.datetime(),
});

/**
 * Reminders 24 h and 1 h before an event are jobs with a future `run_at` (queued with the event
 * and with each move of its start), so they survive restarts like every durable job.
 */
export function registerEventReminders(
  jobs: JobRunner,
  deps: { db: Kysely<DB>; clock: Clock; notifications: NotificationHub },
): void {
  jobs.register(EVENT_REMINDER_JOB, async (payload) => {
    await sendReminder(deps, payloadSchema.parse(payload));
  });
}
