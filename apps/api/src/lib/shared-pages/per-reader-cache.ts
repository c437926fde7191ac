import { NoticeGuard, type ChangeNotices } from '../../db/change-notices.js';

/**
 * What is kept per reader in this process (the feed's cut, decision 0037, and where their numbered
 * pages begin, 0040; the map's blocks, 0081): one entry per reader, the longest unused dropped first beyond
 * `maxReaders`, forgotten on the reader's 'reader:' notice (and every reader's on 'readers'),
 * and entirely while notices may not arrive. With `forgetOnFeed`, every 'feed', 'post-new' and 'post' notice forgets all.
 */
export abstract class PerReaderCache<Entry> {
  protected readonly readers = new Map<string, Entry>();
  protected readonly guard: NoticeGuard;

  protected constructor(
    notices: ChangeNotices,
    private readonly maxReaders: number,
    forgetOnFeed: boolean,
  ) {
    this.guard = new NoticeGuard(
      notices,
      {
        readerChanged: (userId) => (userId === undefined ? this.forgetAll() : this.forgetReader(userId)),
        // A new post, or one hidden or shown again, moves where numbered pages begin (migration
        // 0036 tells those apart from 'feed'; a row change cannot say which it was).
        ...(forgetOnFeed
          ? {
              feedChanged: () => this.forgetAll(),
              postCreated: () => this.forgetAll(),
              postChanged: () => this.forgetAll(),
            }
          : {}),
      },
      () => this.forgetAll(),
    );
  }

  forgetReader(userId: string): void {
    this.guard.moved();
    this.readers.delete(userId);
  }

  forgetAll(): void {
    this.guard.moved();
    this.readers.clear();
  }

  close(): void {
    this.guard.close();
    this.forgetAll();
  }

  /** Keeps (or touches) the reader's entry as the most recently used; drops the oldest beyond the limit. */
  protected keep(readerId: string, entry: Entry): void {
    this.readers.delete(readerId);
    this.readers.set(readerId, entry);
    while (this.readers.size > this.maxReaders) this.readers.delete(this.readers.keys().next().value!);
  }
}
