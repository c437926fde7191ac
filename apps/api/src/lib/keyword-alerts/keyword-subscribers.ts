import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The neighbours to alert about a new request or item: a 'Notify me when…' keyword (the rentals
 * board's `rental_keywords`) whose key is one the text offers, living in the item's city, never its
 * author. One indexed statement however many subscribe.
 */
export async function findKeywordSubscribers(
  db: Kysely<DB>,
  keys: readonly string[],
  area: { country: string; state: string; city: string },
  authorId: string,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('rental_keywords as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select('k.user_id')
    .distinct()
    .where('k.match_key', '=', sql<string>`ANY(${[...keys]}::text[])`)
    .where('k.user_id', '<>', authorId)
    .where('u.account_type', '=', 'user')
    .where('u.location_country', '=', area.country)
    .where('u.location_state', '=', area.state)
    .where('u.location_city', '=', area.city)
    .execute();
  return rows.map((row) => row.user_id);
}
