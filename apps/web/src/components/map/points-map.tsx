import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { addTiles, createMap, L, markerIcon, nameMarker } from './leaflet-base';
import type { PointsMapProps } from './map-types';
import { TilesUnavailable } from './tiles-unavailable';

const BOUNDS_DEBOUNCE_MS = 350;

/**
 * The map of points (issue 44), loaded lazily through lazy-maps.tsx: a marker per thing (a circle
 * for an alert's area), the selected one highlighted, fitted to the points once, the visible box
 * reported after each move. The list beside it is the way in for keyboards and screen readers.
 */
export default function PointsMap({
  points,
  tiles,
  label,
  start,
  selectedId = null,
  onSelect,
  onBoundsChange,
  fit = true,
  still = false,
  zoom = 13,
  panKey = 0,
  fitPaddingBottom = 40,
  className,
}: PointsMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  const fittedRef = useRef(false);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const select = useEffectEvent((id: string) => onSelect?.(id));
  const reportBounds = useEffectEvent((map: L.Map) => {
    const bounds = map.getBounds();
    onBoundsChange?.({
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    });
  });
  const startRef = useRef({ start, zoom, still });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createMap(container, startRef.current);
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMoved = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reportBounds(map), BOUNDS_DEBOUNCE_MS);
    };
    map.on('moveend', onMoved);
    onMoved();
    // The sheet, the split view and the Map/List toggle change the map's size without a window resize.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(container);
    return () => {
      clearTimeout(timer);
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    return map ? addTiles(map, tiles, setTilesUnavailable) : undefined;
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    markersRef.current.clear();
    for (const point of points) {
      const at: L.LatLngTuple = [point.latitude, point.longitude];
      if (point.radius_m) {
        L.circle(at, {
          radius: point.radius_m,
          className: 'ourhood-area',
          color: '#b91c1c',
          weight: 2,
          interactive: false,
        }).addTo(layer);
      }
      const marker = L.marker(at, {
        icon: markerIcon(point.kind),
        title: point.title,
        keyboard: false,
        riseOnHover: true,
      });
      marker.on('click', () => select(point.id));
      marker.addTo(layer);
      nameMarker(marker, point.title);
      markersRef.current.set(point.id, marker);
    }
    if (fit && !fittedRef.current && points.length > 0) {
      fittedRef.current = true;
      const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude] as L.LatLngTuple));
      map.fitBounds(bounds, {
        paddingTopLeft: [40, 40],
        paddingBottomRight: [40, fitPaddingBottom],
        maxZoom: 15,
        animate: false,
      });
    }
  }, [points, fit, fitPaddingBottom]);

  useEffect(() => {
    for (const [id, marker] of markersRef.current) {
      marker.getElement()?.classList.toggle('is-selected', id === selectedId);
      if (id === selectedId) marker.setZIndexOffset(1000);
      else marker.setZIndexOffset(0);
    }
  }, [selectedId, points]);

  useEffect(() => {
    if (panKey === 0 || !selectedId) return;
    const marker = markersRef.current.get(selectedId);
    if (marker) mapRef.current?.panTo(marker.getLatLng());
  }, [panKey, selectedId]);

  return (
    <div className={`relative ${className ?? ''}`}>
      {/* A map is not mirrored in right-to-left languages; its controls stay where Leaflet puts them. */}
      <div ref={containerRef} dir="ltr" role="region" aria-label={label} className="h-full w-full" data-testid="map" />
      {tilesUnavailable ? <TilesUnavailable testId="map-tiles-unavailable" /> : null}
    </div>
  );
}
