import type { Kysely } from 'kysely';
import { EventMessages, type EventAttendee, type RsvpResult, type RsvpStatus } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { createNotifications, type CreatedNotifications } from '../../lib/notifications/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { presentAttendee } from './events-presenter.js';
import { findEvent, lockEvent } from './events-repository.js';
import {
  countSeated,
  findRsvp,
  listAttendees,
  promoteWaitlisted,
  setGoingCount,
  upsertRsvp,
} from './event-rsvps-repository.js';
import { eventNotFound, readableEvent, subjectOf, urlFor, type EventsDeps } from './events-service-shared.js';

// Answers to events (issue 16, decision 0019): going, interested or not going, seats and the
// waitlist, and the organizer's list of attendees.

/** Seats as many of the waitlist as the capacity allows and notifies them; the seated count after. */
export async function fillSeats(
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
