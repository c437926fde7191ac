import type { MapKind } from '@ourhood/contract';
import { useMapTiles } from '../../lib/map/map-api';
import { Skeleton } from '../ui/skeleton';
import { LazyPointsMap } from './lazy-maps';

export interface SmallMapProps {
  kind: MapKind;
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  /** The map's accessible name. */
  label: string;
}

/**
 * A small map that only shows one place (an organization's or an event's page, issue 44): no
 * gestures, Leaflet loaded lazily. The address beside it stays the text way in.
 */
export function SmallMap({ kind, id, title, latitude, longitude, label }: SmallMapProps) {
  const tiles = useMapTiles();
  if (tiles.isPending) return <Skeleton className="h-48 w-full" />;
  return (
    <LazyPointsMap
      className="h-48 w-full overflow-hidden rounded-lg border border-line"
      points={[{ kind, id, title, latitude, longitude, url: '' }]}
      tiles={tiles.data ?? null}
      label={label}
      start={{ latitude, longitude }}
      zoom={15}
      fit={false}
      still
    />
  );
}
