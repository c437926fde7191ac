import type { NotificationSchedule } from '@ourhood/contract';
import { clockTimeOf } from '../../lib/notifications/index.js';
import type { ScheduleRow } from './notification-schedule-repository.js';

/** A stored schedule, or the defaults when the person never changed them. */
export function presentSchedule(row: ScheduleRow | undefined, defaultTimeZone: string): NotificationSchedule {
  if (!row) return { quiet_hours: null, time_zone: defaultTimeZone, digest: 'off', digest_next_at: null };
  return {
    quiet_hours:
      row.quiet_start === null || row.quiet_end === null
        ? null
        : { start: clockTimeOf(row.quiet_start), end: clockTimeOf(row.quiet_end) },
    time_zone: row.time_zone,
    digest: row.digest,
    digest_next_at: row.digest_next_at ? new Date(row.digest_next_at).toISOString() : null,
  };
}
