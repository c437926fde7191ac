import { sql, type Kysely } from 'kysely';
import type { Location } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { accessCondition, Permission } from '../../lib/access/index.js';

// SQL of events (issue 16, decision 0019): the rows, their reading rules, and the group or
// organization an event belongs to. Listings, answers (RSVPs) and calendar feeds have their own
// files: events-list-repository.ts, event-rsvps-repository.ts, calendar-feeds-repository.ts.

/** The event columns every reader needs, with its organizer, organization, group and counts. */
export function eventColumns(db: Kysely<DB>, viewerId: string | null) {
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

/** The viewer may read the event (Permission.EventRead), as a condition on eventColumns' `events`. */
export const readable = (viewerId: string) => accessCondition(Permission.EventRead, { id: viewerId });

export function findEvent(db: Kysely<DB>, id: string, viewerId: string | null): Promise<EventRow | undefined> {
  return eventColumns(db, viewerId).where('events.id', '=', id).executeTakeFirst();
}

/** One event if the viewer may read it, in one statement. */
export function findReadableEvent(db: Kysely<DB>, id: string, viewerId: string): Promise<EventRow | undefined> {
  return eventColumns(db, viewerId).where('events.id', '=', id).where(readable(viewerId)).executeTakeFirst();
}

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
  /** The place's pin (issue 44), or nulls. */
  placeLat: number | null;
  placeLng: number | null;
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
      place_lat: event.placeLat,
      place_lng: event.placeLng,
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
  /** Both or neither; null removes the pin. */
  placeLat?: number | null;
  placeLng?: number | null;
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
      ...(change.placeLat !== undefined ? { place_lat: change.placeLat } : {}),
      ...(change.placeLng !== undefined ? { place_lng: change.placeLng } : {}),
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
      'groups.hidden_at',
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

/** An organization's name, unless moderation hid it (its public calendar feed then answers 404). */
export async function findOrganizationName(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'business_name'])
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
}

/** Events the account organizes (account deletion). */
export async function organizedEventIds(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('events').select('id').where('organizer_id', '=', userId).execute();
  return rows.map((row) => row.id);
}
