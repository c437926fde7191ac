import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface QuietSchedule {
  time_zone: string;
  /** Minutes after local midnight; start > end spans midnight. */
  quiet_start: number | null;
  quiet_end: number | null;
}

const DAY_MINUTES = 24 * 60;

/**
 * When the quiet hours that hold `now` end, or undefined when `now` is not in them. The end is a
 * wall-clock time in the person's zone, so a daylight-saving change moves it with the clock.
 */
export function quietHoursEnd(schedule: QuietSchedule, now: Date): Date | undefined {
  const { quiet_start: start, quiet_end: end } = schedule;
  if (start === null || end === null || start === end) return undefined;
  const local = new TZDate(now.getTime(), schedule.time_zone);
  const minute = local.getHours() * 60 + local.getMinutes();
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return undefined;
  // Days to the end: today when it is still ahead, else tomorrow (a span across midnight).
  const daysAhead = minute < end ? 0 : 1;
  const ends = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + daysAhead,
    Math.floor(end / 60),
    end % 60,
    0,
    schedule.time_zone,
  );
  return new Date(ends.getTime());
}

/** 'HH:MM' ↔ minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const clockTimeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const isMinuteOfDay = (value: number): boolean => Number.isInteger(value) && value >= 0 && value < DAY_MINUTES;

/** The quiet schedules of those recipients who have quiet hours (one indexed read). */
export async function findQuietSchedules(
  db: Kysely<DB>,
  recipientIds: readonly string[],
): Promise<Map<string, QuietSchedule>> {
  if (recipientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notification_schedules')
    .select(['user_id', 'time_zone', 'quiet_start', 'quiet_end'])
    .where('user_id', 'in', [...recipientIds])
    .where('quiet_start', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

/**
 * Splits recipients into those who may be e-mailed now and those whose quiet hours hold the
 * e-mail, grouped by when their quiet hours end.
 */
export async function holdForQuietHours(
  db: Kysely<DB>,
  recipientIds: readonly string[],
  now: Date,
): Promise<{ now: string[]; held: Map<number, string[]> }> {
  const schedules = await findQuietSchedules(db, recipientIds);
  const ready: string[] = [];
  const held = new Map<number, string[]>();
  for (const id of recipientIds) {
    const schedule = schedules.get(id);
    const until = schedule ? quietHoursEnd(schedule, now) : undefined;
    if (!until) {
      ready.push(id);
      continue;
    }
    const list = held.get(until.getTime()) ?? [];
    list.push(id);
    held.set(until.getTime(), list);
  }
  return { now: ready, held };
}
