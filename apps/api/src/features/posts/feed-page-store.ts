import type { Location } from '@ourhood/contract';
import { NoticeGuard, type ChangeNotices } from '../../db/change-notices.js';
import type { FeedCursor } from './feed-cursor.js';
import { sharedPageOf, type PagedRow, type SharedFeedPage } from './feed-page.js';
import type { FeedRow } from './posts-repository.js';

// Feed pages shared by readers (decision 0037) that take changes in (issue 40, decision 0071). A
// kept page is no longer forgotten on every write: a new post is put in the pages where it belongs,
// a post whose comments, reactions or text changed is read again (one row, once per process) and
// replaced in the pages holding it. Every change is numbered as it is heard; a page remembers the
// number it is up to date with and catches up when next asked for, so a page nobody reads costs
// nothing and a page many read is brought up to date once. Someone who has just written sees their
// write: the notice is heard before their statement completes, and the next read catches up first.

/** What a kept page reads: the reader's area (the local feed), every local post, or a query. */
export type FeedPageScope =
  | { kind: 'area'; area: Location }
  | { kind: 'all' }
  | { kind: 'query'; authorId?: string | undefined; groupId?: string | undefined; search?: string | undefined };

export interface FeedPageShape {
  scope: FeedPageScope;
  /** The keyset position the page starts after; undefined for a first page. */
  after: FeedCursor | undefined;
  /** The rows a whole page holds (the reader's page, the row after it, the margin). */
  capacity: number;
}

type Change = { kind: 'new' | 'row'; postId: string } | { kind: 'all' };

interface Entry {
  page: SharedFeedPage;
  shape: FeedPageShape;
  /** The last change this page includes. */
  seq: number;
  keptAt: number;
}

export interface FeedPageStoreOptions {
  /** Most pages kept, the longest unused first out (default 256). */
  maxEntries?: number;
  /** How long a page is served before it is read again (default 60 s): bounds an unforeseen lost notice. */
  ttlMs?: number;
  /** Changes remembered for pages to catch up with (default 2,000); a page further behind is read again. */
  maxChanges?: number;
  monotonicNow?: () => number;
}

/** Posts read again that are remembered (the oldest forgotten first): bounded whatever is written. */
const MAX_ROW_READS = 1000;

/** Reads posts as every reader shares them (no reader's own reaction), for changed and new posts. */
export type ReadSharedPosts = (postIds: readonly string[]) => Promise<FeedRow[]>;

/** Where a row stands in a feed: its segment, then newest first, then id (as the statements' ORDER BY). */
interface Position {
  segment: number;
  time: number;
  id: string;
}

const positionOf = (paged: PagedRow): Position => ({
  segment: paged.segment,
  // The row's own Date: a copy of it for every row compared was most of a busy catch-up's time.
  time: paged.row.created_at.getTime(),
  id: paged.row.id,
});

/** Each kept page's post ids, by the page's identity (pages are frozen): made once, not per catch-up. */
const heldIdsOfPage = new WeakMap<SharedFeedPage, ReadonlySet<string>>();

function heldIds(page: SharedFeedPage): ReadonlySet<string> {
  let held = heldIdsOfPage.get(page);
  if (!held) heldIdsOfPage.set(page, (held = new Set(page.rows.map(({ row }) => row.id))));
  return held;
}

/** Negative when `a` comes first in the feed. */
function compare(a: Position, b: Position): number {
  if (a.segment !== b.segment) return a.segment - b.segment;
  if (a.time !== b.time) return b.time - a.time;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The segment a post falls in for a scope, or undefined when the scope's pages never show it. */
function segmentOf(scope: FeedPageScope, row: FeedRow): number | undefined {
  if (!row.local) return undefined;
  if (scope.kind === 'all') return 0;
  if (scope.kind !== 'area') return undefined;
  const { country, state, city, suburb } = scope.area;
  if (row.location_country !== country || row.location_state !== state || row.location_city !== city) return 2;
  return row.location_suburb === suburb ? 0 : 1;
}

/** Whether a row comes after the page's cursor (a first page has none). */
function afterCursor(position: Position, cursor: FeedCursor | undefined): boolean {
  if (!cursor) return true;
  return compare({ segment: cursor.segment, time: cursor.createdAt.getTime(), id: cursor.id }, position) < 0;
}

export class FeedPageStore {
  private readonly pages = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<SharedFeedPage>>();
  private readonly changes: Change[] = [];
  /** The number of the newest change heard; changes[i] is number firstSeq + i. */
  private seq = 0;
  private firstSeq = 1;
  /** Posts read again since their last change (a read begun after the notice is fresh enough). */
  private readonly rowReads = new Map<string, Promise<FeedRow | undefined>>();
  private batch: { ids: Set<string>; done: Promise<Map<string, FeedRow>> } | undefined;
  private readonly guard: NoticeGuard;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly maxChanges: number;
  private readonly monotonicNow: () => number;

  constructor(
    notices: ChangeNotices,
    private readonly readPosts: ReadSharedPosts,
    options: FeedPageStoreOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 256;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxChanges = options.maxChanges ?? 2000;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
    this.guard = new NoticeGuard(
      notices,
      {
        feedChanged: () => this.forgetAll(),
        postCreated: (postId) => this.heard({ kind: 'new', postId }),
        postChanged: (postId) => this.heard({ kind: 'row', postId }),
      },
      () => this.forgetAll(),
    );
  }

  get active(): boolean {
    return this.guard.active;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page under `key`: kept (caught up with what changed since), being read, or read now. */
  page(key: string, shape: FeedPageShape, read: () => Promise<SharedFeedPage>): Promise<SharedFeedPage> {
    if (!this.guard.active) return read();
    const kept = this.pages.get(key);
    if (kept && this.monotonicNow() - kept.keptAt < this.ttlMs) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      if (kept.seq === this.seq) return Promise.resolve(kept.page);
    } else if (kept) {
      this.pages.delete(key);
    }
    const pending = this.reading.get(key);
    if (pending) return pending;
    const generation = this.guard.began();
    const work = (async () => {
      const fresh = kept && this.pages.get(key) === kept ? kept : undefined;
      const began = fresh ? fresh.seq : this.seq;
      const page = fresh ? fresh.page : await read();
      const upToDate = await this.catchUp(page, shape, began);
      if (upToDate && this.guard.mayKeep(generation)) this.keep(key, upToDate.page, shape, upToDate.seq, fresh?.keptAt);
      // A kept page that could not catch up is read afresh; a fresh read that could not is served, not kept.
      if (!upToDate && fresh) {
        this.pages.delete(key);
        return read();
      }
      return upToDate?.page ?? page;
    })();
    const tracked = work.finally(() => {
      if (this.reading.get(key) === tracked) this.reading.delete(key);
    });
    this.reading.set(key, tracked);
    return tracked;
  }

  forgetAll(): void {
    this.guard.moved();
    this.pages.clear();
    this.reading.clear();
    this.changes.length = 0;
    this.firstSeq = this.seq + 1;
    this.rowReads.clear();
  }

  close(): void {
    this.guard.close();
    this.forgetAll();
  }

  private heard(change: Change): void {
    this.seq++;
    this.changes.push(change);
    if (change.kind !== 'all') this.rowReads.delete(change.postId);
    while (this.changes.length > this.maxChanges) {
      this.changes.shift();
      this.firstSeq++;
    }
  }

  /**
   * The page with every change after `since` taken in, and the change it is now up to date with;
   * undefined when it cannot be (changes forgotten, or a query page a new post may belong to).
   * Taking a change in twice gives the same page: a read that raced a change may already hold it.
   */
  private async catchUp(
    page: SharedFeedPage,
    shape: FeedPageShape,
    since: number,
  ): Promise<{ page: SharedFeedPage; seq: number } | undefined> {
    const target = this.seq;
    if (since === target) return { page, seq: target };
    if (since + 1 < this.firstSeq) return undefined;
    const pending = this.changes.slice(since + 1 - this.firstSeq, target + 1 - this.firstSeq);
    const held = heldIds(page);
    const created = new Set<string>();
    const changed = new Set<string>();
    for (const change of pending) {
      if (change.kind === 'all') return undefined;
      if (change.kind === 'new') created.add(change.postId);
      else if (held.has(change.postId)) changed.add(change.postId);
    }
    // A query page (one author, a group, a search) is read again when a post may have joined it,
    // and a search when one of its posts changed (its text may no longer match).
    if (shape.scope.kind === 'query' && (created.size > 0 || (changed.size > 0 && shape.scope.search))) {
      return undefined;
    }
    for (const id of created) if (held.has(id)) changed.add(id);
    const wanted = [...new Set([...created, ...changed])];
    if (wanted.length === 0) return { page, seq: target };
    const found = await Promise.all(wanted.map((id) => this.sharedRow(id)));
    const rowsById = new Map(wanted.map((id, index) => [id, found[index]] as const));
    // Whether any row came, went or was replaced. Most new posts land on no page of another
    // suburb; a page they miss stays the same object, with its readers' rows and its JSON
    // (feed-service.ts, list-response-writer.ts), instead of being rebuilt for every post anywhere.
    let touched = false;
    let rows: PagedRow[] = [];
    for (const paged of page.rows) {
      if (!rowsById.has(paged.row.id)) rows.push(paged);
      else {
        touched = true;
        const row = rowsById.get(paged.row.id);
        // Gone, or no longer in this feed (a post moved into a private group): out of the page.
        const stays = row && (shape.scope.kind === 'query' || segmentOf(shape.scope, row) === paged.segment);
        if (row && stays) rows.push({ row, segment: paged.segment });
      }
    }
    let complete = page.complete;
    for (const id of created) {
      const row = rowsById.get(id);
      if (!row || held.has(id)) continue;
      const segment = segmentOf(shape.scope, row);
      if (segment === undefined) continue;
      const paged = { row, segment };
      const position = positionOf(paged);
      if (!afterCursor(position, shape.after)) continue;
      // Past the page's last row: it belongs to a later page unless this page is the feed's end.
      // Asked of the last row first: most new posts a full page hears of fall past it (a post of
      // the rest of the city, below a suburb's own rows), and then no other row is compared.
      const last = rows[rows.length - 1];
      const pastTheEnd = last === undefined || compare(position, positionOf(last)) > 0;
      if (pastTheEnd && !complete) continue;
      const at = pastTheEnd ? -1 : rows.findIndex((other) => compare(position, positionOf(other)) < 0);
      rows = at === -1 ? [...rows, paged] : [...rows.slice(0, at), paged, ...rows.slice(at)];
      touched = true;
    }
    if (!touched) return { page, seq: target };
    if (rows.length > shape.capacity) {
      rows = rows.slice(0, shape.capacity);
      complete = false;
    }
    return { page: sharedPageOf(rows, page.counts, complete), seq: target };
  }

  /** A post as shared pages hold it, read once per change; reads asked for together share a statement. */
  private sharedRow(postId: string): Promise<FeedRow | undefined> {
    let reading = this.rowReads.get(postId);
    if (!reading) {
      if (!this.batch) {
        const ids = new Set<string>();
        const done = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          this.batch = undefined;
          const rows = await this.readPosts([...ids]);
          return new Map(rows.map((row) => [row.id, row]));
        });
        this.batch = { ids, done };
      }
      this.batch.ids.add(postId);
      reading = this.batch.done.then((rows) => rows.get(postId));
      this.rowReads.set(postId, reading);
      if (this.rowReads.size > MAX_ROW_READS) this.rowReads.delete(this.rowReads.keys().next().value!);
      // A failed read is not remembered: the next page to need the post asks again.
      reading.catch(() => {
        if (this.rowReads.get(postId) === reading) this.rowReads.delete(postId);
      });
    }
    return reading;
  }

  private keep(key: string, page: SharedFeedPage, shape: FeedPageShape, seq: number, keptAt?: number): void {
    this.pages.set(key, { page, shape, seq, keptAt: keptAt ?? this.monotonicNow() });
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }
}
