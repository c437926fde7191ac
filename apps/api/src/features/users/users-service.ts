import type { Kysely } from 'kysely';
import type { Coordinates, Location, UserSelf } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { reverseGeocode, roundCoordinate } from '../../lib/geo/index.js';
import { updateUserLocation } from '../../lib/users/user-location-repository.js';
import { presentUserSelf } from '../../lib/users/user-self-presenter.js';
import { findUserSelf } from '../../lib/users/user-self-repository.js';
import type { UrlFor } from '../../lib/storage/index.js';

export async function getOwnProfile(db: Kysely<DB>, urlFor: UrlFor, userId: string): Promise<UserSelf> {
  const row = await findUserSelf(db, userId);
  // The session outlived its user (deleted meanwhile): the same as a dead token.
  if (!row) throw AppError.unauthorized();
  return presentUserSelf(row, urlFor);
}

/**
 * Resolves the browser's coordinates offline (decision 0006) and stores only the area and the
 * coordinates rounded to about 1 km. Answers the area, never coordinates.
 */
export async function updateOwnLocation(
  db: Kysely<DB>,
  userId: string,
  at: Date,
  point: Coordinates,
): Promise<Location> {
  const area = reverseGeocode(point.latitude, point.longitude);
  const stored = await updateUserLocation(db, userId, {
    area,
    latitude: roundCoordinate(point.latitude),
    longitude: roundCoordinate(point.longitude),
    at,
  });
  if (!stored) throw AppError.unauthorized();
  return { suburb: area.suburb, city: area.city, state: area.state, country: area.country };
}
