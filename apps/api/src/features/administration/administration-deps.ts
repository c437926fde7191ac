import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { MailContext } from '../../lib/mail/templates.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';

/** What administration needs from the app (issue 43, decision 0080). */
export interface AdministrationDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The installation's time zone: the overview's days are its days. */
  timeZone: string;
  mailer: Mailer;
  mail: MailContext;
  storage: MediaStorage;
  storageDriver: 'local' | 's3';
  accountDeletionParts: readonly AccountDeletionPart[];
  /** Ends an account's open streams in every process (its sessions are already revoked). */
  announceSessionsEnded: (userId: string) => Promise<void>;
  pokeJobs: () => void;
  /** Reads the instance's defaults again after a change (lib/instance/instance-defaults.ts). */
  refreshDefaults: () => Promise<void>;
}

export interface AdministrationOptions {
  accountDeletionParts: readonly AccountDeletionPart[];
}
