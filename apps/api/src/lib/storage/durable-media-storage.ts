import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { enqueueJob, type JobRunner } from '../jobs/index.js';
import { DeletesRetriedByJob, MEDIA_DELETE_JOB } from './deletes-retried-by-job.js';
import type { MediaStorage } from './media-storage.js';

/**
 * The app's media storage: `store`, with deletions that fail now queued as `media.delete` jobs and
 * retried with the queue's backoff until the store takes them (see DeletesRetriedByJob).
 */
export function durableMediaStorage(
  store: MediaStorage,
  { db, clock, jobs }: { db: Kysely<DB>; clock: Clock; jobs: JobRunner },
): DeletesRetriedByJob {
  jobs.register(MEDIA_DELETE_JOB, async (payload) => {
    const { keys } = payload as { keys: string[] };
    // Throwing keeps the job for another attempt; deleting a missing key succeeds.
    for (const key of keys) await store.delete(key);
  });
  return new DeletesRetriedByJob(store, async (keys) => {
    await enqueueJob(db, clock, MEDIA_DELETE_JOB, { keys });
    jobs.poke();
  });
}
