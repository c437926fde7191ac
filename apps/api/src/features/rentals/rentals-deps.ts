import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import type { MediaStorage } from '../../lib/storage/index.js';

/** What the rentals services need from the app; one request's logger. */
export interface RentalsDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  jobs: JobRunner;
  notifications: NotificationHub;
  log: FastifyBaseLogger;
  /** PUBLIC_URL's origin: absolute imageUrls must point here. */
  publicOrigin: string;
}

export function rentalsDeps(app: FastifyInstance, log: FastifyBaseLogger): RentalsDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    jobs: app.jobs,
    notifications: app.notifications,
    log,
    publicOrigin: new URL(app.config.PUBLIC_URL).origin,
  };
}
