import type { Kysely } from 'kysely';
import { DATA_EXPORT_INTERVAL_HOURS, DataExportMessages, EXPORT_TOO_SOON, type DataExport } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import type { MediaStorage, StoredObject } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import { DATA_EXPORT_JOB } from './data-export-job.js';
import { expireExport } from './data-export-expiry-job.js';
import { hashSecretToken } from '../../lib/secret-token.js';
import { presentExport } from './data-exports-presenter.js';
import {
  findExport,
  findExportForLink,
  findRequestSince,
  insertExport,
  listExports,
  lockAccountExports,
  type DataExportRow,
} from './data-exports-repository.js';

export interface DataExportsDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
  /** Runs the queued job now rather than at the next poll. */
  poke: () => void;
}

/** How many of an account's exports the list shows. */
const LISTED = 5;
const HOUR_MS = 3_600_000;

/**
 * Queues an archive of the caller's data. Under the account's lock, inside one transaction: a
 * request within a day of the last one is refused (429) and stores nothing, however many arrive
 * at once.
 */
export async function requestExport(deps: DataExportsDeps, userId: string): Promise<DataExport> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockAccountExports(trx, userId);
    const last = await findRequestSince(trx, userId, new Date(now.getTime() - DATA_EXPORT_INTERVAL_HOURS * HOUR_MS));
    if (last) {
      const wait = (last.requested_at.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS - now.getTime()) / 1000;
      throw new AppError(429, DataExportMessages.exportTooSoon, EXPORT_TOO_SOON, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(wait))),
      });
    }
    const inserted = await insertExport(trx, userId, now);
    await enqueueJob(trx, deps.clock, DATA_EXPORT_JOB, { exportId: inserted.id });
    return inserted;
  });
  deps.poke();
  return presentExport(row, now);
}

export async function listMyExports(deps: DataExportsDeps, userId: string): Promise<DataExport[]> {
  const now = deps.clock.now();
  return (await listExports(deps.db, userId, LISTED)).map((row) => presentExport(row, now));
}

export interface Archive {
  file: StoredObject;
  filename: string;
}

/** A ready, unexpired archive; an expired one is expired now (its file deleted) and is a 404. */
async function openArchive(deps: DataExportsDeps, row: DataExportRow | undefined): Promise<Archive> {
  const now = deps.clock.now();
  if (!row || row.status !== 'ready' || !row.archive_key || !row.expires_at) {
    throw AppError.notFound(DataExportMessages.exportNotFound);
  }
  if (row.expires_at <= now) {
    await expireExport({ db: deps.db, clock: deps.clock, storage: deps.storage }, row.id);
    throw AppError.notFound(DataExportMessages.exportNotFound);
  }
  const file = await deps.storage.open(row.archive_key);
  if (!file) throw AppError.notFound(DataExportMessages.exportNotFound);
  const day = (row.ready_at ?? row.requested_at).toISOString().slice(0, 10);
  return { file, filename: `ourhood-data-${day}.zip` };
}

/**
 * The e-mailed link: the export's id and its token; anything else is a 404. A suspended or banned
 * account's links end with its sessions (the link is a credential too).
 */
export async function archiveByToken(deps: DataExportsDeps, id: string, token: string): Promise<Archive> {
  const row = isUuid(id) ? await findExportForLink(deps.db, id, deps.clock.now()) : undefined;
  // Compared as hashes of equal length: the stored hash never leaves the database.
  if (!row?.token_hash || row.ownerBarred || row.token_hash !== hashSecretToken(token))
    throw AppError.notFound(DataExportMessages.exportNotFound);
  return openArchive(deps, row);
}

/** The signed-in owner's archive (Settings' link); another account's is a 404. */
export async function archiveOfOwner(deps: DataExportsDeps, userId: string, id: string): Promise<Archive> {
  const row = isUuid(id) ? await findExport(deps.db, id) : undefined;
  return openArchive(deps, row?.user_id === userId ? row : undefined);
}
