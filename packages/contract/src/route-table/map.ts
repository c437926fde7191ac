// The API's routes: the neighbourhood on a map (map-routes.ts; issue 44, decision 0078).
import {
  mapQuerySchema,
  mapResponseSchema,
  mapTilesResponseSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

/** The things the caller may see inside a box: organizations, events, items, rentals, alerts. */
export const mapPoints = route('GET', '/map', { query: mapQuerySchema, response: mapResponseSchema });
/** The tile template and attribution (no bearer: the sign-in screens may show a map one day). */
export const mapTiles = route('GET', '/map/tiles', { access: 'public', response: mapTilesResponseSchema });
/** Places of the offline data by name, for placing a pin. */
export const searchPlaces = route('GET', '/places/search', {
  query: placeSearchQuerySchema,
  response: placeSearchResponseSchema,
});
