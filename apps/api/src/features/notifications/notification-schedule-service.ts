import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { NotificationSchedule, UpdateNotificationScheduleBody } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { minutesOf, nextDigestAt, queueDigest } from '../../lib/notifications/index.js';
import { lockSchedule, saveSchedule, type ScheduleValues } from './notification-schedule-repository.js';
import { presentSchedule } from './notification-schedule-presenter.js';
import { findSchedule } from './notification-schedule-repository.js';

export interface ScheduleDeps {
  db: Kysely<DB>;
  clock: Clock;
  defaultTimeZone: string;
}

export const scheduleDeps = (app: FastifyInstance): ScheduleDeps => ({
  db: app.database.db,
  clock: app.clock,
  defaultTimeZone: app.config.DEFAULT_TIME_ZONE,
});

export async function getSchedule(deps: ScheduleDeps, userId: string): Promise<NotificationSchedule> {
  return presentSchedule(await findSchedule(deps.db, userId), deps.defaultTimeZone);
}

/**
 * Changes any subset of the schedule. A digest switched on, or moved to another zone or frequency,
 * gets a new due time and a job for it; the job of the old time finds it is no longer the
 * person's and does nothing (features/digests), so no job is ever looked for or deleted.
 */
export async function updateSchedule(
  deps: ScheduleDeps,
  userId: string,
  change: UpdateNotificationScheduleBody,
): Promise<NotificationSchedule> {
  const now = deps.clock.now();
  const saved = await deps.db.transaction().execute(async (trx) => {
    const current = await lockSchedule(trx, userId);
    const timeZone = change.time_zone ?? current?.time_zone ?? deps.defaultTimeZone;
    const digest = change.digest ?? current?.digest ?? 'off';
    const quiet =
      change.quiet_hours === undefined
        ? { quiet_start: current?.quiet_start ?? null, quiet_end: current?.quiet_end ?? null }
        : change.quiet_hours === null
          ? { quiet_start: null, quiet_end: null }
          : { quiet_start: minutesOf(change.quiet_hours.start), quiet_end: minutesOf(change.quiet_hours.end) };
    const digestMoved =
      digest !== (current?.digest ?? 'off') || timeZone !== (current?.time_zone ?? deps.defaultTimeZone);
    const nextAt =
      digest === 'off'
        ? null
        : !digestMoved && current?.digest_next_at
          ? new Date(current.digest_next_at)
          : (nextDigestAt(digest, timeZone, now) ?? null);
    const values: ScheduleValues = { time_zone: timeZone, ...quiet, digest, digest_next_at: nextAt };
    const row = await saveSchedule(trx, userId, values, now);
    const previous = current?.digest_next_at ? new Date(current.digest_next_at).getTime() : null;
    if (nextAt && nextAt.getTime() !== previous) await queueDigest(trx, userId, nextAt);
    return row;
  });
  return presentSchedule(saved, deps.defaultTimeZone);
}
