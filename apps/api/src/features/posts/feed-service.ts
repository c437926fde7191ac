import type { Kysely } from 'kysely';
import { pageMetadata, type FeedMetadata, type Location, type Post, type PostFeedQuery } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { isUuid } from '../../lib/uuid.js';
import { decodeFeedCursor, type FeedCursor } from './feed-cursor.js';
import type { UrlFor } from '../../lib/storage/index.js';
import {
  countFeed,
  listPostSegment,
  type FeedCounts,
  type FeedCountsRequest,
  type PostFilter,
} from './feed-segments-repository.js';
import { Permission, requireAccess } from '../../lib/access/index.js';
import { AppError } from '../../lib/app-error.js';
import { visibleToReader } from './feed-cut.js';
import { cursorAfter, postsFor } from './feed-kept-posts.js';
import type { AreaCounts } from './area-counts.js';
import { sharedPageOf, type PagedRow, type SharedFeedPage } from './feed-page.js';
import type { FeedPageScope, FeedPageStore } from './feed-page-store.js';
import type { FeedReaderCache, ReaderCut } from './feed-reader-cache.js';
import { readReaderCut } from './feed-reader-repository.js';
import type { FeedPageLandmarks } from './feed-page-landmarks.js';
import { ServerMessages } from '../../lib/i18n/server-messages.js';

/** A search's `total` counts at most this many matches (50 pages of 20). */
export const SEARCH_COUNT_CAP = 1000;

/** A run of the feed in one order (newest first); its size comes from the counts. */
interface Segment {
  filter: PostFilter;
  /** The size is counted up to a cap: never skip this segment by its size. */
  capped?: boolean;
}

/** The feed to read: its segments and what its counts are made of (or the counts, when known). */
interface FeedPlan {
  /** What the plan reads, as the page store judges changes by (feed-page-store.ts). */
  scope: FeedPageScope;
  segments: Segment[];
  counts: FeedCountsRequest | FeedCounts;
  sizes: (counts: FeedCounts) => number[];
  /** Called with the counts once read. */
  counted?: (counts: FeedCounts) => void;
}

/** How long a search that reached the cap is known to still reach it without counting again. */
const SATURATED_SEARCH_TTL_MS = 60_000;
const SATURATED_SEARCH_MAX = 1000;

/**
 * Searches whose count reached the cap recently (key → when). Counting the first 1,000 matches of
 * a common word reads thousands of rows, the most expensive part of a search page; a capped total
 * hardly changes (new posts cannot lower it), and `has_more` of a capped search comes from the
 * extra row read, which is exact. So such a total is reused for a minute in this process; counts
 * below the cap are always read afresh.
 */
const saturatedSearches = new Map<string, number>();

function knownSaturated(key: string, now: number): boolean {
  const at = saturatedSearches.get(key);
  if (at === undefined) return false;
  if (now - at < SATURATED_SEARCH_TTL_MS) return true;
  saturatedSearches.delete(key);
  return false;
}

function rememberSaturated(key: string, now: number): void {
  saturatedSearches.delete(key);
  saturatedSearches.set(key, now);
  // Oldest first in a Map: drop from the front.
  for (const oldest of saturatedSearches.keys()) {
    if (saturatedSearches.size <= SATURATED_SEARCH_MAX) break;
    saturatedSearches.delete(oldest);
  }
}

/**
 * The feed's segments (decision 0008). A neighbour with a location reads their suburb, then the
 * rest of their city, then everything else; without one, everything. A search or an author filter
 * is one plain newest-first list. Sizes come from the per-area counters, so `total` costs a few
 * indexed rows however many posts exist, and a page at any offset knows which segment it starts in.
 * The reader's area comes with their session (plugins/authenticate.ts): no statement of its own.
 */
function feedPlan(area: Location, query: PostFeedQuery): FeedPlan | undefined {
  // Empty parameters (`?author_id=&search=`, as some clients send them) mean no filter.
  const authorId = query.author_id || undefined;
  const search = query.search || undefined;
  const groupId = query.group_id || undefined;
  if (authorId !== undefined || search !== undefined || groupId !== undefined) {
    // An id that cannot exist matches nothing: an empty list, not an error.
    if (authorId !== undefined && !isUuid(authorId)) return undefined;
    const filter: PostFilter = { kind: 'query', authorId, search, groupId };
    // Searches count up to a cap (decision 0008); has_more stays exact through the extra row read.
    const key = `${authorId ?? ''}\u0000${search ?? ''}\u0000${groupId ?? ''}`;
    const now = Date.now();
    const saturated = search !== undefined && knownSaturated(key, now);
    return {
      scope: { kind: 'query', authorId, search, groupId },
      segments: [{ filter, capped: Boolean(search) }],
      counts: saturated
        ? { total: SEARCH_COUNT_CAP, city: 0, suburb: 0 }
        : { kind: 'matches', filter, cap: search ? SEARCH_COUNT_CAP : undefined },
      sizes: (counts) => [counts.total],
      counted: (counts) => {
        if (search !== undefined && counts.total >= SEARCH_COUNT_CAP) rememberSaturated(key, now);
      },
    };
  }
  const counts: FeedCountsRequest = { kind: 'area', area };
  if (area.city === '') {
    return { scope: { kind: 'all' }, segments: [{ filter: { kind: 'all' } }], counts, sizes: (c) => [c.total] };
  }
  return {
    scope: { kind: 'area', area },
    segments: [
      { filter: { kind: 'suburb', area } },
      { filter: { kind: 'city-rest', area } },
      { filter: { kind: 'outside-city', area } },
    ],
    counts,
    sizes: (c) => [c.suburb, Math.max(0, c.city - c.suburb), Math.max(0, c.total - c.city)],
  };
}

/**
 * Reads `want` rows across segments, with the counts: from a global offset (page/limit), skipping
 * whole segments by their size, or from a keyset cursor. The first page and every keyset page
 * read the counts in the statement of their first segment, so a page is one statement (decision
 * 0015); a page at an offset counts first, to know where it starts. At most one statement per
 * segment (three) besides.
 */
async function readRows(
  db: Kysely<DB>,
  plan: FeedPlan,
  want: number,
  start: { offset: number } | { cursor: FeedCursor },
  /** Null: the rows every reader shares, before the cut (decision 0037). */
  viewerId: string | null,
): Promise<{ rows: PagedRow[]; counts: FeedCounts }> {
  const request = 'kind' in plan.counts ? plan.counts : undefined;
  let counts: FeedCounts | undefined = request ? undefined : (plan.counts as FeedCounts);
  let skip = 'offset' in start ? start.offset : 0;
  if (request && skip > 0) counts = await countFeed(db, request);
  let sizes = counts && plan.sizes(counts);
  const rows: PagedRow[] = [];
  const first = 'cursor' in start ? start.cursor.segment : 0;
  for (let index = first; index < plan.segments.length && rows.length < want; index++) {
    const segment = plan.segments[index]!;
    const size = sizes?.[index];
    // A counter that lags a post (another process's notice on its way) may skip its segment for a
    // moment: the post's own notice then puts it in the kept page (feed-page-store.ts).
    if (size !== undefined && !segment.capped && skip >= size) {
      skip -= size;
      continue;
    }
    const after = 'cursor' in start && index === first ? start.cursor : undefined;
    const found = await listPostSegment(db, segment.filter, {
      limit: want - rows.length,
      offset: after ? undefined : skip,
      after,
      counts: counts ? undefined : request,
      viewerId,
    });
    if (found.counts) {
      counts = found.counts;
      sizes = plan.sizes(counts);
    }
    skip = 0;
    for (const row of found.rows) rows.push({ row, segment: index });
  }
  // Only an empty page (the end of the feed) needs the counts on their own.
  counts ??= await countFeed(db, request!);
  if (request) plan.counted?.(counts);
  return { rows, counts };
}

/**
 * Rows read beyond a shared page's own, so that cutting a few posts for a reader (hidden, blocked,
 * muted) still leaves a whole page; a reader who needs more has their own statement.
 */
const SHARED_PAGE_MARGIN = 20;

/** Where feed pages and readers' cuts are kept across requests in this process (decision 0037). */
export interface FeedCaches {
  pages: FeedPageStore;
  /** The per-area counters, for a local feed's `total` without a statement (decision 0071). */
  areaCounts: AreaCounts;
  readers: FeedReaderCache;
  landmarks: FeedPageLandmarks;
}

/** A group's posts are for those who may read the group: anyone for a public one, members for a private one. */
async function assertMayReadGroup(db: Kysely<DB>, groupId: string, readerId: string): Promise<void> {
  await requireAccess(db, { id: readerId }, Permission.GroupMembersRead, groupId);
}

/**
 * The page's rows for this reader, and the feed's counts. The first page and every keyset page
 * come from the page all readers share, cut for this one; a page at an offset, or a reader the
 * cut leaves short (many hidden, blocked or muted authors), reads their own statement, which
 * applies the same rules in SQL.
 */
async function readerRows(
  db: Kysely<DB>,
  caches: FeedCaches,
  readerId: string,
  plan: FeedPlan,
  want: number,
  start: { offset: number } | { cursor: FeedCursor },
  sharedKey: string | undefined,
): Promise<{ rows: readonly PagedRow[]; counts: FeedCounts; cut: ReaderCut; shared: boolean }> {
  const mutesApply = !plan.segments.some(({ filter }) => filter.kind === 'query' && filter.authorId !== undefined);
  const cutOf = (postIds: readonly string[], unreacted: readonly string[] = []) =>
    caches.readers.cut(
      readerId,
      postIds,
      (withRelations, unknown) => readReaderCut(db, readerId, withRelations, unknown),
      unreacted,
    );
  if (sharedKey !== undefined) {
    const capacity = want + SHARED_PAGE_MARGIN;
    const shape = { scope: plan.scope, after: 'cursor' in start ? start.cursor : undefined, capacity };
    const page = await caches.pages.page(sharedKey, shape, async () => {
      const read = await readRows(db, plan, capacity, start, null);
      return sharedPageOf(read.rows, read.counts, read.rows.length < capacity);
    });
    // The reader's reactions are asked for the posts that have any, and only those not known yet.
    const cut = await cutOf(page.reacted, page.unreacted);
    if (nothingToCut(page, cut)) return { rows: plainRows(page, want), counts: page.counts, cut, shared: true };
    const rows = page.rows.filter(({ row }) => visibleToReader(row, readerId, cut, mutesApply));
    if (rows.length >= want || page.complete)
      return { rows: rows.slice(0, want), counts: page.counts, cut, shared: true };
  }
  const [read, cut] = await Promise.all([readRows(db, plan, want, start, readerId), cutOf([])]);
  return { ...read, cut, shared: false };
}

/**
 * Whether the shared page is the reader's as it is: no hidden post in it, no one blocked either
 * way or muted, no reaction of theirs on it. Most readers, most of the time.
 */
function nothingToCut(page: SharedFeedPage, cut: ReaderCut): boolean {
  if (page.hasHidden || cut.blocked.size > 0 || cut.muted.size > 0) return false;
  return page.reacted.every((postId) => (cut.reactions.get(postId) ?? null) === null);
}

/** A shared page's first rows as every reader with nothing to cut sees them, kept with the page. */
const plainRowsOfPage = new WeakMap<SharedFeedPage, readonly PagedRow[]>();

function plainRows(page: SharedFeedPage, want: number): readonly PagedRow[] {
  let rows = plainRowsOfPage.get(page);
  if (!rows) plainRowsOfPage.set(page, (rows = Object.freeze(page.rows.slice(0, want))));
  return rows;
}

/** What a filter reads, as text: part of a shared page's key. */
function filterKey(filter: PostFilter): string {
  switch (filter.kind) {
    case 'all':
      return 'all';
    case 'query':
      return `query\u0000${filter.authorId ?? ''}\u0000${filter.search ?? ''}\u0000${filter.groupId ?? ''}`;
    default: {
      const { country, state, city, suburb } = filter.area;
      return `${filter.kind}\u0000${country}\u0000${state}\u0000${city}\u0000${suburb}`;
    }
  }
}

/** What a plan's segments read, as text. */
function planKey(plan: FeedPlan): string {
  return plan.segments.map((segment) => filterKey(segment.filter)).join('\u0001');
}

/** The key of a shared page: what its segments read (`planKey`), where it starts, its size. */
function sharedPageKey(feed: string, cursor: string | undefined, limit: number): string {
  return `${feed}\u0001${cursor ?? ''}\u0001${limit}`;
}

/** The key of a reader's numbered page's landmark (decision 0040): the feed (`planKey`), the size, the number. */
function landmarkKey(feed: string, limit: number, page: number): string {
  return `${feed}\u0001${limit}\u0001${page}`;
}

export async function listFeed(
  db: Kysely<DB>,
  urlFor: UrlFor,
  reader: { id: string; area: Location },
  query: PostFeedQuery,
  caches: FeedCaches,
): Promise<{ posts: readonly Post[]; metadata: FeedMetadata }> {
  const { page, limit } = query;
  if (query.group_id) await assertMayReadGroup(db, query.group_id, reader.id);
  let cursor: FeedCursor | undefined;
  if (query.cursor) {
    cursor = decodeFeedCursor(query.cursor);
    if (!cursor) throw AppError.badRequest(ServerMessages.feedCursorExpired, { cursor: ServerMessages.invalidCursor });
  }
  const planned = feedPlan(reader.area, query);
  if (!planned) {
    // An author id that cannot exist: nothing, with the metadata of an empty feed.
    const empty = { ...pageMetadata(page, limit, 0), has_more: false, hasMore: false };
    return { posts: [], metadata: { ...empty, next_cursor: null, nextCursor: null } };
  }
  // A local feed's counts come from the counters kept in this process: no statement, and a kept
  // page's are never stale (decision 0071).
  const known = planned.scope.kind === 'query' ? undefined : await caches.areaCounts.countsFor(reader.area);
  const plan: FeedPlan = known ? { ...planned, counts: known } : planned;
  // A numbered page past the first is read from where it begins when this reader's earlier read
  // said so (decision 0040): by keyset, shared and cut, the rows the offset would give.
  const numbered = !cursor && page > 1;
  const feed = planKey(plan);
  const landmarkBegan = caches.landmarks.began();
  const landmark = numbered ? caches.landmarks.find(reader.id, landmarkKey(feed, limit, page)) : undefined;
  const from = cursor ?? landmark?.cursor;
  // Otherwise the offset read starts one row early: the row before the page says where it begins.
  const early = numbered && !landmark ? 1 : 0;
  const start = from ? { cursor: from } : { offset: (page - 1) * limit - early };
  // The first page and keyset pages are the same rows for every reader before the cut; a page at
  // an offset is not (what the cut takes out before it moves it).
  const sharedKey = from || page === 1 ? sharedPageKey(feed, query.cursor ?? landmark?.text, limit) : undefined;
  // One row beyond the page tells whether a next page exists, for the cursor.
  const read = await readerRows(db, caches, reader.id, plan, limit + 1 + early, start, sharedKey);
  const { cut, shared } = read;
  const counts = known ?? read.counts;
  let fetched = read.rows;
  if (early === 1) {
    const before = fetched[0];
    if (before)
      caches.landmarks.remember(reader.id, landmarkKey(feed, limit, page), cursorAfter(before), landmarkBegan);
    fetched = fetched.slice(1);
  }
  const total = plan.sizes(counts).reduce((sum, size) => sum + size, 0);
  const last = fetched[Math.min(fetched.length, limit) - 1];
  const nextCursor = fetched.length > limit && last ? cursorAfter(last) : null;
  // Paging on by number reads the next page from here.
  if (!cursor && nextCursor)
    caches.landmarks.remember(reader.id, landmarkKey(feed, limit, page + 1), nextCursor, landmarkBegan);
  const metadata = pageMetadata(page, limit, total);
  // With a cursor the page number is the client's own count, and a capped search total may be
  // short: there, whether more exists is taken from the extra row, which is exact.
  const capped = plan.segments.some((segment) => segment.capped === true && total >= SEARCH_COUNT_CAP);
  const hasMore = cursor || capped ? nextCursor !== null : metadata.has_more;
  return {
    posts: postsFor(fetched, limit, cut, shared, urlFor),
    metadata: { ...metadata, has_more: hasMore, hasMore, next_cursor: nextCursor, nextCursor },
  };
}
