import {
  sql,
  type AliasedExpression,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from 'kysely';
import type { Location } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { notMutedBy, readableBy } from '../../lib/blocks/index.js';
import { inlineMedia, postColumns, type FeedRow } from './posts-repository.js';

// SQL of feed pages (decisions 0015, 0037): which posts a segment reads, a page of them with their
// images, and the feed's counts.

/** Which posts a feed segment reads; every variant is served by one index in its order. */
export type PostFilter =
  | { kind: 'all' }
  | { kind: 'suburb'; area: Location }
  /** The reader's city without their own suburb (that was the previous segment). */
  | { kind: 'city-rest'; area: Location }
  /** Everything outside the reader's city. */
  | { kind: 'outside-city'; area: Location }
  /** One author's posts, a search, or one group's posts (with `groupId`), newest first. */
  | { kind: 'query'; authorId?: string; search?: string; groupId?: string };

/** A position in newest-first order: rows strictly after it are wanted. */
export interface FeedPosition {
  createdAt: Date;
  id: string;
}

type PostsEb = ExpressionBuilder<DB, 'posts'>;

function sameCity(eb: PostsEb, area: Location): Expression<SqlBool> {
  return eb.and([
    eb('posts.location_country', '=', area.country),
    eb('posts.location_state', '=', area.state),
    eb('posts.location_city', '=', area.city),
  ]);
}

/**
 * Every list but a group's own reads the neighbourhood feed's posts only (`local`: never a private
 * group's); the feed's indexes are partial on the same condition (migration 0015).
 */
const LOCAL = sql<SqlBool>`posts.local`;

function filterExpression(eb: PostsEb, filter: PostFilter): Expression<SqlBool> {
  switch (filter.kind) {
    case 'all':
      return LOCAL;
    case 'suburb':
      return eb.and([LOCAL, sameCity(eb, filter.area), eb('posts.location_suburb', '=', filter.area.suburb)]);
    case 'city-rest':
      return eb.and([LOCAL, sameCity(eb, filter.area), eb('posts.location_suburb', '<>', filter.area.suburb)]);
    case 'outside-city':
      // Row comparison: true when any of the three differs (the columns are NOT NULL).
      return eb.and([
        LOCAL,
        sql<SqlBool>`(posts.location_country, posts.location_state, posts.location_city) <> (${filter.area.country}, ${filter.area.state}, ${filter.area.city})`,
      ]);
    case 'query': {
      // The caller checked that the reader may read the group (feed-service).
      const conditions: Expression<SqlBool>[] = [filter.groupId ? eb('posts.group_id', '=', filter.groupId) : LOCAL];
      if (filter.authorId) conditions.push(eb('posts.author_id', '=', filter.authorId));
      if (filter.search) {
        conditions.push(sql<SqlBool>`posts.search_vector @@ websearch_to_tsquery('english', ${filter.search})`);
      }
      return eb.and(conditions);
    }
  }
}

/**
 * What a feed's `total` is made of, read in the statement of the page itself (decision 0015):
 * the per-area counters for the local feed, or a capped count of a search's or author's matches.
 */
export type FeedCountsRequest =
  { kind: 'area'; area: Location } | { kind: 'matches'; filter: PostFilter; cap?: number };

/** total/city/suburb for 'area'; total only for 'matches'. */
export interface FeedCounts {
  total: number;
  city: number;
  suburb: number;
}

type CountColumn = AliasedExpression<string | number, 'count_total' | 'count_city' | 'count_suburb'>;

/**
 * The counts as scalar subqueries: uncorrelated, so PostgreSQL evaluates each once per statement
 * (an InitPlan), whether they stand alone or ride along with every row of a page.
 */
function countColumns(db: Kysely<DB>, request: FeedCountsRequest): CountColumn[] {
  if (request.kind === 'matches') {
    let matches = db
      .selectFrom('posts')
      .select(sql.lit(1).as('one'))
      .where((eb) => filterExpression(eb, request.filter));
    if (request.cap !== undefined) matches = matches.limit(request.cap);
    const count = db.selectFrom(matches.as('matches')).select((eb) => eb.fn.countAll<string | number>().as('n'));
    return [count.$asScalar().as('count_total')];
  }
  const { area } = request;
  // Each counter is a primary-key range (city, or a suburb's slots, decision 0095); the total sums
  // every area. A sum is never below zero, whatever one slot holds.
  return [
    sql<string | number>`(SELECT greatest(0, coalesce(sum(posts_count), 0))::bigint FROM post_area_counts)`.as(
      'count_total',
    ),
    sql<string | number>`(SELECT greatest(0, coalesce(sum(posts_count), 0))::bigint FROM post_area_counts
      WHERE location_country = ${area.country} AND location_state = ${area.state}
        AND location_city = ${area.city})`.as('count_city'),
    sql<string | number>`(SELECT greatest(0, coalesce(sum(posts_count), 0))::bigint FROM post_area_counts
      WHERE location_country = ${area.country} AND location_state = ${area.state}
        AND location_city = ${area.city} AND location_suburb = ${area.suburb})`.as('count_suburb'),
  ];
}

function countsOf(row: { count_total?: unknown; count_city?: unknown; count_suburb?: unknown }): FeedCounts {
  return {
    total: Number(row.count_total ?? 0),
    city: Number(row.count_city ?? 0),
    suburb: Number(row.count_suburb ?? 0),
  };
}

/** The counts on their own (a page at an offset needs them first, to know where it starts). */
export async function countFeed(db: Kysely<DB>, request: FeedCountsRequest): Promise<FeedCounts> {
  const row = await db.selectNoFrom(countColumns(db, request)).executeTakeFirstOrThrow();
  return countsOf(row as Record<string, unknown>);
}

/**
 * One segment of a feed page, newest first, with each post's images inline (one statement for
 * the page, never one more for its media): either `offset` rows skipped or the rows after
 * `after` (keyset). The ids are picked first by a subquery that the segment's index answers on
 * its own (index-only when the table is vacuumed), so skipped rows cost no table reads; only the
 * page's rows are then joined with their authors. With `counts`, the feed's counts come back in
 * the same statement (undefined when the page is empty: then ask `countFeed`).
 *
 * Without a viewer (`viewerId` null) the segment is the one every reader shares (decision 0037):
 * hidden posts, blocked and muted authors are left in, for feed-service to cut per reader.
 */
export async function listPostSegment(
  db: Kysely<DB>,
  filter: PostFilter,
  page: { limit: number; offset?: number; after?: FeedPosition; counts?: FeedCountsRequest; viewerId: string | null },
): Promise<{ rows: FeedRow[]; counts?: FeedCounts }> {
  let ids = db
    .selectFrom('posts')
    .select(['posts.id', 'posts.created_at'])
    .where((eb) => filterExpression(eb, filter));
  // Safety (decision 0020): hidden posts only to their authors, nothing across a block, and the
  // viewer's mutes out of every list but one author's own.
  const viewerId = page.viewerId;
  if (viewerId !== null) {
    ids = ids.where(readableBy(viewerId, { hidden: 'posts.hidden_at', author: 'posts.author_id' }));
    if (!(filter.kind === 'query' && filter.authorId)) ids = ids.where(notMutedBy(viewerId, 'posts.author_id'));
  }
  if (page.after) {
    const { createdAt, id } = page.after;
    ids = ids.where(sql<SqlBool>`(posts.created_at, posts.id) < (${createdAt}, ${id}::uuid)`);
  }
  ids = ids.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc').limit(page.limit);
  if (page.offset) ids = ids.offset(page.offset);
  const rows = await postColumns(db, page.viewerId)
    .innerJoin(ids.as('page'), 'page.id', 'posts.id')
    .select(inlineMedia)
    .$if(page.counts !== undefined, (query) => query.select(countColumns(db, page.counts!)))
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();
  const first = rows[0] as Record<string, unknown> | undefined;
  return { rows, counts: page.counts && first ? countsOf(first) : undefined };
}
