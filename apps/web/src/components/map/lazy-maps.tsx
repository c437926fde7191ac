import { lazy, Suspense } from 'react';
import type { PinMapProps, PointsMapProps } from './map-types';
import { mapStylesReady } from './map-styles';

/**
 * The maps, each its own lazy chunk with Leaflet (issue 44): a screen imports these, never
 * points-map.tsx or pin-map.tsx, so Leaflet loads only when a map is shown. While it loads, the
 * map's place is a plain background of the same size.
 */
// Each waits for the map's stylesheet too: Leaflet measures its panes as a map is made (map-styles.ts).
const PointsMap = lazy(() => Promise.all([import('./points-map'), mapStylesReady()]).then(([module]) => module));
const PinMap = lazy(() => Promise.all([import('./pin-map'), mapStylesReady()]).then(([module]) => module));

function MapPlaceholder({ className }: { className?: string }) {
  return <div className={`animate-pulse bg-sunken ${className ?? ''}`} data-testid="map-loading" />;
}

export function LazyPointsMap(props: PointsMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder className={props.className} />}>
      <PointsMap {...props} />
    </Suspense>
  );
}

export function LazyPinMap(props: PinMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder className={props.className} />}>
      <PinMap {...props} />
    </Suspense>
  );
}
