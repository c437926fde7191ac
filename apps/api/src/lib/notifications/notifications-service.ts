import type { Kysely } from 'kysely';
import { NotificationMessages, pageMetadata, type Notification, type PageMetadata } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import type { Clock } from '../clock.js';
import { isUuid } from '../uuid.js';
import type { NotificationHub } from './notification-hub.js';
import { inEnglish, type Translate } from '../i18n/catalogs.js';
import { presentNotification } from './notifications-presenter.js';
import {
  countNotifications,
  findNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-repository.js';
import type { UrlFor } from '../storage/index.js';

/** What reading notifications needs from the app. */
export interface NotificationsDeps {
  db: Kysely<DB>;
  clock: Clock;
  hub: NotificationHub;
  urlFor: UrlFor;
}

const notificationNotFound = () => AppError.notFound(NotificationMessages.notificationNotFound);

/** A page of the caller's notifications, newest first, with the unread count; sentences in `t`'s language. */
export async function getNotificationPage(
  deps: NotificationsDeps,
  userId: string,
  query: { page: number; limit: number },
  t: Translate = inEnglish,
): Promise<{ data: Notification[]; metadata: PageMetadata & { unread_count: number } }> {
  const [rows, counts] = await Promise.all([
    listNotifications(deps.db, userId, query.limit, (query.page - 1) * query.limit),
    countNotifications(deps.db, userId),
  ]);
  return {
    data: rows.map((row) => presentNotification(row, deps.urlFor, t)),
    metadata: { ...pageMetadata(query.page, query.limit, counts.total), unread_count: counts.unread },
  };
}

export async function getUnreadCount(deps: Pick<NotificationsDeps, 'db'>, userId: string): Promise<number> {
  return (await countNotifications(deps.db, userId)).unread;
}

/** Marks one read (404 when it is not the caller's) and tells the caller's other tabs. */
export async function readNotification(
  deps: NotificationsDeps,
  userId: string,
  id: string,
  t: Translate = inEnglish,
): Promise<Notification> {
  if (!isUuid(id)) throw notificationNotFound();
  const found = await markNotificationRead(deps.db, userId, id, deps.clock.now());
  if (!found) throw notificationNotFound();
  const row = await findNotification(deps.db, userId, id);
  if (!row) throw notificationNotFound();
  await deps.hub.announceUnread(userId);
  return presentNotification(row, deps.urlFor, t);
}

export async function readAllNotifications(deps: NotificationsDeps, userId: string): Promise<number> {
  const updated = await markAllNotificationsRead(deps.db, userId, deps.clock.now());
  if (updated > 0) await deps.hub.announceUnread(userId);
  return updated;
}

/** The newest notifications a stream has not sent yet, oldest first. */
export async function unsentNotifications(
  deps: Pick<NotificationsDeps, 'db' | 'urlFor'>,
  userId: string,
  sent: ReadonlySet<string>,
  t: Translate = inEnglish,
): Promise<Notification[]> {
  const rows = await listNotifications(deps.db, userId, 20, 0);
  return rows
    .filter((row) => !sent.has(row.id))
    .reverse()
    .map((row) => presentNotification(row, deps.urlFor, t));
}

/** Ids of the newest notifications, which a new stream counts as already sent. */
export async function recentNotificationIds(deps: Pick<NotificationsDeps, 'db'>, userId: string): Promise<string[]> {
  return (await listNotifications(deps.db, userId, 20, 0)).map((row) => row.id);
}

/**
 * The parts of the app the deps are taken from: a narrow type, so this library does not import
 * app.ts (which imports every feature, and through them this library: a cycle).
 */
export interface NotificationsDepsSource {
  database: { db: Kysely<DB> };
  clock: Clock;
  notifications: NotificationHub;
  mediaStorage: { urlFor: UrlFor };
}

/** The deps above, from the app. */
export function notificationsDeps(app: NotificationsDepsSource): NotificationsDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    hub: app.notifications,
    // Direct messages' photos on the stream are private (signed URLs).
    urlFor: (key, access) => app.mediaStorage.urlFor(key, access),
  };
}
