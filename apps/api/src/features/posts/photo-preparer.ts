import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { preparePhoto, type PhotoUploadJobDeps } from './photo-upload-jobs.js';

/** Photos encoded at once by one process: the image process's work beside the readers'. */
const AT_ONCE = 2;

/**
 * Prepares a photo as soon as its upload is committed, in this process, a few at a time (decision
 * 0089). The job queued with the upload is the durable fallback, due PREPARE_FALLBACK_MS later: if
 * this process stops, or the attempt fails, the job does it then. Not the job runner itself: its
 * batches run one job after another, so a photo waited behind every notification queued before
 * it (p50 1.8 s to ready under the busy mix), and they behind it.
 */
export class PhotoPreparer {
  readonly #limit = pLimit(AT_ONCE);
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly deps: PhotoUploadJobDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(uploadId: string): void {
    const run = this.#limit(() => preparePhoto(this.deps, uploadId)).catch((error: unknown) => {
      this.log.warn({ err: error, uploadId }, 'preparing a photo failed; its job will try again');
    });
    this.#running.add(run);
    void run.finally(() => this.#running.delete(run));
  }

  /** Stops taking queued photos (their jobs will prepare them) and waits for those being made. */
  async close(): Promise<void> {
    this.#limit.clearQueue();
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }
}
