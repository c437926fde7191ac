import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One row per day that had something: the day (YYYY-MM-DD, installation's time zone) and a value. */
export interface DayValue {
  day: string;
  value: number;
}

export interface StatsWindow {
  /** The first instant counted (the first day's midnight, installation's time zone). */
  from: Date;
  timeZone: string;
}

const dayOf = (column: RawBuilder<unknown>, timeZone: string) =>
  sql<string>`to_char((${column} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD')`;

async function countPerDay(db: Kysely<DB>, table: 'users' | 'posts' | 'reports', window: StatsWindow) {
  const day = dayOf(sql.ref(`${table}.created_at`), window.timeZone);
  return (
    db
      .selectFrom(table)
      .select([day.as('day'), sql<number>`count(*)::int`.as('value')])
      .where(`${table}.created_at`, '>=', window.from)
      // By position: the day expression's time zone is a parameter, a different one in GROUP BY.
      .groupBy(sql`1`)
      .execute()
  );
}

export const signUpsPerDay = (db: Kysely<DB>, window: StatsWindow) => countPerDay(db, 'users', window);
export const postsPerDay = (db: Kysely<DB>, window: StatsWindow) => countPerDay(db, 'posts', window);
export const reportsPerDay = (db: Kysely<DB>, window: StatsWindow) => countPerDay(db, 'reports', window);

/**
 * Active neighbours: distinct people who posted, commented, reacted or sent a message that day
 * (what someone did, not who opened the app: no visit is stored).
 */
export async function activePerDay(db: Kysely<DB>, window: StatsWindow): Promise<DayValue[]> {
  const { from, timeZone } = window;
  const result = await sql<DayValue>`
    SELECT to_char((at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, count(DISTINCT who)::int AS value
    FROM (
      SELECT author_id AS who, created_at AS at FROM posts WHERE created_at >= ${from}
      UNION ALL SELECT author_id, created_at FROM comments WHERE created_at >= ${from}
      UNION ALL SELECT user_id, created_at FROM post_reactions WHERE created_at >= ${from}
      UNION ALL SELECT sender_id, created_at FROM messages WHERE created_at >= ${from} AND sender_id IS NOT NULL
    ) AS activity
    GROUP BY 1`.execute(db);
  return result.rows;
}

/** Moderation outcomes per day and action (hide, dismiss, suspend, ban…), automatic ones included. */
export async function actionsPerDay(db: Kysely<DB>, window: StatsWindow) {
  const day = dayOf(sql.ref('created_at'), window.timeZone);
  return db
    .selectFrom('moderation_actions')
    .select([day.as('day'), 'action', sql<number>`count(*)::int`.as('value')])
    .where('created_at', '>=', window.from)
    .groupBy([sql`1`, 'action'])
    .execute();
}

export async function mailPerDay(db: Kysely<DB>, fromDay: string) {
  return db
    .selectFrom('mail_daily_counts')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'sent', 'failed'])
    .where('day', '>=', fromDay)
    .execute();
}

/** Midnight of a day in the installation's time zone, as an instant. */
export async function startOfDay(db: Kysely<DB>, day: string, timeZone: string): Promise<Date> {
  const result = await sql<{ at: Date }>`SELECT (${day}::date::timestamp AT TIME ZONE ${timeZone}) AS at`.execute(db);
  const at = result.rows[0]?.at;
  return at instanceof Date ? at : new Date(String(at));
}
