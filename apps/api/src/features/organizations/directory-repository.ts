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
 * groups first, then those with the words exactly as typed, then by name.
 */
export async function searchDirectoryIds(
  db: Kysely<DB>,
  search: { query: string; nameGroups: readonly string[]; exact: string },
  limit: number,
  offset: number,
): Promise<string[]> {
  const nameHits = sql.join(
    search.nameGroups.map((group) => sql`(o.name_words @@ ${group}::tsquery)::int`),
    sql` + `,
  );
  const rows = await db
    .selectFrom('organizations as o')
    .select('o.id')
    .where(sql<boolean>`o.search_words @@ ${search.query}::tsquery`)
    .orderBy(sql`${nameHits}`, 'desc')
    .orderBy(sql`o.search_words @@ ${search.exact}::tsquery`, 'desc')
    .orderBy('o.business_name')
    .orderBy('o.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A page of a one-word search from the postings index: organizations with any of `words` (the typed
 * word's dictionary variants), those with one in their name first, then those with the word exactly
 * as typed, then by name: the same order as searchDirectoryIds for one group. With one variant the
 * page is a plain range of the index.
 */
export async function searchOneWordIds(
  db: Kysely<DB>,
  search: { words: readonly string[]; typed: string },
  limit: number,
  offset: number,
): Promise<string[]> {
  if (search.words.length === 1) {
    const rows = await db
      .selectFrom('organization_search_postings')
      .select('organization_id as id')
      .where('word', '=', search.words[0]!)
      .orderBy('in_name', 'desc')
      .orderBy('business_name')
      .orderBy('organization_id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  }
  const rows = await db
    .selectFrom('organization_search_postings')
    .select('organization_id as id')
    .where('word', 'in', [...search.words])
    .groupBy('organization_id')
    .orderBy(sql`bool_or(in_name)`, 'desc')
    .orderBy(sql`bool_or(word = ${search.typed})`, 'desc')
    .orderBy(sql`min(business_name)`)
    .orderBy('organization_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

/** How many organizations hold any of the words (index-only). */
export async function countOneWordSearch(db: Kysely<DB>, words: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('organization_search_postings')
    .select(words.length === 1 ? sql<string>`count(*)`.as('n') : sql<string>`count(DISTINCT organization_id)`.as('n'))
    .where('word', 'in', [...words])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countDirectorySearch(db: Kysely<DB>, query: string): Promise<number> {
  const row = await db
    .selectFrom('organizations as o')
    .select(sql<string>`count(*)`.as('n'))
    .where(sql<boolean>`o.search_words @@ ${query}::tsquery`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A viewer's area, lower-cased like the organizations' area columns, and rounded coordinates. */
export interface ViewerArea {
  state: string;
  city: string;
  suburb: string;
  lat: number | null;
  lng: number | null;
}

export async function findViewerArea(db: Kysely<DB>, viewerId: string): Promise<ViewerArea> {
  const row = await db
    .selectFrom('users')
    .select(['location_state', 'location_city', 'location_suburb', 'location_lat', 'location_lng'])
    .where('id', '=', viewerId)
    .executeTakeFirst();
  return {
    state: (row?.location_state ?? '').toLowerCase(),
    city: (row?.location_city ?? '').toLowerCase(),
    suburb: (row?.location_suburb ?? '').toLowerCase(),
    lat: row?.location_lat ?? null,
    lng: row?.location_lng ?? null,
  };
}

/** Nearest-first tiers: the viewer's suburb, the rest of their city, of their state, then the rest. */
export type DirectoryTier = 'suburb' | 'city' | 'state' | 'rest';

/** How many organizations each tier holds (and the total), from the per-area counts a trigger keeps. */
export async function countDirectoryTiers(db: Kysely<DB>, area: ViewerArea) {
  const inState = sql`c.area_state = ${area.state}`;
  const inCity = sql`${inState} AND c.area_city = ${area.city}`;
  const row = await db
    .selectFrom('organization_area_counts as c')
    .select([
      sql<string>`coalesce(sum(c.organizations), 0)`.as('total'),
      sql<string>`coalesce(sum(c.organizations) FILTER (WHERE ${inState}), 0)`.as('state'),
      sql<string>`coalesce(sum(c.organizations) FILTER (WHERE ${inCity}), 0)`.as('city'),
      sql<string>`coalesce(sum(c.organizations) FILTER (WHERE ${inCity} AND c.area_suburb = ${area.suburb}), 0)`.as(
        'suburb',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), state: Number(row.state), city: Number(row.city), suburb: Number(row.suburb) };
}

/**
 * A page of one tier's ids. Within the viewer's state, nearest first by the rounded coordinates
 * (equirectangular distance orders nearby places well; no coordinates go last), then by name.
 * Beyond it, by name, straight from the name index.
 */
export async function listDirectoryTier(
  db: Kysely<DB>,
  tier: DirectoryTier,
  area: ViewerArea,
  limit: number,
  offset: number,
): Promise<string[]> {
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
  const rows = await query.orderBy('o.business_name').orderBy('o.id').limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

/**
 * Issue 19: a page of ids best rated first (then more reviews, then by name; unrated last),
 * straight from the organizations_rating index (migration 0027).
 */
export async function listByRatingIds(db: Kysely<DB>, limit: number, offset: number): Promise<string[]> {
  const rows = await db
    .selectFrom('organizations as o')
    .select('o.id')
    .orderBy(sql`o.rating_average DESC NULLS LAST`)
    .orderBy('o.rating_count', 'desc')
    .orderBy('o.business_name')
    .orderBy('o.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}
