import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { EventLimits, EventMessages, type Event, type Locale } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { deleteStoredImages } from '../../lib/images/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import { presentEvent, presentFriends } from './events-presenter.js';
import { findReadableEvent, type EventRow } from './events-repository.js';
import { friendsGoing } from './events-list-repository.js';
import { ServerMessages } from '../../lib/i18n/server-messages.js';

// What the event services share (issue 16): their dependencies, the 404s, reading an event the
// viewer may read and presenting rows.

export interface EventsDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  clock: Clock;
  notifications: NotificationHub;
  publicUrl: string;
  defaultTimeZone: string;
  productName: string;
  /** DEFAULT_LOCALE: the personal feed's language for an owner without a saved one. */
  defaultLocale?: Locale;
}

export const HOUR = 60 * 60 * 1000;

export const eventNotFound = () => AppError.notFound(EventMessages.eventNotFound);
export const groupNotFound = () => AppError.notFound(ServerMessages.groupNotFound);

export const urlFor = (deps: EventsDeps) => (key: string) => deps.storage.urlFor(key);

export async function present(deps: EventsDeps, db: Kysely<DB>, rows: EventRow[], viewerId: string): Promise<Event[]> {
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
export async function readableEvent(deps: EventsDeps, db: Kysely<DB>, viewerId: string, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw eventNotFound();
  const row = await findReadableEvent(db, id, viewerId);
  if (!row) throw eventNotFound();
  return row;
}

export const subjectOf = (event: { id: string; title: string }) => ({
  type: 'event',
  id: event.id,
  title: event.title,
});

export async function removeFiles(deps: EventsDeps, keys: string[], what: string): Promise<void> {
  if (keys.length === 0) return;
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, `could not delete the files of ${what}`);
}
