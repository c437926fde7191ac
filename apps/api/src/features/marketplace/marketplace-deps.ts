import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { currencyOf, type Currency } from './marketplace-money.js';
import type { TrustSettings } from '../../lib/trust/index.js';

/** What the marketplace services need from the app; one request's logger. */
export interface MarketplaceDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  jobs: JobRunner;
  notifications: NotificationHub;
  log: FastifyBaseLogger;
  /** The installation's currency (CURRENCY). */
  currency: Currency;
  /** Trust levels' settings: a new account's "I'm interested" a day (issue 39). */
  trust: TrustSettings;
}

export function marketplaceDeps(app: FastifyInstance, log: FastifyBaseLogger): MarketplaceDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    jobs: app.jobs,
    notifications: app.notifications,
    log,
    currency: currencyOf(app.config.CURRENCY),
    trust: app.config,
  };
}
