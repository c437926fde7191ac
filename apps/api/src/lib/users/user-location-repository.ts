import type { Kysely } from 'kysely';
import type { Location } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { mapPointOf } from '../geo/index.js';

/** Where a neighbour's post goes on the map: the grid cell's centre of their saved location (or nulls). */
export interface MapCell {
  map_lat: number | null;
  map_lng: number | null;
}

/**
 * The area a user lives in and the ≈1 km grid cell of their saved location (issue 44): what a post
 * of theirs carries. Never the location itself. Undefined once the user is gone.
 */
export async function findUserAreaAndCell(
  db: Kysely<DB>,
  userId: string,
): Promise<{ area: Location; cell: MapCell } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['location_suburb', 'location_city', 'location_state', 'location_country', 'location_lat', 'location_lng'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    area: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    cell: mapPointOf(row.location_lat, row.location_lng),
  };
}

/** The area a user lives in as it is now (empty strings when unknown); undefined once the user is gone. */
export async function findUserArea(db: Kysely<DB>, userId: string): Promise<Location | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['location_suburb', 'location_city', 'location_state', 'location_country'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    suburb: row.location_suburb,
    city: row.location_city,
    state: row.location_state,
    country: row.location_country,
  };
}

/** Stores a user's resolved area and rounded coordinates; false when the user no longer exists. */
export async function updateUserLocation(
  db: Kysely<DB>,
  userId: string,
  values: { area: Location; latitude: number; longitude: number; at: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      location_suburb: values.area.suburb,
      location_city: values.area.city,
      location_state: values.area.state,
      location_country: values.area.country,
      location_lat: values.latitude,
      location_lng: values.longitude,
      updated_at: values.at,
    })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
