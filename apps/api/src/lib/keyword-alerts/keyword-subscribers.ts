import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Where a new request or item was posted: its watchers live in the same city. */
export interface KeywordArea {
  country: string;
  state: string;
  city: string;
}

/**
 * The next `limit` neighbours (by id, after `after`) to alert about a new request or item: a
 * 'Notify me when…' keyword (the rentals board's `rental_keywords`) whose key is one the text
 * offers, living in the item's city, never its author.
 *
 * A page, not everyone: one statement finding all 10,000 watchers of a word took 105 ms on PGlite,
 * and the embedded database serves nothing else meanwhile (decision 0038). Each key's watchers are
 * read in id order from the (match_key, user_id) index, after the cursor, until `limit` of them
 * live in the city; the keys' pages are merged, a watcher of several keys once.
 *
 * The watcher's area is checked by a scalar subquery on purpose: as a join, the planner (which
 * multiplies the selectivities of country, state and city, and so expects a handful of neighbours
 * in a city that holds thousands) read every neighbour of the city into a hash and sorted the
 * key's whole posting list, 40–200 ms per chunk on PGlite with 130,000 users; as a filter on the
 * index walk, a chunk reads about as many rows as it returns.
 */
export async function findKeywordSubscribers(
  db: Kysely<DB>,
  keys: readonly string[],
  area: KeywordArea,
  authorId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const afterCursor = after === null ? sql`` : sql`AND k.user_id > ${after}::uuid`;
  const { rows } = await sql<{ user_id: string }>`
    SELECT DISTINCT page.user_id
    FROM unnest(${[...keys]}::text[]) AS wanted(match_key)
    CROSS JOIN LATERAL (
      SELECT k.user_id
      FROM rental_keywords k
      WHERE k.match_key = wanted.match_key ${afterCursor}
        AND k.user_id <> ${authorId}::uuid
        AND (
          SELECT u.account_type = 'user'
            AND u.location_country = ${area.country}
            AND u.location_state = ${area.state}
            AND u.location_city = ${area.city}
          FROM users u WHERE u.id = k.user_id
        )
      ORDER BY k.user_id
      LIMIT ${limit}
    ) AS page
    ORDER BY page.user_id
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.user_id);
}
