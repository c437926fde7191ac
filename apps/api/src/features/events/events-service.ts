import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  API_BASE_PATH,
  createEventBodySchema,
  EventLimits,
  EventMessages,
  pageMetadata,
  updateEventBodySchema,
  type Event,
  type EventAttendee,
  type EventListQuery,
  type PageMetadata,
  type RsvpResult,
  type RsvpStatus,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import { isMemberRole, isModeratorRole } from '../../lib/groups/group-access.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import {
  createNotifications,
  mergeCreated,
  type CreatedNotifications,
  type NotificationHub,
} from '../../lib/notifications/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { assertUnderLimit, recordEvent, withEventLock, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { buildCalendar } from './events-calendar.js';
import { scheduleReminders } from './event-reminder-schedule.js';
import { presentAttendee, presentEvent, presentFriends } from './events-presenter.js';
import {
  deleteEvents,
  eventFileKeys,
  findEvent,
  findGroupForEvents,
  findOrganizationName,
  findOrganizationOf,
  insertEvent,
  lockEvent,
  mayRead,
  updateEvent,
  type EventChange,
  type EventRow,
  type NewEvent,
} from './events-repository.js';
import { friendsGoing, listEvents } from './events-list-repository.js';
import {
  claimReminders,
  countSeated,
  findRsvp,
  listAttendees,
  listConcernedIds,
  promoteWaitlisted,
  setGoingCount,
  upsertRsvp,
} from './event-rsvps-repository.js';
import {
  findFeedOwner,
  findFeedToken,
  groupFeedEvents,
  organizationFeedEvents,
  personalFeedEvents,
  saveFeedToken,
} from './calendar-feeds-repository.js';

export interface EventsDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  clock: Clock;
  notifications: NotificationHub;
  publicUrl: string;
  defaultTimeZone: string;
  productName: string;
}

const HOUR = 60 * 60 * 1000;
/** A start this far in the past is still "now" (the form's clock and the server's differ a little). */
const START_GRACE_MS = 5 * 60 * 1000;
/** Feeds carry events that ended up to this long ago, at most FEED_LIMIT of them. */
const FEED_PAST_MS = 30 * 24 * HOUR;
const FEED_LIMIT = 500;

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

export const eventNotFound = () => AppError.notFound(EventMessages.eventNotFound);
const groupNotFound = () => AppError.notFound('Group not found');

const parseEventFields = <T>(schema: z.ZodType<T>, input: unknown): T =>
  parseFields(schema, input ?? {}, { fallback: { field: 'title', message: EventMessages.titleRequired } });

const urlFor = (deps: EventsDeps) => (key: string) => deps.storage.urlFor(key);

async function present(deps: EventsDeps, db: Kysely<DB>, rows: EventRow[], viewerId: string): Promise<Event[]> {
  const friends = await friendsGoing(
    db,
    rows.map((row) => row.id),
    viewerId,
    EventLimits.friendsShown,
  );
  return rows.map((row) =>
    presentEvent(row, viewerId, urlFor(deps), presentFriends(friends.get(row.id) ?? [], urlFor(deps))),
  );
}

/** An event the viewer may read, or 404 (a private group's to outsiders, unknown ids). */
async function readableEvent(deps: EventsDeps, db: Kysely<DB>, viewerId: string, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw eventNotFound();
  const row = await findEvent(db, id, viewerId);
  if (!row || !mayRead(row, viewerId)) throw eventNotFound();
  if (await isBlockedEitherWay(db, viewerId, row.organizer_id)) throw eventNotFound();
  return row;
}

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

/** The organizer's event under its lock, or 404 (anyone else, unknown ids). */
async function lockOwnEvent(trx: Kysely<DB>, userId: string, id: string) {
  if (!isUuid(id)) throw eventNotFound();
  const event = await lockEvent(trx, id);
  if (!event || event.organizer_id !== userId) throw eventNotFound();
  return event;
}

const subjectOf = (event: { id: string; title: string }) => ({ type: 'event', id: event.id, title: event.title });

/** Seats as many of the waitlist as the capacity allows and notifies them; the seated count after. */
async function fillSeats(
  deps: EventsDeps,
  trx: Kysely<DB>,
  event: { id: string; title: string; organizer_id: string },
  capacity: number | null,
): Promise<CreatedNotifications> {
  const at = deps.clock.now();
  const seated = await countSeated(trx, event.id);
  const free = capacity === null ? Number.MAX_SAFE_INTEGER : capacity - seated;
  const promoted = await promoteWaitlisted(trx, event.id, Math.min(free, 1_000_000), at);
  await setGoingCount(trx, event.id, seated + promoted.length);
  return createNotifications(trx, {
    kind: 'event_promoted',
    actorId: event.organizer_id,
    subject: subjectOf(event),
    at,
    recipientIds: promoted,
  });
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

/**
 * Going, interested or not going. Under the event row's lock, so answers take turns: with a
 * capacity, 'going' takes a free seat or joins the waitlist in order; giving up a seat hands it to
 * the first on the waitlist, who is notified. The organizer is not counted (and does not answer).
 */
export async function answerEvent(
  deps: EventsDeps,
  user: AuthUser,
  id: string,
  status: RsvpStatus,
): Promise<RsvpResult> {
  const { result, created } = await deps.db.transaction().execute(async (trx) => {
    if (!isUuid(id)) throw eventNotFound();
    const event = await lockEvent(trx, id);
    if (!event) throw eventNotFound();
    await readableEvent(deps, trx, user.id, id);
    if (event.organizer_id === user.id) throw AppError.conflict(EventMessages.organizerRsvp);
    if (event.status === 'cancelled') throw AppError.conflict(EventMessages.eventCancelled);
    const at = deps.clock.now();
    if (event.ends_at.getTime() <= at.getTime()) throw AppError.conflict(EventMessages.eventOver);
    const current = await findRsvp(trx, id, user.id);
    const seated = await countSeated(trx, id);
    if (status === 'going') {
      if (current?.status === 'going') {
        return { result: { status, waitlisted: current.waitlisted, going_count: seated }, created: undefined };
      }
      const waitlisted = event.capacity !== null && seated >= event.capacity;
      await upsertRsvp(trx, { eventId: id, userId: user.id, status, waitlisted, at });
      const count = waitlisted ? seated : seated + 1;
      await setGoingCount(trx, id, count);
      return { result: { status, waitlisted, going_count: count }, created: undefined };
    }
    await upsertRsvp(trx, { eventId: id, userId: user.id, status, waitlisted: false, at });
    const wasSeated = current?.status === 'going' && !current.waitlisted;
    if (!wasSeated) return { result: { status, waitlisted: false, going_count: seated }, created: undefined };
    const promoted = await fillSeats(deps, trx, event, event.capacity);
    return {
      result: { status, waitlisted: false, going_count: await countSeated(trx, id) },
      created: promoted,
    };
  });
  if (created) await deps.notifications.announce(created);
  return result;
}

export async function getAttendees(deps: EventsDeps, user: AuthUser, id: string): Promise<EventAttendee[]> {
  if (!isUuid(id)) throw eventNotFound();
  const row = await findEvent(deps.db, id, user.id);
  if (!row || row.organizer_id !== user.id) throw eventNotFound();
  const rows = await listAttendees(deps.db, id);
  return rows.map((attendee) => presentAttendee(attendee, urlFor(deps)));
}

// ---- Calendars

const calendarOptions = (deps: EventsDeps, name: string) => ({ name, publicUrl: deps.publicUrl });

export async function eventIcs(deps: EventsDeps, viewerId: string, id: string): Promise<string> {
  const row = await readableEvent(deps, deps.db, viewerId, id);
  return buildCalendar([row], calendarOptions(deps, row.title));
}

const newToken = () => randomBytes(24).toString('base64url');

const feedUrl = (deps: EventsDeps, token: string) =>
  `${deps.publicUrl.replace(/\/+$/, '')}${API_BASE_PATH}/calendar/${token}.ics`;

/** The caller's personal feed URL (made on first ask). */
export async function getFeedUrl(deps: EventsDeps, userId: string): Promise<string> {
  const existing = await findFeedToken(deps.db, userId);
  const token = existing ?? (await saveFeedToken(deps.db, userId, newToken(), deps.clock.now(), false));
  return feedUrl(deps, token);
}

/** A new secret: the old URL answers 404 from now on. */
export async function rotateFeedUrl(deps: EventsDeps, userId: string): Promise<string> {
  return feedUrl(deps, await saveFeedToken(deps.db, userId, newToken(), deps.clock.now(), true));
}

const feedWindow = (deps: EventsDeps) => ({
  since: new Date(deps.clock.now().getTime() - FEED_PAST_MS),
  limit: FEED_LIMIT,
});

/** GET /calendar/{token}.ics: the token is the credential; an unknown one is 404. */
export async function personalFeed(deps: EventsDeps, token: string): Promise<string> {
  const userId = await findFeedOwner(deps.db, token);
  if (!userId) throw AppError.notFound();
  const rows = await personalFeedEvents(deps.db, userId, feedWindow(deps));
  return buildCalendar(rows, calendarOptions(deps, `${deps.productName}: my events`));
}

/** A public group's feed (a private group's is 404, like the group to outsiders). */
export async function groupFeed(deps: EventsDeps, groupId: string): Promise<string> {
  if (!isUuid(groupId)) throw groupNotFound();
  const group = await findGroupForEvents(deps.db, groupId, null);
  if (!group || group.visibility !== 'public') throw groupNotFound();
  const rows = await groupFeedEvents(deps.db, groupId, feedWindow(deps));
  return buildCalendar(rows, calendarOptions(deps, `${group.name} (${deps.productName})`));
}

export async function organizationFeed(deps: EventsDeps, organizationId: string): Promise<string> {
  if (!isUuid(organizationId)) throw AppError.notFound();
  const organization = await findOrganizationName(deps.db, organizationId);
  if (!organization) throw AppError.notFound();
  const rows = await organizationFeedEvents(deps.db, organizationId, feedWindow(deps));
  return buildCalendar(rows, calendarOptions(deps, `${organization.business_name} (${deps.productName})`));
}

// ---- Reminders

export interface ReminderPayload {
  eventId: string;
  reminder: 'day' | 'hour';
  startsAt: string;
}

/**
 * Runs one reminder: nothing for a deleted or cancelled event, a start that moved (the move
 * queued its own reminders) or one already begun; otherwise every seated 'going' person who has
 * not had this reminder for this start gets it, once.
 */
export async function sendReminder(
  deps: Pick<EventsDeps, 'db' | 'clock' | 'notifications'>,
  payload: ReminderPayload,
): Promise<void> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, payload.eventId);
    if (!event || event.status === 'cancelled') return undefined;
    if (event.starts_at.getTime() !== new Date(payload.startsAt).getTime()) return undefined;
    const at = deps.clock.now();
    if (at.getTime() >= event.starts_at.getTime()) return undefined;
    const recipients = await claimReminders(trx, event.id, payload.reminder, event.starts_at);
    return createNotifications(trx, {
      kind: payload.reminder === 'day' ? 'event_reminder_day' : 'event_reminder_hour',
      actorId: null,
      subject: subjectOf(event),
      at,
      recipientIds: recipients,
    });
  });
  if (created) await deps.notifications.announce(created);
}

async function removeFiles(deps: EventsDeps, keys: string[], what: string): Promise<void> {
  if (keys.length === 0) return;
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, `could not delete the files of ${what}`);
}
