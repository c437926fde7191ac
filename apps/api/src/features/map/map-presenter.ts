import { MapLimits, type MapKind, type MapPoint } from '@ourhood/contract';

/** A thing as a cell's statement reads it: the same columns for every kind. */
export interface MapRow {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  /** Alerts only: 'suburb' or 'city' (the radius drawn); null for the other kinds. */
  area: string | null;
}

/** The web path of a thing (apps/web/src/app/app-routes.tsx); rentals and alerts have their boards only. */
const WEB_PATH: Record<MapKind, (id: string) => string> = {
  organization: (id) => `/dashboard/discover/${id}`,
  event: (id) => `/dashboard/events/${id}`,
  item: (id) => `/dashboard/marketplace/${id}`,
  rental: () => '/dashboard/rentals',
  alert: () => '/dashboard/alerts',
};

export function presentMapPoint(kind: MapKind, row: MapRow): MapPoint {
  const point: MapPoint = {
    kind,
    id: row.id,
    title: row.title,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    url: WEB_PATH[kind](row.id),
  };
  if (kind === 'alert') {
    point.radius_m = row.area === 'city' ? MapLimits.alertRadiusCityMeters : MapLimits.alertRadiusSuburbMeters;
  }
  return point;
}
