import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { API_BASE_PATH, DATA_EXPORT_VALID_DAYS } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { insertJob } from '../../lib/jobs/jobs-repository.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { dataExportReadyMail, type MailContext } from '../../lib/mail/templates.js';
import { newMediaKeyBase, type MediaStorage } from '../../lib/storage/index.js';
import { buildArchive } from './data-export-archive.js';
import { DATA_EXPORT_EXPIRY_JOB } from './data-export-expiry-job.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { findExportWithOwner, markFailed, markReady } from './data-exports-repository.js';

/** Builds one account's archive and e-mails its link (decision 0077). */
export const DATA_EXPORT_JOB = 'data_export';

const payloadSchema = z.object({ exportId: z.string() });
const DAY_MS = 86_400_000;

export interface DataExportJobDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  mailer: Mailer;
  mail: MailContext;
  log: FastifyBaseLogger;
}

/**
 * Builds the zip, stores it (`…-export.zip`: never served by /media/, see PrivateMediaIndex),
 * e-mails the link, then marks the export ready and queues its expiry in one transaction. A build
 * that throws marks the export failed (the account may ask again at once); a failed e-mail deletes
 * the file and throws, so the job is retried with a new archive and a new token.
 */
export async function runDataExport(deps: DataExportJobDeps, exportId: string): Promise<void> {
  const row = await findExportWithOwner(deps.db, exportId);
  if (!row || row.status !== 'queued') return;
  let archive: Uint8Array;
  try {
    archive = await buildArchive(deps.db, deps.storage, row.user_id);
  } catch (error) {
    deps.log.error({ err: error, exportId }, 'data export failed');
    await markFailed(deps.db, exportId);
    return;
  }
  const key = `${newMediaKeyBase()}-export.zip`;
  await deps.storage.put(key, archive);
  const token = newSecretToken();
  const readyAt = deps.clock.now();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_VALID_DAYS * DAY_MS);
  const base = deps.mail.publicUrl.replace(/\/+$/, '');
  const link = `${base}${API_BASE_PATH}/users/profile/export/${exportId}/download?token=${token}`;
  try {
    await deps.mailer.send(dataExportReadyMail(row.email, link, expiresAt, deps.mail, row.locale));
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  const ready = await deps.db.transaction().execute(async (trx) => {
    const marked = await markReady(trx, exportId, {
      archiveKey: key,
      sizeBytes: archive.byteLength,
      tokenHash: hashSecretToken(token),
      readyAt,
      expiresAt,
    });
    if (marked) await insertJob(trx, { kind: DATA_EXPORT_EXPIRY_JOB, payload: { exportId }, runAt: expiresAt });
    return marked;
  });
  // The account was deleted meanwhile: its archive goes too.
  if (!ready) await deps.storage.delete(key);
}

export function registerDataExportJob(jobs: JobRunner, deps: DataExportJobDeps): void {
  jobs.register(DATA_EXPORT_JOB, async (payload) => {
    await runDataExport(deps, payloadSchema.parse(payload).exportId);
  });
}
