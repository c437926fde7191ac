// The busy neighbourhood's people (issue 40): BUSY_NEIGHBOURS signed-in neighbours spread over
// several suburbs of several cities, each suburb with a recent history of posts, and a session
// each (made directly, as signing a thousand people in would measure password hashing).
import { sql } from 'kysely';
import { openDatabase, type DatabaseOptions } from '../apps/api/src/db/database.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { createSession } from '../apps/api/src/lib/sessions/sessions.js';

export interface BusyPlace {
  country: string;
  state: string;
  city: string;
  suburb: string;
}

export interface BusyNeighbour {
  id: string;
  token: string;
  /** Index into the places. */
  place: number;
}

// A fixed, pre-computed argon2id hash: these people never sign in with a password.
const PLACEHOLDER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$placeholder$placeholder';
/** Posts each place already has, so a suburb's own part of the feed is full from the start. */
const HISTORY_PER_PLACE = 60;

/** Cities × suburbs: several suburbs per city, several cities. */
export function busyPlaces(cities: number, suburbsPerCity: number): BusyPlace[] {
  const places: BusyPlace[] = [];
  for (let city = 1; city <= cities; city++) {
    for (let suburb = 1; suburb <= suburbsPerCity; suburb++) {
      places.push({
        country: 'Busyland',
        state: `Busy State ${city}`,
        city: `Busy City ${city}`,
        suburb: `Quarter ${suburb}`,
      });
    }
  }
  return places;
}

/** Inserts the neighbours, their sessions and each place's history of posts; answers who they are. */
export async function seedBusyNeighbours(
  options: DatabaseOptions,
  places: readonly BusyPlace[],
  count: number,
): Promise<BusyNeighbour[]> {
  const database = await openDatabase(options);
  try {
    const db = database.db;
    const neighbours: BusyNeighbour[] = [];
    const rows = Array.from({ length: count }, (_, index) => {
      const place = places[index % places.length]!;
      return {
        email: `busy-${index}@bench.ourhood.test`,
        password_hash: PLACEHOLDER_HASH,
        first_name: 'Busy',
        last_name: `Neighbour ${index}`,
        account_type: 'user' as const,
        email_verified_at: new Date(),
        // Old enough not to be new (trust levels): their writes reach people as anyone's do.
        created_at: new Date(Date.now() - 60 * 24 * 60 * 60 * 1000),
        location_country: place.country,
        location_state: place.state,
        location_city: place.city,
        location_suburb: place.suburb,
      };
    });
    const ids: string[] = [];
    for (let start = 0; start < rows.length; start += 200) {
      const inserted = await db
        .insertInto('users')
        .values(rows.slice(start, start + 200))
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => row.id));
    }
    for (const [index, id] of ids.entries()) {
      neighbours.push({ id, token: await createSession(db, systemClock, id), place: index % places.length });
    }
    for (const [index, place] of places.entries()) {
      const authors = ids.filter((_, at) => at % places.length === index);
      await sql`
        INSERT INTO posts (author_id, content, location_suburb, location_city, location_state, location_country,
                           created_at, updated_at)
        SELECT (${authors}::uuid[])[1 + g % ${authors.length}],
          'Earlier in ' || ${place.suburb} || ': post ' || g,
          ${place.suburb}, ${place.city}, ${place.state}, ${place.country},
          date_trunc('milliseconds', now()) - g * interval '3 minutes',
          date_trunc('milliseconds', now()) - g * interval '3 minutes'
        FROM generate_series(1, ${HISTORY_PER_PLACE}) AS g`.execute(db);
    }
    // The per-area counters the application keeps, for the places just filled (their slots, decision
    // 0095, replaced by one row each).
    await sql`DELETE FROM post_area_counts WHERE location_country = 'Busyland'`.execute(db);
    await sql`
      INSERT INTO post_area_counts (location_country, location_state, location_city, location_suburb, posts_count)
      SELECT location_country, location_state, location_city, location_suburb, count(*)
      FROM posts WHERE location_country = 'Busyland' GROUP BY 1, 2, 3, 4`.execute(db);
    await sql`ANALYZE posts`.execute(db);
    return neighbours;
  } finally {
    await database.close();
  }
}
