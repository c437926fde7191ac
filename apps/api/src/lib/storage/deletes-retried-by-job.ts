import type { MediaStorage, StoredObject } from './media-storage.js';

/** Queues the keys for a later, retried deletion (a durable job); rejects when it cannot. */
export type QueueDeletion = (keys: string[]) => Promise<void>;

export const MEDIA_DELETE_JOB = 'media.delete';

/**
 * A storage whose deletions cannot be lost (issue 21): a delete the store refuses now (a bucket
 * away, a disk error) is handed to the durable job queue, which retries it with backoff, in this
 * process or another, after a restart too. Every feature deletes through it without knowing.
 */
export class DeletesRetriedByJob implements MediaStorage {
  constructor(
    readonly inner: MediaStorage,
    private readonly queue: QueueDeletion,
  ) {}

  async delete(key: string): Promise<void> {
    try {
      await this.inner.delete(key);
    } catch (error) {
      // Invalid keys are a bug, not an outage: never queue them.
      if (error instanceof Error && error.message.startsWith('Invalid media key')) throw error;
      await this.queue([key]).catch(() => {
        throw error; // Neither the store nor the queue: the caller logs the store's error.
      });
    }
  }

  put(key: string, bytes: Uint8Array): Promise<void> {
    return this.inner.put(key, bytes);
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }

  open(key: string): Promise<StoredObject | undefined> {
    return this.inner.open(key);
  }

  list(): AsyncIterable<{ key: string; size: number }> {
    return this.inner.list();
  }

  urlFor(key: string): string {
    return this.inner.urlFor(key);
  }

  keyFromUrl(url: string): string | undefined {
    return this.inner.keyFromUrl(url);
  }
}
