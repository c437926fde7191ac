import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { mailContextOf, type MailContext } from '../../lib/mail/templates.js';
import type { UrlFor } from '../../lib/storage/index.js';

/** What the auth services need from the app; tests of the services can build it by hand. */
export interface AuthDeps {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  mail: MailContext;
  /** Storage key → public URL (profile pictures in the user view). */
  urlFor: UrlFor;
}

export function authDeps(app: FastifyInstance, config: Config = app.config): AuthDeps {
  return {
    db: app.database.db,
    clock: app.clock,
    mailer: app.mailer,
    log: app.log,
    mail: mailContextOf(config, app.instanceDefaults),
    urlFor: (key) => app.mediaStorage.urlFor(key),
  };
}
