import type { TrustSettings } from '../../lib/trust/index.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { mailContextOf, type MailContext } from '../../lib/mail/templates.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import type { MediaStorage, UrlFor } from '../../lib/storage/index.js';
import type { InsightsCounter } from '../../lib/insights/index.js';

/** What the profile services need from the app; one request's logger. */
export interface ProfilesDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  mailer: Mailer;
  mail: MailContext;
  log: FastifyBaseLogger;
  urlFor: UrlFor;
  notifications: NotificationHub;
  /** Trust settings: a new account's follows wait in filtered boxes (decision 0069). */
  trust: TrustSettings;
  /** What deleting an account means for every feature (src/account-deletion-parts.ts). */
  accountDeletionParts: readonly AccountDeletionPart[];
  /** An unfollow of an organization's account is a follower lost in its insights (decision 0079). */
  insights: Pick<InsightsCounter, 'followerLost'>;
}

/** What the composition root hands the profiles routes (routes.ts). */
export interface ProfilesOptions {
  accountDeletionParts: readonly AccountDeletionPart[];
}

export function profilesDeps(app: FastifyInstance, log: FastifyBaseLogger, options: ProfilesOptions): ProfilesDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    mailer: app.mailer,
    mail: mailContextOf(app.config, app.instanceDefaults),
    log,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    trust: app.config,
    accountDeletionParts: options.accountDeletionParts,
    insights: app.insights,
  };
}
