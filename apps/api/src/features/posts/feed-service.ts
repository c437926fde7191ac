import type { Kysely } from 'kysely';
import { pageMetadata, type FeedMetadata, type Location, type Post, type PostFeedQuery } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { decodeFeedCursor, encodeFeedCursor, type FeedCursor } from './feed-cursor.js';
import { presentPosts, type UrlFor } from './posts-presenter.js';
import {
  findAreaAndCounts,
  countPostsMatching,
  listMediaOfPosts,
  listPostSegment,
  type PostFilter,
  type PostRow,
} from './posts-repository.js';

/** A search's `total` counts at most this many matches (50 pages of 20). */
export const SEARCH_COUNT_CAP = 1000;

/** A run of the feed in one order (newest first) with its size from counters or a count. */
interface Segment {
  filter: PostFilter;
  size: number;
  /** The size was counted up to a cap: never skip this segment by its size. */
  capped?: boolean;
}

/**
 * The feed's segments (decision 0008). A neighbour with a location reads their suburb, then the
 * rest of their city, then everything else; without one, everything. A search or an author filter
 * is one plain newest-first list. Sizes come from the per-area counters, so `total` costs a few
 * indexed rows however many posts exist, and a page at any offset knows which segment it starts in.
 */
async function feedSegments(db: Kysely<DB>, userId: string, query: PostFeedQuery): Promise<Segment[]> {
  if (query.author_id !== undefined || query.search) {
    // An id that cannot exist matches nothing: an empty list, not an error.
    if (query.author_id !== undefined && !isUuid(query.author_id)) return [];
    const filter: PostFilter = { kind: 'query', authorId: query.author_id, search: query.search || undefined };
    // Searches count up to a cap (decision 0008); has_more stays exact through the extra row read.
    const size = await countPostsMatching(db, filter, filter.search ? SEARCH_COUNT_CAP : undefined);
    return [{ filter, size, capped: Boolean(filter.search) && size >= SEARCH_COUNT_CAP }];
  }
  const feed = await findAreaAndCounts(db, userId);
  // The session outlived its user: the same as a dead token.
  if (!feed) throw AppError.unauthorized();
  if (feed.area.city === '') return [{ filter: { kind: 'all' }, size: feed.total }];
  return localSegments(feed.area, feed);
}

function localSegments(area: Location, counts: { total: number; city: number; suburb: number }): Segment[] {
  return [
    { filter: { kind: 'suburb', area }, size: counts.suburb },
    { filter: { kind: 'city-rest', area }, size: Math.max(0, counts.city - counts.suburb) },
    { filter: { kind: 'outside-city', area }, size: Math.max(0, counts.total - counts.city) },
  ];
}

interface PagedRow {
  row: PostRow;
  segment: number;
}

/**
 * Reads `want` rows across segments: from a global offset (page/limit), skipping whole segments
 * by their size, or from a keyset cursor. At most one statement per segment (three).
 */
async function readRows(
  db: Kysely<DB>,
  segments: readonly Segment[],
  want: number,
  start: { offset: number } | { cursor: FeedCursor },
): Promise<PagedRow[]> {
  const rows: PagedRow[] = [];
  let skip = 'offset' in start ? start.offset : 0;
  const first = 'cursor' in start ? start.cursor.segment : 0;
  for (let index = first; index < segments.length && rows.length < want; index++) {
    const segment = segments[index]!;
    if (!segment.capped && skip >= segment.size) {
      skip -= segment.size;
      continue;
    }
    const after = 'cursor' in start && index === first ? start.cursor : undefined;
    const found = await listPostSegment(db, segment.filter, {
      limit: want - rows.length,
      offset: after ? undefined : skip,
      after,
    });
    skip = 0;
    for (const row of found) rows.push({ row, segment: index });
  }
  return rows;
}

export async function listFeed(
  db: Kysely<DB>,
  urlFor: UrlFor,
  userId: string,
  query: PostFeedQuery,
): Promise<{ posts: Post[]; metadata: FeedMetadata }> {
  const { page, limit } = query;
  let cursor: FeedCursor | undefined;
  if (query.cursor) {
    cursor = decodeFeedCursor(query.cursor);
    if (!cursor)
      throw AppError.badRequest('This page link has expired. Reload the feed.', { cursor: 'Invalid cursor' });
  }
  const segments = await feedSegments(db, userId, query);
  const total = segments.reduce((sum, segment) => sum + segment.size, 0);
  // One row beyond the page tells whether a next page exists, for the cursor.
  const start = cursor ? { cursor } : { offset: (page - 1) * limit };
  const fetched = await readRows(db, segments, limit + 1, start);
  const pageRows = fetched.slice(0, limit);
  const media = await listMediaOfPosts(
    db,
    pageRows.map(({ row }) => row.id),
  );
  const last = pageRows.at(-1);
  const nextCursor =
    fetched.length > limit && last
      ? encodeFeedCursor({ segment: last.segment, createdAt: new Date(last.row.created_at), id: last.row.id })
      : null;
  const metadata = pageMetadata(page, limit, total);
  // With a cursor the page number is the client's own count, and a capped search total may be
  // short: there, whether more exists is taken from the extra row, which is exact.
  const capped = segments.some((segment) => segment.capped);
  const hasMore = cursor || capped ? nextCursor !== null : metadata.has_more;
  return {
    posts: presentPosts(
      pageRows.map(({ row }) => row),
      media,
      urlFor,
    ),
    metadata: { ...metadata, has_more: hasMore, hasMore, next_cursor: nextCursor, nextCursor },
  };
}
