import type { Kysely, Selectable } from 'kysely';
import type { DB, NotificationSchedulesTable } from '../../db/schema.js';

export type ScheduleRow = Selectable<NotificationSchedulesTable>;

export function findSchedule(db: Kysely<DB>, userId: string): Promise<ScheduleRow | undefined> {
  return db.selectFrom('notification_schedules').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Locks the person's schedule row for a change (a PUT and a digest run take turns). */
export function lockSchedule(db: Kysely<DB>, userId: string): Promise<ScheduleRow | undefined> {
  return db
    .selectFrom('notification_schedules')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export interface ScheduleValues {
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  digest: 'off' | 'daily' | 'weekly';
  digest_next_at: Date | null;
}

export async function saveSchedule(
  db: Kysely<DB>,
  userId: string,
  values: ScheduleValues,
  now: Date,
): Promise<ScheduleRow> {
  return db
    .insertInto('notification_schedules')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
