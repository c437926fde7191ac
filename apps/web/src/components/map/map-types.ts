import type { MapKind, MapPoint, MapTiles } from '@ourhood/contract';

export type { MapKind, MapPoint, MapTiles };

/** A box in degrees, as Leaflet's bounds give it. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The widest box GET /map takes (MapLimits.maxSpanDegrees), kept a little inside. */
const MAX_SPAN = 4.9;

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The `bbox` query of GET /map: west,south,east,north rounded to about 10 m (nearby views share a
 * cache key), clamped to the world and, around its centre, to the widest box the API answers.
 */
export function bboxParam(box: Bbox): string {
  const centreLng = (box.west + box.east) / 2;
  const centreLat = (box.south + box.north) / 2;
  const halfLng = Math.min((box.east - box.west) / 2, MAX_SPAN / 2);
  const halfLat = Math.min((box.north - box.south) / 2, MAX_SPAN / 2);
  const west = clamp(round(centreLng - halfLng), -180, 179.9999);
  const east = clamp(round(centreLng + halfLng), west + 0.0001, 180);
  const south = clamp(round(centreLat - halfLat), -90, 89.9999);
  const north = clamp(round(centreLat + halfLat), south + 0.0001, 90);
  return [west, south, east, north].map((value) => value.toFixed(4)).join(',');
}

/** A box of `km` kilometres either side of a point: the first view before the map reports its own. */
export function boxAround(point: LatLng, km = 5): Bbox {
  const dLat = km / 111;
  const dLng = km / (111 * Math.max(0.2, Math.cos((point.latitude * Math.PI) / 180)));
  return {
    west: point.longitude - dLng,
    south: point.latitude - dLat,
    east: point.longitude + dLng,
    north: point.latitude + dLat,
  };
}

/** Props of the lazily loaded points map (points-map.tsx). */
export interface PointsMapProps {
  points: readonly MapPoint[];
  tiles: MapTiles | null;
  /** The accessible name of the map region. */
  label: string;
  /** Where the map opens before it fits the points. */
  start: LatLng;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** The visible box, debounced, after every move (and once when the map opens). */
  onBoundsChange?: (box: Bbox) => void;
  /** Fit the view to the points when they first arrive (default true). */
  fit?: boolean;
  /** A small read-only map: no dragging or zooming by gestures. */
  still?: boolean;
  zoom?: number;
  /** Room kept free at the bottom when fitting the points (a phone's list sheet covers it), in pixels. */
  fitPaddingBottom?: number;
  /** Changes when the list chose the selected thing: the map pans to its marker. */
  panKey?: number;
  className?: string;
}

/** Props of the lazily loaded pin map (pin-map.tsx). */
export interface PinMapProps {
  value: LatLng | null;
  /** Where the map opens with no pin yet. */
  start: LatLng;
  tiles: MapTiles | null;
  label: string;
  /** Dragging the pin, or clicking the map, moves it there. */
  onChange: (point: LatLng) => void;
  className?: string;
}
