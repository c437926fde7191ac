// Offline reverse geocoding: point → { suburb, city, state, country } from GeoNames data in npm packages.
export { reverseGeocode, EMPTY_AREA, MAX_PLACE_DISTANCE_KM, type ResolvedArea } from './reverse-geocode.js';
export { roundCoordinate } from './round-coordinate.js';
export { warmPlaceIndex } from './place-index.js';
