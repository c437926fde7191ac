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

/** How many organizations each tier holds, from the area index (and the total). */
export async function countDirectoryTiers(db: Kysely<DB>, area: ViewerArea) {
  const row = await db
    .selectFrom('organizations as o')
    .select([
      sql<string>`(SELECT count(*) FROM organizations)`.as('total'),
      sql<string>`count(*)`.as('state'),
      sql<string>`count(*) FILTER (WHERE o.area_city = ${area.city})`.as('city'),
      sql<string>`count(*) FILTER (WHERE o.area_city = ${area.city} AND o.area_suburb = ${area.suburb})`.as('suburb'),
    ])
    .where('o.area_state', '=', area.state)
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
