import { NoticeGuard, type ChangeNotices } from '../../db/change-notices.js';

export interface SharedPageCacheOptions {
  /** Most pages kept; the longest unused go first (default 256: a few MB of rows). */
  maxEntries?: number;
  /**
   * How long a kept page is served without being read again (default 60 s). The notices make it
   * exact; this only bounds what an unforeseen lost notice could leave.
   */
  ttlMs?: number;
  /** Monotonic milliseconds (tests move it). */
  monotonicNow?: () => number;
  /**
   * Which change notice forgets every kept page: 'feed' (migration 0032, the default) or
   * 'directory' (migration 0033: the organizations directory keeps its pages here too, decision 0039)
   * or 'map' (migration 0045: the map's cells of events, items, rentals and alerts, decision 0082).
   */
  forgetOn?: 'feed' | 'directory' | 'map';
}

interface Entry<Page> {
  page: Page;
  keptAt: number;
}

/**
 * Pages as every reader shares them, before they are cut per reader: the feed's (decision 0037)
 * and the organizations directory's (decision 0039). Keyed by what was asked (area or search,
 * cursor or offset, size), forgotten on every 'feed' (migration 0032) or 'directory' (migration
 * 0033) notice, which this process hears before the statement that caused it completes, and
 * other processes as it arrives. While notices may not arrive, nothing is kept or served from here.
 *
 * Requests for a page being read wait for that read instead of running their own, but only those
 * that asked before the next notice: a read begun earlier may predate the change, and someone who
 * has just written must see their write. Such a read is not kept either.
 */
export class SharedPageCache<Page> {
  private readonly pages = new Map<string, Entry<Page>>();
  private readonly reading = new Map<string, Promise<Page>>();
  private readonly guard: NoticeGuard;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly monotonicNow: () => number;

  constructor(notices: ChangeNotices, options: SharedPageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 256;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
    const forget = () => this.forgetAll();
    const handlers =
      options.forgetOn === 'directory'
        ? { directoryChanged: forget }
        : options.forgetOn === 'map'
          ? { mapChanged: forget }
          : { feedChanged: forget };
    this.guard = new NoticeGuard(notices, handlers, forget);
  }

  /** Whether pages are kept now (the notices reach this process). */
  get active(): boolean {
    return this.guard.active;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page under `key`: kept, being read, or read now by `read` (and kept). */
  page(key: string, read: () => Promise<Page>): Promise<Page> {
    if (!this.guard.active) return read();
    const kept = this.pages.get(key);
    if (kept) {
      if (this.monotonicNow() - kept.keptAt < this.ttlMs) {
        // Most recently used last, so the oldest are dropped first when full.
        this.pages.delete(key);
        this.pages.set(key, kept);
        return Promise.resolve(kept.page);
      }
      this.pages.delete(key);
    }
    const pending = this.reading.get(key);
    if (pending) return pending;
    const began = this.guard.began();
    const reading = read().then(
      (page) => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
        if (this.guard.mayKeep(began)) this.keep(key, page);
        return page;
      },
      (error: unknown) => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
        throw error;
      },
    );
    this.reading.set(key, reading);
    return reading;
  }

  forgetAll(): void {
    this.guard.moved();
    this.pages.clear();
    this.reading.clear();
  }

  close(): void {
    this.guard.close();
    this.forgetAll();
  }

  private keep(key: string, page: Page): void {
    this.pages.set(key, { page, keptAt: this.monotonicNow() });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value!;
      this.pages.delete(oldest);
    }
  }
}
