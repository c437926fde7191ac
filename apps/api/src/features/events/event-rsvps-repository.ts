import { sql, type Kysely, type SqlBool } from 'kysely';
import type { RsvpStatus } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';

// SQL of answers to events (issue 16, decision 0019): the RSVPs, seats and waitlist, and the
// reminders sent to those going.

export async function findRsvp(db: Kysely<DB>, eventId: string, userId: string) {
  return db
    .selectFrom('event_rsvps')
    .select(['status', 'waitlisted'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertRsvp(
  db: Kysely<DB>,
  row: { eventId: string; userId: string; status: RsvpStatus; waitlisted: boolean; at: Date },
): Promise<void> {
  await db
    .insertInto('event_rsvps')
    .values({
      event_id: row.eventId,
      user_id: row.userId,
      status: row.status,
      waitlisted: row.waitlisted,
      waitlisted_at: row.waitlisted ? row.at : null,
      created_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['event_id', 'user_id']).doUpdateSet({
        status: row.status,
        waitlisted: row.waitlisted,
        waitlisted_at: row.waitlisted ? row.at : null,
        updated_at: row.at,
      }),
    )
    .execute();
}

export async function setGoingCount(db: Kysely<DB>, eventId: string, count: number): Promise<void> {
  await db.updateTable('events').set({ going_count: count }).where('id', '=', eventId).execute();
}

/** Seats the first `count` of the waitlist, in order; answers who moved up. */
export async function promoteWaitlisted(db: Kysely<DB>, eventId: string, count: number, at: Date): Promise<string[]> {
  if (count <= 0) return [];
  const result = await sql<{ user_id: string }>`
    UPDATE event_rsvps SET waitlisted = false, waitlisted_at = NULL, updated_at = ${at}
    WHERE event_id = ${eventId}::uuid AND user_id IN (
      SELECT user_id FROM event_rsvps WHERE event_id = ${eventId}::uuid AND waitlisted
      ORDER BY waitlisted_at, user_id LIMIT ${count}
    )
    RETURNING user_id`.execute(db);
  return result.rows.map((row) => row.user_id);
}

/**
 * Who may still read the event, as a condition on `event_rsvps r` joined to `events e`: an answer
 * given while a member of a private group does not outlive the membership.
 */
const answererMayRead = sql<SqlBool>`(e.open OR e.organizer_id = r.user_id OR EXISTS (
  SELECT 1 FROM group_members gm
  WHERE gm.group_id = e.group_id AND gm.user_id = r.user_id AND gm.role <> 'pending'))`;

/** Everyone to tell of a change: 'going' (seated or waiting) and 'interested'. */
export async function listConcernedIds(db: Kysely<DB>, eventId: string): Promise<string[]> {
  const result = await sql<{ user_id: string }>`
    SELECT r.user_id FROM event_rsvps r JOIN events e ON e.id = r.event_id
    WHERE r.event_id = ${eventId}::uuid AND r.status IN ('going', 'interested') AND ${answererMayRead}`.execute(db);
  return result.rows.map((row) => row.user_id);
}

export async function listAttendees(db: Kysely<DB>, eventId: string) {
  return db
    .selectFrom('event_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.status',
      'r.waitlisted',
      'r.updated_at',
      'u.id as author_id',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.avatar_thumbnail_key as author_avatar_key',
    ])
    .where('r.event_id', '=', eventId)
    .orderBy(sql`CASE r.status WHEN 'going' THEN 0 WHEN 'interested' THEN 1 ELSE 2 END`)
    .orderBy('r.waitlisted', 'asc')
    .orderBy(sql`coalesce(r.waitlisted_at, r.created_at)`)
    .orderBy('u.id')
    .execute();
}

// ---- Reminders

/**
 * Claims the reminder for every seated 'going' person who has not had it for this start: the
 * rows inserted are the people to remind (a re-run claims nobody).
 */
export async function claimReminders(
  db: Kysely<DB>,
  eventId: string,
  reminder: 'day' | 'hour',
  startsAt: Date,
): Promise<string[]> {
  const result = await sql<{ user_id: string }>`
    INSERT INTO event_reminders_sent (event_id, user_id, reminder, starts_at)
    SELECT r.event_id, r.user_id, ${reminder}, ${startsAt}
    FROM event_rsvps r JOIN events e ON e.id = r.event_id
    WHERE r.event_id = ${eventId}::uuid AND r.status = 'going' AND NOT r.waitlisted AND ${answererMayRead}
    ON CONFLICT DO NOTHING
    RETURNING user_id`.execute(db);
  return result.rows.map((row) => row.user_id);
}

/** Seated 'going' answers of one person (account deletion frees their seats). */
export async function seatedEventIds(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_rsvps')
    .select('event_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'going')
    .where('waitlisted', '=', false)
    .execute();
  return rows.map((row) => row.event_id);
}

/** Seated 'going' answers, counted under the event's lock. */
export async function countSeated(db: Kysely<DB>, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('event_rsvps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'going')
    .where('waitlisted', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
