import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  createEventBodySchema,
  EventLimits,
  EventMessages,
  pageMetadata,
  updateEventBodySchema,
  type Event,
  type EventListQuery,
  type PageMetadata,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { roundPlaceCoordinate } from '../../lib/geo/index.js';
import { isMemberRole, isModeratorRole } from '../../lib/groups/group-access.js';
import type { MultipartUpload } from '../../lib/images/index.js';
import { createNotifications, mergeCreated, type CreatedNotifications } from '../../lib/notifications/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { assertUnderLimit, recordEvent, withEventLock, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { scheduleReminders } from './event-reminder-schedule.js';
import {
  deleteEvents,
  eventFileKeys,
  findEvent,
  findGroupForEvents,
  findOrganizationOf,
  insertEvent,
  lockEvent,
  updateEvent,
  type EventChange,
  type NewEvent,
} from './events-repository.js';
import { listEvents } from './events-list-repository.js';
import { listConcernedIds } from './event-rsvps-repository.js';
import { fillSeats } from './event-rsvps-service.js';
import {
  eventNotFound,
  groupNotFound,
  HOUR,
  present,
  readableEvent,
  removeFiles,
  subjectOf,
  type EventsDeps,
} from './events-service-shared.js';

// Events (issue 16, decision 0019): reading, listing, creating, changing, cancelling and deleting
// them. Answers are in event-rsvps-service.ts, calendars in calendar-feeds-service.ts.

/** A start this far in the past is still "now" (the form's clock and the server's differ a little). */
const START_GRACE_MS = 5 * 60 * 1000;

/** Events an account may create in a day: a spam wave is refused (429) before any photo is kept. */
export const EVENT_CREATE_LIMIT: EventLimit = {
  kind: 'event_create',
  max: EventLimits.createdPerDay,
  windowMs: 24 * HOUR,
  message: EventMessages.tooManyEvents,
};

/** Refused early, before a cover is read and re-encoded; the insert checks again under the lock. */
export async function assertMayCreateEvent(deps: EventsDeps, user: AuthUser): Promise<void> {
  await assertUnderLimit(deps.db, deps.clock, EVENT_CREATE_LIMIT, user.id);
}

const parseEventFields = <T>(schema: z.ZodType<T>, input: unknown): T =>
  parseFields(schema, input ?? {}, { fallback: { field: 'title', message: EventMessages.titleRequired } });

export async function getEvent(deps: EventsDeps, viewerId: string, id: string): Promise<Event> {
  const row = await readableEvent(deps, deps.db, viewerId, id);
  return (await present(deps, deps.db, [row], viewerId))[0]!;
}

export async function listEventsFor(
  deps: EventsDeps,
  viewer: AuthUser,
  query: EventListQuery,
): Promise<{ data: Event[]; metadata: PageMetadata }> {
  const { page, limit } = query;
  if (query.scope === 'group') {
    // A private group's calendar is its members' (404 from outside, like the group).
    const groupId = query.group_id ?? '';
    if (!isUuid(groupId)) throw groupNotFound();
    const group = await findGroupForEvents(deps.db, groupId, viewer.id);
    if (!group || (group.visibility === 'private' && !isMemberRole(group.role))) throw groupNotFound();
  }
  if (query.organization_id !== undefined && !isUuid(query.organization_id)) {
    return { data: [], metadata: pageMetadata(page, limit, 0) };
  }
  let area: { suburb: string; city: string; state: string; country: string } | null =
    viewer.area.city === '' ? null : viewer.area;
  if (viewer.accountType === 'organization' && query.scope === 'area') {
    const organization = await findOrganizationOf(deps.db, viewer.id);
    area = organization && organization.location_city !== '' ? areaOf(organization) : null;
  }
  const { rows, total } = await listEvents(
    deps.db,
    {
      viewerId: viewer.id,
      scope: query.scope,
      area,
      groupId: query.group_id,
      organizationId: query.organization_id,
      order: query.order,
      from: query.from ? new Date(query.from) : deps.clock.now(),
      to: query.to ? new Date(query.to) : undefined,
    },
    { limit, offset: (page - 1) * limit },
  );
  return { data: await present(deps, deps.db, rows, viewer.id), metadata: pageMetadata(page, limit, total) };
}

const areaOf = (row: {
  location_suburb: string;
  location_city: string;
  location_state: string;
  location_country: string;
}) => ({
  suburb: row.location_suburb,
  city: row.location_city,
  state: row.location_state,
  country: row.location_country,
});

/** Where the event belongs and who sees it: the organizer's area, an organization's or a group's. */
async function eventHome(
  deps: EventsDeps,
  db: Kysely<DB>,
  user: AuthUser,
  visibility: 'neighbourhood' | 'group',
  groupId: string | undefined,
): Promise<Pick<NewEvent, 'organizationId' | 'groupId' | 'open' | 'listed' | 'area'>> {
  if (user.accountType === 'organization') {
    // Organizations run neither groups nor group events: their events are for the neighbourhood.
    if (groupId) throw groupNotFound();
    const organization = await findOrganizationOf(db, user.id);
    if (!organization) throw AppError.notFound();
    return { organizationId: organization.id, groupId: null, open: true, listed: true, area: areaOf(organization) };
  }
  if (groupId) {
    if (!isUuid(groupId)) throw groupNotFound();
    const group = await findGroupForEvents(db, groupId, user.id);
    if (!group || !isMemberRole(group.role)) throw groupNotFound();
    if (group.event_creators === 'admins' && !isModeratorRole(group.role)) {
      throw AppError.badRequest(EventMessages.notAllowed, { group_id: EventMessages.notAllowed });
    }
    if (group.visibility === 'private' && visibility === 'neighbourhood') {
      throw AppError.badRequest(EventMessages.privateGroupNeighbourhood, {
        visibility: EventMessages.privateGroupNeighbourhood,
      });
    }
    const open = group.visibility === 'public';
    return { organizationId: null, groupId, open, listed: open && visibility === 'neighbourhood', area: areaOf(group) };
  }
  if (user.area.city === '') throw AppError.badRequest(EventMessages.noLocation);
  return { organizationId: null, groupId: null, open: true, listed: true, area: user.area };
}

/** A start in the past is refused; an all-day event may have begun today (its end is ahead). */
function assertNotPast(deps: EventsDeps, start: Date, end: Date, allDay: boolean): void {
  const now = deps.clock.now().getTime();
  const past = allDay ? end.getTime() <= now : start.getTime() < now - START_GRACE_MS;
  if (past) throw AppError.badRequest(EventMessages.startInPast, { start: EventMessages.startInPast });
}

function coverOf(upload?: MultipartUpload): NewEvent['cover'] {
  const image = upload?.images[0];
  return image
    ? { display: image.keys.display, thumbnail: image.keys.thumbnail, width: image.width, height: image.height }
    : null;
}

export async function createEvent(
  deps: EventsDeps,
  user: AuthUser,
  input: unknown,
  upload?: MultipartUpload,
): Promise<Event> {
  let id: string;
  try {
    const fields = parseEventFields(createEventBodySchema, input);
    const start = new Date(fields.start);
    const end = new Date(fields.end);
    assertNotPast(deps, start, end, fields.all_day);
    await assertUnderLimit(deps.db, deps.clock, EVENT_CREATE_LIMIT, user.id);
    id = await withEventLock(deps.db, EVENT_CREATE_LIMIT, user.id, async (trx) => {
      await assertUnderLimit(trx, deps.clock, EVENT_CREATE_LIMIT, user.id);
      const home = await eventHome(deps, trx, user, fields.visibility, fields.group_id);
      await recordEvent(trx, deps.clock, EVENT_CREATE_LIMIT, user.id);
      const at = deps.clock.now();
      const eventId = await insertEvent(trx, {
        ...home,
        organizerId: user.id,
        visibility: fields.group_id ? fields.visibility : 'neighbourhood',
        title: fields.title,
        description: fields.description,
        startsAt: start,
        endsAt: end,
        allDay: fields.all_day,
        timeZone: fields.time_zone ?? deps.defaultTimeZone,
        placeName: fields.place.name,
        placeAddress: fields.place.address,
        placeLat: pinOf(fields.latitude),
        placeLng: pinOf(fields.longitude),
        capacity: fields.capacity ?? null,
        cover: coverOf(upload),
        at,
      });
      await scheduleReminders(trx, at, eventId, start);
      return eventId;
    });
  } catch (error) {
    await upload?.discard();
    throw error;
  }
  return getEvent(deps, user.id, id);
}

/** A place pin as stored: about a metre (a public place), or null. */
const pinOf = (value: number | null | undefined) => (value == null ? null : roundPlaceCoordinate(value));

/** The organizer's event under its lock, or 404 (anyone else, unknown ids). */
async function lockOwnEvent(trx: Kysely<DB>, userId: string, id: string) {
  if (!isUuid(id)) throw eventNotFound();
  const event = await lockEvent(trx, id);
  if (!event || event.organizer_id !== userId) throw eventNotFound();
  return event;
}

export async function updateEventDetails(
  deps: EventsDeps,
  user: AuthUser,
  id: string,
  input: unknown,
  upload?: MultipartUpload,
): Promise<Event> {
  let replaced: string[] = [];
  let created: CreatedNotifications | undefined;
  try {
    const fields = parseEventFields(updateEventBodySchema, input);
    const cover = upload?.images[0] ? coverOf(upload) : fields.remove_cover ? null : undefined;
    ({ replaced, created } = await deps.db.transaction().execute(async (trx) => {
      const locked = await lockOwnEvent(trx, user.id, id);
      if (locked.status === 'cancelled') throw AppError.conflict(EventMessages.eventCancelled);
      const current = (await findEvent(trx, id, user.id))!;
      const start = fields.start ? new Date(fields.start) : current.starts_at;
      const end = fields.end ? new Date(fields.end) : current.ends_at;
      const allDay = fields.all_day ?? current.all_day;
      if (end.getTime() <= start.getTime()) {
        throw AppError.badRequest(EventMessages.endBeforeStart, { end: EventMessages.endBeforeStart });
      }
      if (end.getTime() - start.getTime() > EventLimits.maxDurationDays * 24 * HOUR) {
        throw AppError.badRequest(EventMessages.tooLong, { end: EventMessages.tooLong });
      }
      const timeChanged =
        start.getTime() !== current.starts_at.getTime() ||
        end.getTime() !== current.ends_at.getTime() ||
        allDay !== current.all_day;
      if (start.getTime() !== current.starts_at.getTime() || allDay !== current.all_day) {
        assertNotPast(deps, start, end, allDay);
      }
      const placeChanged =
        (fields.place !== undefined &&
          (fields.place.name !== current.place_name || fields.place.address !== current.place_address)) ||
        false;
      const change: EventChange = {
        title: fields.title,
        description: fields.description,
        startsAt: fields.start ? start : undefined,
        endsAt: fields.end ? end : undefined,
        allDay: fields.all_day,
        timeZone: fields.time_zone,
        placeName: fields.place?.name,
        placeAddress: fields.place?.address,
        placeLat: fields.latitude === undefined ? undefined : pinOf(fields.latitude),
        placeLng: fields.longitude === undefined ? undefined : pinOf(fields.longitude),
        capacity: fields.capacity,
        cover,
        at: deps.clock.now(),
      };
      const changes = Object.entries(change).filter(([key, value]) => key !== 'at' && value !== undefined);
      if (changes.length === 0) return { replaced: [], created: undefined };
      const keys = await updateEvent(trx, id, change);
      const results: CreatedNotifications[] = [];
      if (fields.capacity !== undefined) {
        results.push(await fillSeats(deps, trx, { ...locked, title: fields.title ?? locked.title }, fields.capacity));
      }
      if (timeChanged || placeChanged) {
        results.push(
          await createNotifications(trx, {
            kind: 'event_updated',
            actorId: user.id,
            subject: subjectOf({ id, title: fields.title ?? current.title }),
            at: change.at,
            recipientIds: await listConcernedIds(trx, id),
          }),
        );
      }
      if (start.getTime() !== current.starts_at.getTime()) await scheduleReminders(trx, change.at, id, start);
      return { replaced: keys, created: mergeCreated(...results) };
    }));
  } catch (error) {
    await upload?.discard();
    throw error;
  }
  if (created) await deps.notifications.announce(created);
  await removeFiles(deps, replaced, 'a replaced event cover');
  return getEvent(deps, user.id, id);
}

/** The organizer cancels: the event stays, shown as cancelled; everyone who answered yes or maybe hears. */
export async function cancelEvent(deps: EventsDeps, user: AuthUser, id: string): Promise<Event> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOwnEvent(trx, user.id, id);
    if (locked.status === 'cancelled') return undefined;
    const at = deps.clock.now();
    await updateEvent(trx, id, { status: 'cancelled', at });
    return createNotifications(trx, {
      kind: 'event_cancelled',
      actorId: user.id,
      subject: subjectOf(locked),
      at,
      recipientIds: await listConcernedIds(trx, id),
    });
  });
  if (created) await deps.notifications.announce(created);
  return getEvent(deps, user.id, id);
}

export async function deleteEvent(deps: EventsDeps, user: AuthUser, id: string): Promise<void> {
  const keys = await deps.db.transaction().execute(async (trx) => {
    await lockOwnEvent(trx, user.id, id);
    const files = await eventFileKeys(trx, [id]);
    await deleteEvents(trx, [id]);
    return files;
  });
  await removeFiles(deps, keys, 'a deleted event');
}
