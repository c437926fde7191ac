import type { ChangeNotices } from '../../db/change-notices.js';
import { PerReaderCache } from '../../lib/shared-pages/per-reader-cache.js';
import { decodeFeedCursor, type FeedCursor } from './feed-cursor.js';

export interface FeedPageLandmarksOptions {
  /** Most readers whose landmarks are kept; the longest unused go first (default 1,000). */
  maxReaders?: number;
  /**
   * Most landmarks kept per reader; the longest unused go first (default 16: a key names the
   * feed's areas, ~300 bytes with its cursor, so at most ~5 MB for 1,000 readers).
   */
  maxPerReader?: number;
  /** How long a landmark is trusted (default 60 s); the notices make it exact, this bounds a lost one. */
  ttlMs?: number;
  monotonicNow?: () => number;
}

/** Where a numbered page begins: the keyset cursor after the last row of the page before it. */
export interface FeedPageLandmark {
  /** As a client would send it: part of the shared page's key (feed-service). */
  text: string;
  cursor: FeedCursor;
}

interface Kept {
  text: string;
  keptAt: number;
}

/**
 * Where each reader's numbered feed pages begin (decision 0040). A page at an offset is read past
 * every row before it, per reader (their cut moves rows between such pages): 10,000 index entries
 * for page 500, one thread's whole share on PGlite. Once a reader has read a page, where the next
 * one begins is known, and where this one began too (the offset read starts one row early), so
 * asking for the same page again, or paging on by number, reads from that row by keyset: the
 * shared pages of decision 0037, cut for the reader, the same rows the offset would give.
 *
 * A landmark holds while neither the feed's rows nor the reader's blocks and mutes change: every
 * 'feed' notice forgets them all, a 'reader:' notice that reader's (a reaction too: rarer than
 * reads, and not worth telling apart). Reads begun before a notice are not kept, and nothing is
 * kept or served while notices may not arrive.
 */
export class FeedPageLandmarks extends PerReaderCache<Map<string, Kept>> {
  private readonly maxPerReader: number;
  private readonly ttlMs: number;
  private readonly monotonicNow: () => number;

  constructor(notices: ChangeNotices, options: FeedPageLandmarksOptions = {}) {
    super(notices, options.maxReaders ?? 1_000, true);
    this.maxPerReader = options.maxPerReader ?? 16;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
  }

  /** Call before the read whose rows a landmark will come from; pass the result to `remember`. */
  began(): number {
    return this.guard.began();
  }

  /** Where the reader's page under `key` begins, when known and still true. */
  find(readerId: string, key: string): FeedPageLandmark | undefined {
    if (!this.guard.active) return undefined;
    const landmarks = this.readers.get(readerId);
    const kept = landmarks?.get(key);
    if (!landmarks || !kept) return undefined;
    landmarks.delete(key);
    if (this.monotonicNow() - kept.keptAt >= this.ttlMs) return undefined;
    // Most recently used last, so the oldest go first when full.
    landmarks.set(key, kept);
    this.keep(readerId, landmarks);
    // Decoded when used, not when kept: every first page keeps where the second begins.
    const cursor = decodeFeedCursor(kept.text);
    return cursor && { text: kept.text, cursor };
  }

  /** Keeps where the page under `key` begins, unless a notice arrived since `began`. */
  remember(readerId: string, key: string, text: string, began: number): void {
    if (!this.guard.mayKeep(began)) return;
    const landmarks = this.readers.get(readerId) ?? new Map<string, Kept>();
    landmarks.delete(key);
    landmarks.set(key, { text, keptAt: this.monotonicNow() });
    if (landmarks.size > this.maxPerReader) landmarks.delete(landmarks.keys().next().value!);
    this.keep(readerId, landmarks);
  }

  get size(): number {
    let size = 0;
    for (const landmarks of this.readers.values()) size += landmarks.size;
    return size;
  }
}
