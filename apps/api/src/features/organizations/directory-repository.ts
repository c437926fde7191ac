import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The directory's SQL (decision 0011): word search through the exact tsvector index, typo tolerance
 * through the small words dictionary, and nearest first as index-backed area tiers.
 */

/** Dictionary words looked at per typed word: the nearest by trigram distance, and those it begins. */
const CANDIDATES_PER_TERM = 30;

/** Dictionary words near each typed word (similar, or beginning with it), for wordsForTerm to judge. */
export async function findCandidateWords(db: Kysely<DB>, terms: readonly string[]) {
  if (terms.length === 0) return [];
  const result = await sql<{ term: string; word: string }>`
    SELECT t.term, w.word
    FROM unnest(${[...terms]}::text[]) AS t(term)
    CROSS JOIN LATERAL (
      (SELECT d.word FROM organization_search_words d ORDER BY d.word <-> t.term LIMIT ${CANDIDATES_PER_TERM})
      UNION
      (SELECT d.word FROM organization_search_words d
       WHERE length(t.term) >= 3 AND d.word LIKE t.term || '%'
       ORDER BY d.word LIMIT ${CANDIDATES_PER_TERM})
    ) AS w`.execute(db);
  return result.rows;
}

/**
 * A page of ids matching `query` (a tsquery text): organizations whose name has words of more
 * groups first, then those with the words exactly as typed, then by name. A query, not run: the
 * page's full rows are read around it in one statement (findSharedOrganizationsInOrder).
 */
export function searchDirectoryIds(
  db: Kysely<DB>,
  search: { query: string; nameGroups: readonly string[]; exact: string },
  limit: number,
  offset: number,
) {
  const nameHits = sql.join(
    search.nameGroups.map((group) => sql`(o.name_words @@ ${group}::tsquery)::int`),
    sql` + `,
  );
  return db
    .selectFrom('organizations as o')
    .select('o.id')
    .where(sql<boolean>`o.search_words @@ ${search.query}::tsquery`)
    .orderBy(sql`${nameHits}`, 'desc')
    .orderBy(sql`o.search_words @@ ${search.exact}::tsquery`, 'desc')
    .orderBy('o.business_name')
    .orderBy('o.id')
    .limit(limit)
    .offset(offset);
}

/**
 * A page of a one-word search from the postings index: organizations with any of `words` (the typed
 * word's dictionary variants), those with one in their name first, then those with the word exactly
 * as typed, then by name: the same order as searchDirectoryIds for one group. With one variant the
 * page is a plain range of the index. A query, not run (findSharedOrganizationsInOrder reads it).
 */
export function searchOneWordIds(
  db: Kysely<DB>,
  search: { words: readonly string[]; typed: string },
  limit: number,
  offset: number,
) {
  if (search.words.length === 1) {
    return db
      .selectFrom('organization_search_postings')
      .select('organization_id as id')
      .where('word', '=', search.words[0]!)
      .orderBy('in_name', 'desc')
      .orderBy('business_name')
      .orderBy('organization_id')
      .limit(limit)
      .offset(offset);
  }
  return db
    .selectFrom('organization_search_postings')
    .select('organization_id as id')
    .where('word', 'in', [...search.words])
    .groupBy('organization_id')
    .orderBy(sql`bool_or(in_name)`, 'desc')
    .orderBy(sql`bool_or(word = ${search.typed})`, 'desc')
    .orderBy(sql`min(business_name)`)
    .orderBy('organization_id')
    .limit(limit)
    .offset(offset);
}

/**
 * A search's total counts at most this many matches (decision 0054), as the feed's search does
 * (decision 0008): a common word matches thousands of organizations, and counting them all was
 * the most expensive part of a search page, most of all on PGlite.
 */
export const DIRECTORY_SEARCH_COUNT_CAP = 1000;

/**
 * How far a page's count goes: the cap, or one beyond the page when it lies deeper, so that
 * `has_more` stays exact (the count then says whether a row follows the page).
 */
export function searchCountLimit(offset: number, limit: number): number {
  return Math.max(DIRECTORY_SEARCH_COUNT_CAP, offset + limit + 1);
}

/**
 * How many organizations hold any of the words, up to `upTo` (index-only), as a query to run or
 * to embed.
 */
export function oneWordSearchCount(db: Kysely<DB>, words: readonly string[], upTo: number) {
  let matches = db
    .selectFrom('organization_search_postings')
    .select('organization_id')
    .where('word', 'in', [...words]);
  if (words.length > 1) matches = matches.distinct();
  return db.selectFrom(matches.limit(upTo).as('matches')).select(sql<string>`count(*)`.as('n'));
}

export async function countOneWordSearch(db: Kysely<DB>, words: readonly string[], upTo: number): Promise<number> {
  return Number((await oneWordSearchCount(db, words, upTo).executeTakeFirstOrThrow()).n);
}

/** How many organizations match `query` (a tsquery text), up to `upTo`, as a query to run or to embed. */
export function directorySearchCount(db: Kysely<DB>, query: string, upTo: number) {
  const matches = db
    .selectFrom('organizations as o')
    .select('o.id')
    .where(sql<boolean>`o.search_words @@ ${query}::tsquery`)
    .limit(upTo);
  return db.selectFrom(matches.as('matches')).select(sql<string>`count(*)`.as('n'));
}

export async function countDirectorySearch(db: Kysely<DB>, query: string, upTo: number): Promise<number> {
  return Number((await directorySearchCount(db, query, upTo).executeTakeFirstOrThrow()).n);
}

/** A viewer's area, lower-cased like the organizations' area columns, and rounded coordinates. */
export interface ViewerArea {
  state: string;
  city: string;
  suburb: string;
  lat: number | null;
  lng: number | null;
}

/** Nearest-first tiers: the viewer's suburb, the rest of their city, of their state, then the rest. */
export type DirectoryTier = 'suburb' | 'city' | 'state' | 'rest';

/** How many organizations are in the viewer's state, city and suburb, and in all. */
export interface AreaCounts {
  total: number;
  state: number;
  city: number;
  suburb: number;
}

/** Where a viewer lives, as their session carries it (decision 0039): no statement of its own. */
export interface ViewerPlace {
  area: { suburb: string; city: string; state: string };
  coordinates: { lat: number; lng: number } | null;
}

/**
 * The viewer's area lower-cased by the database (as the organizations' generated area columns
 * are), with their rounded coordinates, and how many organizations each of its tiers holds, from
 * the per-area counts a trigger keeps: one statement (decision 0032).
 */
export async function findAreaCounts(
  db: Kysely<DB>,
  place: ViewerPlace,
): Promise<{ area: ViewerArea; counts: AreaCounts }> {
  const result = await sql<{
    state: string;
    city: string;
    suburb: string;
    total: string;
    in_state: string;
    in_city: string;
    in_suburb: string;
  }>`
    SELECT v.state, v.city, v.suburb,
      coalesce(sum(c.organizations), 0) AS total,
      coalesce(sum(c.organizations) FILTER (WHERE c.area_state = v.state), 0) AS in_state,
      coalesce(sum(c.organizations) FILTER (WHERE c.area_state = v.state AND c.area_city = v.city), 0) AS in_city,
      coalesce(sum(c.organizations) FILTER (
        WHERE c.area_state = v.state AND c.area_city = v.city AND c.area_suburb = v.suburb), 0) AS in_suburb
    FROM (
      SELECT lower(${place.area.state}::text) AS state, lower(${place.area.city}::text) AS city,
        lower(${place.area.suburb}::text) AS suburb
    ) AS v
    LEFT JOIN organization_area_counts c ON true
    GROUP BY v.state, v.city, v.suburb`.execute(db);
  const row = result.rows[0]!;
  return {
    area: {
      state: row.state,
      city: row.city,
      suburb: row.suburb,
      lat: place.coordinates?.lat ?? null,
      lng: place.coordinates?.lng ?? null,
    },
    counts: {
      total: Number(row.total),
      state: Number(row.in_state),
      city: Number(row.in_city),
      suburb: Number(row.in_suburb),
    },
  };
}

/** What of a shared directory page is the viewer's own (decision 0039). */
export interface ViewerRelations {
  /** Owners the viewer follows. */
  following: ReadonlySet<string>;
  /** Owners the viewer blocks or who block the viewer. */
  blocked: ReadonlySet<string>;
}

/**
 * Of a page's owners, those the viewer follows and those blocking or blocked by the viewer: one
 * statement over the follows' and blocks' primary keys and the blocks' reverse index.
 */
export async function findViewerRelations(
  db: Kysely<DB>,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<ViewerRelations> {
  const following = new Set<string>();
  const blocked = new Set<string>();
  if (ownerIds.length === 0) return { following, blocked };
  const owners = [...new Set(ownerIds)];
  const { rows } = await sql<{ part: 'f' | 'b'; id: string }>`
    SELECT 'f' AS part, f.followee_id AS id FROM follows f
    WHERE f.follower_id = ${viewerId}::uuid AND f.followee_id = ANY(${owners}::uuid[])
    UNION ALL
    SELECT 'b', ub.blocked_id FROM user_blocks ub
    WHERE ub.blocker_id = ${viewerId}::uuid AND ub.blocked_id = ANY(${owners}::uuid[])
    UNION ALL
    SELECT 'b', ub.blocker_id FROM user_blocks ub
    WHERE ub.blocked_id = ${viewerId}::uuid AND ub.blocker_id = ANY(${owners}::uuid[])`.execute(db);
  for (const row of rows) (row.part === 'f' ? following : blocked).add(row.id);
  return { following, blocked };
}

/**
 * A page of one tier's ids. Within the viewer's state, nearest first by the rounded coordinates
 * (equirectangular distance orders nearby places well; no coordinates go last), then by name.
 * Beyond it, by name, straight from the name index. A query, not run (findSharedOrganizationsInOrder).
 */
export function listDirectoryTier(
  db: Kysely<DB>,
  tier: DirectoryTier,
  area: ViewerArea,
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('organizations as o').select('o.id');
  if (tier === 'rest') {
    if (area.state !== '') query = query.where('o.area_state', '<>', area.state);
  } else {
    query = query.where('o.area_state', '=', area.state);
    if (tier === 'suburb') query = query.where('o.area_city', '=', area.city).where('o.area_suburb', '=', area.suburb);
    if (tier === 'city') {
      query = query.where('o.area_city', '=', area.city);
      if (area.suburb !== '') query = query.where('o.area_suburb', '<>', area.suburb);
    }
    if (tier === 'state') query = query.where('o.area_city', '<>', area.city);
    if (area.lat !== null && area.lng !== null) {
      const { lat, lng } = area;
      query = query.orderBy(
        sql`power(o.location_lat - ${lat}::double precision, 2)
          + power((o.location_lng - ${lng}::double precision) * cos(radians(${lat}::double precision)), 2) ASC NULLS LAST`,
      );
    }
  }
  return query.orderBy('o.business_name').orderBy('o.id').limit(limit).offset(offset);
}

/**
 * Issue 19: a page of ids best rated first (then more reviews, then by name; unrated last),
 * straight from the organizations_rating index (migration 0027). A query, not run (findSharedOrganizationsInOrder).
 */
export function listByRating(db: Kysely<DB>, limit: number, offset: number) {
  return db
    .selectFrom('organizations as o')
    .select('o.id')
    .orderBy(sql`o.rating_average DESC NULLS LAST`)
    .orderBy('o.rating_count', 'desc')
    .orderBy('o.business_name')
    .orderBy('o.id')
    .limit(limit)
    .offset(offset);
}
