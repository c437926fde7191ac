import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Location, RsvpStatus } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { notBlockedBetween, visibleToViewer } from '../../lib/blocks/index.js';

// SQL of events (issue 16, decision 0019): the rows, the answers (RSVPs), reminders sent and the
// personal feed tokens.

/** The event columns every reader needs, with its organizer, organization, group and counts. */
function eventColumns(db: Kysely<DB>, viewerId: string | null) {
  return db
    .selectFrom('events')
    .innerJoin('users as organizer', 'organizer.id', 'events.organizer_id')
    .leftJoin('organizations as org', 'org.id', 'events.organization_id')
    .leftJoin('groups as grp', 'grp.id', 'events.group_id')
    .leftJoin('event_rsvps as mine', (join) =>
      join
        .onRef('mine.event_id', '=', 'events.id')
        .on('mine.user_id', '=', viewerId ?? '00000000-0000-0000-0000-000000000000'),
    )
    .leftJoin('group_members as gm', (join) =>
      join
        .onRef('gm.group_id', '=', 'events.group_id')
        .on('gm.user_id', '=', viewerId ?? '00000000-0000-0000-0000-000000000000'),
    )
    .selectAll('events')
    .select([
      'organizer.first_name as author_first_name',
      'organizer.last_name as author_last_name',
      'organizer.avatar_thumbnail_key as author_avatar_key',
      'org.business_name as organization_name',
      'grp.name as group_name',
      'grp.visibility as group_visibility',
      'mine.status as viewer_status',
      'mine.waitlisted as viewer_waitlisted',
      'gm.role as viewer_group_role',
    ])
    .select([
      sql<number>`(SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = events.id AND r.status = 'interested')`.as(
        'interested_count',
      ),
      sql<number>`(SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = events.id AND r.waitlisted)`.as(
        'waitlist_count',
      ),
    ]);
}

export type EventRow = NonNullable<Awaited<ReturnType<ReturnType<typeof eventColumns>['executeTakeFirst']>>>;

/**
 * The viewer may read the event: anyone signed in for an open one (not a private group's), the
 * members of its group, its organizer. As a condition on the `events`/`gm` scope of eventColumns.
 */
function readable(viewerId: string) {
  return sql<SqlBool>`((events.open OR events.organizer_id = ${viewerId}::uuid
    OR (gm.role IS NOT NULL AND gm.role <> 'pending'))
    AND ${visibleToViewer(viewerId, 'events.hidden_at', 'events.organizer_id')}
    AND ${notBlockedBetween(viewerId, 'events.organizer_id')})`;
}

export function findEvent(db: Kysely<DB>, id: string, viewerId: string | null): Promise<EventRow | undefined> {
  return eventColumns(db, viewerId).where('events.id', '=', id).executeTakeFirst();
}

/** As `readable`, for a row already read (blocks are asked by the service). */
export const mayRead = (row: EventRow, viewerId: string): boolean =>
  (row.hidden_at === null || row.organizer_id === viewerId) &&
  (row.open ||
    row.organizer_id === viewerId ||
    (row.viewer_group_role !== null && row.viewer_group_role !== 'pending'));

/** The event's row under a lock until the transaction ends: answers and changes take turns. */
export async function lockEvent(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'organizer_id',
      'status',
      'starts_at',
      'ends_at',
      'capacity',
      'going_count',
      'title',
      'open',
      'group_id',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedEvent = NonNullable<Awaited<ReturnType<typeof lockEvent>>>;

export interface EventListFilter {
  viewerId: string;
  scope: 'area' | 'mine' | 'group';
  area: Location | null;
  groupId?: string;
  organizationId?: string;
  order?: 'asc' | 'desc';
  from: Date;
  to?: Date;
}

export async function listEvents(
  db: Kysely<DB>,
  filter: EventListFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; total: number }> {
  let query = eventColumns(db, filter.viewerId)
    .where('events.ends_at', '>=', filter.from)
    .where(readable(filter.viewerId));
  if (filter.to) query = query.where('events.starts_at', '<', filter.to);
  if (filter.organizationId) {
    query = query.where('events.organization_id', '=', filter.organizationId);
  } else if (filter.scope === 'area') {
    if (!filter.area) return { rows: [], total: 0 };
    const area = filter.area;
    query = query
      .where('events.listed', '=', true)
      .where('events.location_country', '=', area.country)
      .where('events.location_state', '=', area.state)
      .where('events.location_city', '=', area.city);
  } else if (filter.scope === 'mine') {
    query = query.where((eb) =>
      eb.or([
        eb('events.organizer_id', '=', filter.viewerId),
        eb.exists(
          eb
            .selectFrom('event_rsvps as r')
            .select('r.event_id')
            .whereRef('r.event_id', '=', 'events.id')
            .where('r.user_id', '=', filter.viewerId)
            .where('r.status', 'in', ['going', 'interested']),
        ),
      ]),
    );
  } else {
    query = query.where('events.group_id', '=', filter.groupId ?? '00000000-0000-0000-0000-000000000000');
  }
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('events.starts_at', filter.order ?? 'asc')
    .orderBy('events.id', filter.order ?? 'asc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(counted.total) };
}

/** People the viewer follows who hold a seat ('going', not waitlisted), per event. */
export async function friendsGoing(
  db: Kysely<DB>,
  eventIds: readonly string[],
  viewerId: string,
  perEvent: number,
): Promise<
  Map<
    string,
    { author_id: string; author_first_name: string; author_last_name: string; author_avatar_key: string | null }[]
  >
> {
  const result = new Map<
    string,
    { author_id: string; author_first_name: string; author_last_name: string; author_avatar_key: string | null }[]
  >();
  if (eventIds.length === 0) return result;
  const rows = await db
    .selectFrom('event_rsvps as r')
    .innerJoin('follows as f', (join) =>
      join.onRef('f.followee_id', '=', 'r.user_id').on('f.follower_id', '=', viewerId),
    )
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.event_id',
      'u.id as author_id',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.avatar_thumbnail_key as author_avatar_key',
    ])
    .where('r.event_id', 'in', eventIds)
    .where('r.status', '=', 'going')
    .where('r.waitlisted', '=', false)
    .orderBy('r.updated_at', 'asc')
    .execute();
  for (const { event_id: eventId, ...author } of rows) {
    const list = result.get(eventId) ?? [];
    if (list.length < perEvent) list.push(author);
    result.set(eventId, list);
  }
  return result;
}

export interface NewEvent {
  organizerId: string;
  organizationId: string | null;
  groupId: string | null;
  visibility: 'neighbourhood' | 'group';
  open: boolean;
  listed: boolean;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  timeZone: string;
  placeName: string;
  placeAddress: string;
  capacity: number | null;
  cover: { display: string; thumbnail: string; width: number; height: number } | null;
  area: Location;
  at: Date;
}

export async function insertEvent(db: Kysely<DB>, event: NewEvent): Promise<string> {
  const row = await db
    .insertInto('events')
    .values({
      organizer_id: event.organizerId,
      organization_id: event.organizationId,
      group_id: event.groupId,
      visibility: event.visibility,
      open: event.open,
      listed: event.listed,
      title: event.title,
      description: event.description,
      starts_at: event.startsAt,
      ends_at: event.endsAt,
      all_day: event.allDay,
      time_zone: event.timeZone,
      place_name: event.placeName,
      place_address: event.placeAddress,
      capacity: event.capacity,
      cover_display_key: event.cover?.display ?? null,
      cover_thumbnail_key: event.cover?.thumbnail ?? null,
      cover_width: event.cover?.width ?? null,
      cover_height: event.cover?.height ?? null,
      location_suburb: event.area.suburb,
      location_city: event.area.city,
      location_state: event.area.state,
      location_country: event.area.country,
      created_at: event.at,
      updated_at: event.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EventChange {
  title?: string;
  description?: string;
  startsAt?: Date;
  endsAt?: Date;
  allDay?: boolean;
  timeZone?: string;
  placeName?: string;
  placeAddress?: string;
  capacity?: number | null;
  cover?: NewEvent['cover'];
  status?: 'cancelled';
  at: Date;
}

/** Applies a change, raises the SEQUENCE, and returns the storage keys of a replaced cover. */
export async function updateEvent(db: Kysely<DB>, id: string, change: EventChange): Promise<string[]> {
  const before = await db
    .selectFrom('events')
    .select(['cover_display_key', 'cover_thumbnail_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  await db
    .updateTable('events')
    .set((eb) => ({
      updated_at: change.at,
      sequence: eb('sequence', '+', 1),
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.startsAt !== undefined ? { starts_at: change.startsAt } : {}),
      ...(change.endsAt !== undefined ? { ends_at: change.endsAt } : {}),
      ...(change.allDay !== undefined ? { all_day: change.allDay } : {}),
      ...(change.timeZone !== undefined ? { time_zone: change.timeZone } : {}),
      ...(change.placeName !== undefined ? { place_name: change.placeName } : {}),
      ...(change.placeAddress !== undefined ? { place_address: change.placeAddress } : {}),
      ...(change.capacity !== undefined ? { capacity: change.capacity } : {}),
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.cover !== undefined
        ? {
            cover_display_key: change.cover?.display ?? null,
            cover_thumbnail_key: change.cover?.thumbnail ?? null,
            cover_width: change.cover?.width ?? null,
            cover_height: change.cover?.height ?? null,
          }
        : {}),
    }))
    .where('id', '=', id)
    .execute();
  if (change.cover === undefined || !before) return [];
  return [before.cover_display_key, before.cover_thumbnail_key].filter((key): key is string => key !== null);
}

export async function eventFileKeys(db: Kysely<DB>, eventIds: readonly string[]): Promise<string[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('events')
    .select(['cover_display_key', 'cover_thumbnail_key'])
    .where('id', 'in', eventIds)
    .execute();
  return rows
    .flatMap((row) => [row.cover_display_key, row.cover_thumbnail_key])
    .filter((key): key is string => key !== null);
}

/** Deletes events with their answers and reminders (cascade) and the notifications about them. */
export async function deleteEvents(db: Kysely<DB>, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .deleteFrom('notifications')
    .where('subject_type', '=', 'event')
    .where('subject_id', 'in', eventIds)
    .execute();
  await db.deleteFrom('events').where('id', 'in', eventIds).execute();
}

// ---- Answers

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

// ---- Calendar feeds

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

export async function findFeedOwner(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst();
  return row?.user_id;
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

export function groupFeedEvents(db: Kysely<DB>, groupId: string, window: FeedWindow): Promise<EventRow[]> {
  return eventColumns(db, null)
    .where('events.group_id', '=', groupId)
    .where('events.open', '=', true)
    .where('events.hidden_at', 'is', null)
    .where('events.ends_at', '>=', window.since)
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(window.limit)
    .execute();
}

export function organizationFeedEvents(
  db: Kysely<DB>,
  organizationId: string,
  window: FeedWindow,
): Promise<EventRow[]> {
  return eventColumns(db, null)
    .where('events.organization_id', '=', organizationId)
    .where('events.open', '=', true)
    .where('events.hidden_at', 'is', null)
    .where('events.ends_at', '>=', window.since)
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .limit(window.limit)
    .execute();
}

export async function findGroupForEvents(db: Kysely<DB>, groupId: string, userId: string | null) {
  return db
    .selectFrom('groups')
    .leftJoin('group_members as m', (join) =>
      join.onRef('m.group_id', '=', 'groups.id').on('m.user_id', '=', userId ?? '00000000-0000-0000-0000-000000000000'),
    )
    .select([
      'groups.id',
      'groups.name',
      'groups.visibility',
      'groups.event_creators',
      'groups.location_suburb',
      'groups.location_city',
      'groups.location_state',
      'groups.location_country',
      'm.role',
    ])
    .where('groups.id', '=', groupId)
    .executeTakeFirst();
}

export async function findOrganizationOf(db: Kysely<DB>, ownerId: string) {
  return db
    .selectFrom('organizations')
    .select([
      'id',
      'business_name',
      'location_suburb',
      'location_city',
      'location_state',
      'location_country',
      'city',
      'state',
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function findOrganizationName(db: Kysely<DB>, id: string) {
  return db.selectFrom('organizations').select(['id', 'business_name']).where('id', '=', id).executeTakeFirst();
}

/** Events the account organizes (account deletion). */
export async function organizedEventIds(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('events').select('id').where('organizer_id', '=', userId).execute();
  return rows.map((row) => row.id);
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
