import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import { createNotifications, type NotificationHub } from '../../lib/notifications/index.js';
import { EVENT_REMINDER_JOB } from './event-reminder-schedule.js';
import { claimReminders } from './event-rsvps-repository.js';
import { lockEvent } from './events-repository.js';
import { subjectOf } from './events-service-shared.js';

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

export interface ReminderPayload {
  eventId: string;
  reminder: 'day' | 'hour';
  startsAt: string;
}

/**
 * Runs one reminder: nothing for a deleted or cancelled event, a start that moved (the move
 * queued its own reminders) or one already begun; otherwise every seated 'going' person who has
 * not had this reminder for this start gets it, once.
 */
export async function sendReminder(
  deps: { db: Kysely<DB>; clock: Clock; notifications: NotificationHub },
  payload: ReminderPayload,
): Promise<void> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, payload.eventId);
    if (!event || event.status === 'cancelled') return undefined;
    if (event.starts_at.getTime() !== new Date(payload.startsAt).getTime()) return undefined;
    const at = deps.clock.now();
    if (at.getTime() >= event.starts_at.getTime()) return undefined;
    const recipients = await claimReminders(trx, event.id, payload.reminder, event.starts_at);
    return createNotifications(trx, {
      kind: payload.reminder === 'day' ? 'event_reminder_day' : 'event_reminder_hour',
      actorId: null,
      subject: subjectOf(event),
      at,
      recipientIds: recipients,
    });
  });
  if (created) await deps.notifications.announce(created);
}
