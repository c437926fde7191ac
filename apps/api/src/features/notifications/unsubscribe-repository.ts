import { sql, type Kysely } from 'kysely';
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationEvents, type NotificationEvent } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';

/** Whether the person's e-mails of `event` are off (no preference row: the default). */
export async function emailIsOff(db: Kysely<DB>, userId: string, event: NotificationEvent): Promise<boolean> {
  const row = await sql<{ email: boolean }>`
    SELECT ${sql.ref(`${event}_email`)} AS email FROM notification_preferences WHERE user_id = ${userId}`.execute(db);
  const stored = row.rows[0];
  return stored ? !stored.email : !DEFAULT_NOTIFICATION_PREFERENCES[event].email;
}

/** Turns off the e-mails of one event; the person's other choices (or the defaults) stay. */
export async function turnOffEmail(db: Kysely<DB>, userId: string, event: NotificationEvent, at: Date): Promise<void> {
  const columns = notificationEvents.flatMap((each) => [`${each}_in_app`, `${each}_email`, `${each}_push`]);
  const values = notificationEvents.flatMap((each) => [
    DEFAULT_NOTIFICATION_PREFERENCES[each].in_app,
    each === event ? false : DEFAULT_NOTIFICATION_PREFERENCES[each].email,
    DEFAULT_NOTIFICATION_PREFERENCES[each].push,
  ]);
  await sql`
    INSERT INTO notification_preferences (user_id, updated_at, ${sql.join(columns.map((column) => sql.ref(column)))})
    VALUES (${userId}, ${at}, ${sql.join(values)})
    ON CONFLICT (user_id) DO UPDATE SET ${sql.ref(`${event}_email`)} = false, updated_at = ${at}`.execute(db);
}

/** Turns the digest off (no row: it already is). */
export async function turnOffDigest(db: Kysely<DB>, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('notification_schedules')
    .set({ digest: 'off', digest_next_at: null, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

export async function digestIsOff(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_schedules')
    .select('digest')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row?.digest ?? 'off') === 'off';
}

export async function userExists(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
