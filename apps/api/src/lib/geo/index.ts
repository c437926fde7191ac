// Offline reverse geocoding: point → { suburb, city, state, country } from GeoNames data in npm packages.
export { reverseGeocode, EMPTY_AREA, MAX_PLACE_DISTANCE_KM, type ResolvedArea } from './reverse-geocode.js';
export { roundCoordinate, roundPlaceCoordinate } from './round-coordinate.js';
export { warmPlaceIndex } from './place-index.js';
// The map (issue 44): the privacy grid of neighbours' posts, and places by name for pin placement.
export { GRID_LAT_STEP, gridLngStep, isGridCentre, mapPointOf, snapToGrid, type GridPoint } from './map-grid.js';
export { searchPlaces, type FoundPlace } from './place-search.js';
