import type { TrustSettings } from '../../lib/trust/index.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { notificationsDeps, type NotificationsDeps } from '../../lib/notifications/index.js';
import type { SharedPageCache } from '../../lib/shared-pages/shared-page-cache.js';
import type { MediaStorage, UrlFor } from '../../lib/storage/index.js';
import type { SharedDirectoryPage } from './directory-service.js';

/** What the organization services need from the app; one request's logger. */
export interface OrganizationsDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  urlFor: UrlFor;
  notifications: NotificationsDeps;
  /** Trust settings: a new account's interest waits in filtered boxes (decision 0069). */
  trust: TrustSettings;
  /** Directory pages shared by viewers (decision 0039). */
  directoryPages: SharedPageCache<SharedDirectoryPage>;
  /** The installation's time zone (DEFAULT_TIME_ZONE): the days of insights are its days. */
  timeZone: string;
}

export function organizationsDeps(app: FastifyInstance, log: FastifyBaseLogger): OrganizationsDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    log,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: notificationsDeps(app),
    trust: app.config,
    directoryPages: app.directoryPages,
    timeZone: app.config.DEFAULT_TIME_ZONE,
  };
}
