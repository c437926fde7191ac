import type { LatLng, MapPoint } from './map-types';

/**
 * The list's order under the map: nearest to where the map opened first, then by title. GET /map
 * answers in no order, so without this a pan that refetches the box would reshuffle the entries
 * under a keyboard user's focus; measured from the fixed start, the entries already listed keep
 * their order and new ones slot in.
 */
export function nearestFirst(points: readonly MapPoint[], from: LatLng): MapPoint[] {
  // An equirectangular distance is enough to order points a few kilometres apart.
  const scale = Math.cos((from.latitude * Math.PI) / 180);
  const distance = (point: MapPoint) =>
    (point.latitude - from.latitude) ** 2 + ((point.longitude - from.longitude) * scale) ** 2;
  return points
    .map((point) => ({ point, distance: distance(point) }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        a.point.title.localeCompare(b.point.title) ||
        (a.point.id < b.point.id ? -1 : a.point.id > b.point.id ? 1 : 0),
    )
    .map(({ point }) => point);
}
