import { MapLimits } from '@ourhood/contract';

/**
 * The map's privacy grid (issue 44, decision 0078): what a neighbour posts (an item, a rental
 * request, an alert) is drawn at the centre of the grid cell its poster's saved location falls in,
 * never at the location itself. A cell is about 1 km in both directions: rows of a fixed height in
 * latitude from the equator; within a row, columns from the prime meridian whose width in
 * longitude grows with 1/cos(latitude) so a column stays about 1 km wide.
 *
 * Migration 0041 computes the same cells in SQL for the rows it backfills: keep the two in step
 * (each step is rounded to 1e-6 degree so the two sides' cosines cannot disagree in the last bits).
 */
const METERS_PER_DEGREE_LATITUDE = 111_320;

/** Height of a row in degrees of latitude (≈ 0.008983 for 1 km). */
export const GRID_LAT_STEP = round6(MapLimits.gridCellMeters / METERS_PER_DEGREE_LATITUDE);

/** The nearest cosine considered near the poles, where a column would otherwise span the globe. */
const MIN_COS = 0.01;

function round6(value: number): number {
  const rounded = Math.floor(value * 1e6 + 0.5) / 1e6;
  return rounded === 0 ? 0 : rounded;
}

/** Width in degrees of longitude of the columns of the row whose centre is at `centreLatitude`. */
export function gridLngStep(centreLatitude: number): number {
  const cos = Math.max(MIN_COS, Math.cos((centreLatitude * Math.PI) / 180));
  return round6(GRID_LAT_STEP / cos);
}

export interface GridPoint {
  latitude: number;
  longitude: number;
}

/** The centre of the ≈1 km cell a point falls in. */
export function snapToGrid(latitude: number, longitude: number): GridPoint {
  const row = Math.floor(latitude / GRID_LAT_STEP);
  const centreLatitude = Math.min(90, Math.max(-90, round6((row + 0.5) * GRID_LAT_STEP)));
  const lngStep = gridLngStep(centreLatitude);
  const column = Math.floor(longitude / lngStep);
  const centreLongitude = Math.min(180, Math.max(-180, round6((column + 0.5) * lngStep)));
  return { latitude: centreLatitude, longitude: centreLongitude };
}

/** Whether a point is exactly a cell's centre (what the privacy test asks of every neighbour's point). */
export function isGridCentre(latitude: number, longitude: number): boolean {
  const centre = snapToGrid(latitude, longitude);
  return centre.latitude === latitude && centre.longitude === longitude;
}

/** The cell centre of a saved location, or nulls when the poster has none (the post is not on the map). */
export function mapPointOf(latitude: number | null | undefined, longitude: number | null | undefined) {
  if (latitude == null || longitude == null) return { map_lat: null, map_lng: null };
  const point = snapToGrid(Number(latitude), Number(longitude));
  return { map_lat: point.latitude, map_lng: point.longitude };
}
