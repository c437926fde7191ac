import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { eventColumns, readable, type EventRow } from './events-repository.js';

// SQL of calendar feeds (issue 16): the personal feed tokens and the events each feed carries.

export async function findFeedToken(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
  return row?.token;
}

/** Sets the user's token (a new one replaces the old at once); answers the token stored. */
export async function saveFeedToken(
  db: Kysely<DB>,
  userId: string,
  token: string,
  at: Date,
  replace: boolean,
): Promise<string> {
  const query = db.insertInto('calendar_feeds').values({ user_id: userId, token, created_at: at });
  if (replace) {
    await query.onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: at })).execute();
    return token;
  }
  await query.onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return (await findFeedToken(db, userId)) ?? token;
}

/** The feed's owner, and their saved language (the feed's name speaks it, issue 41). */
export async function findFeedOwner(
  db: Kysely<DB>,
  token: string,
): Promise<{ id: string; locale: string | null } | undefined> {
  return db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.locale'])
    .where('f.token', '=', token)
    .executeTakeFirst();
}

/** How far back feeds reach: recent past events stay (calendars keep showing them). */
export interface FeedWindow {
  since: Date;
  limit: number;
}

/** A person's feed: what they organize, answered going or interested, and their groups' events. */
export function personalFeedEvents(db: Kysely<DB>, userId: string, window: FeedWindow): Promise<EventRow[]> {
  return (
    eventColumns(db, userId)
      .where('events.ends_at', '>=', window.since)
      // An answer given while a member does not outlive the membership of a private group.
      .where(readable(userId))
      .where((eb) =>
        eb.or([
          eb('events.organizer_id', '=', userId),
          eb('mine.status', 'in', ['going', 'interested']),
          eb.and([eb('gm.role', 'is not', null), eb('gm.role', '<>', 'pending')]),
        ]),
      )
      .orderBy('events.starts_at')
      .orderBy('events.id')
      .limit(window.limit)
      .execute()
  );
}

/** The open, visible events of a public feed (a group's or an organization's), soonest first. */
export function publicFeedEvents(
  db: Kysely<DB>,
  owner: { column: 'events.group_id' | 'events.organization_id'; id: string },
  window: FeedWindow,
): Promise<EventRow[]> {
  return eventColumns(db, null)
    .where(owner.column, '=', owner.id)
    .where('events.open', '=', true)
    .where('events.hidden_at', 'is', null)
    .where('events.ends_at', '>=', window.since)
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(window.limit)
    .execute();
}
