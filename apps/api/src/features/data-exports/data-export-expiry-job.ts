import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { markExpired } from './data-exports-repository.js';

/** Queued by the build job for the archive's expiry time (a job with a future run_at). */
export const DATA_EXPORT_EXPIRY_JOB = 'data_export_expiry';

const payloadSchema = z.object({ exportId: z.string() });

export interface DataExportExpiryDeps {
  db: Kysely<DB>;
  clock: Clock;
  storage: MediaStorage;
}

/**
 * Marks a due archive expired and deletes its file. Also called when someone opens an expired
 * link before the job has run; whichever comes first deletes, the other finds nothing to do.
 */
export async function expireExport(deps: DataExportExpiryDeps, exportId: string): Promise<void> {
  const key = await markExpired(deps.db, exportId, deps.clock.now());
  if (key) await deps.storage.delete(key);
}

export function registerDataExportExpiry(jobs: JobRunner, deps: DataExportExpiryDeps): void {
  jobs.register(DATA_EXPORT_EXPIRY_JOB, async (payload) => {
    await expireExport(deps, payloadSchema.parse(payload).exportId);
  });
}
