import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addTiles, createMap, L, markerIcon, nameMarker } from './leaflet-base';
import type { PinMapProps } from './map-types';
import { TilesUnavailable } from './tiles-unavailable';

const PIN_ZOOM = 16;

/**
 * A map with one pin to place (issue 44), loaded lazily through lazy-maps.tsx: click the map or
 * drag the pin. A new `value` from outside (a place picked in the search) moves the pin and the view.
 */
export default function PinMap({ value, start, tiles, label, onChange, className }: PinMapProps) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pinRef = useRef<L.Marker | null>(null);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const change = useEffectEvent((latlng: L.LatLng) =>
    onChange({
      latitude: roundCoordinate(latlng.lat),
      longitude: roundCoordinate(L.Util.wrapNum(latlng.lng, [-180, 180], true)),
    }),
  );
  const pinName = t`The pin`;
  const openRef = useRef({ value, start });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const first = openRef.current.value ?? openRef.current.start;
    const map = createMap(container, { start: first, zoom: openRef.current.value ? PIN_ZOOM : 12 });
    mapRef.current = map;
    map.on('click', (event: L.LeafletMouseEvent) => change(event.latlng));
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    resize?.observe(container);
    return () => {
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      pinRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    return map ? addTiles(map, tiles, setTilesUnavailable) : undefined;
  }, [tiles]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      pinRef.current?.remove();
      pinRef.current = null;
      return;
    }
    const at = L.latLng(value.latitude, value.longitude);
    if (!pinRef.current) {
      const pin = L.marker(at, {
        icon: markerIcon('pin', 28),
        draggable: true,
        title: pinName,
        keyboard: false,
        autoPan: true,
      });
      pin.on('dragend', () => change(pin.getLatLng()));
      pin.addTo(map);
      nameMarker(pin, pinName);
      pinRef.current = pin;
    } else if (!pinRef.current.getLatLng().equals(at)) {
      pinRef.current.setLatLng(at);
    }
    if (!map.getBounds().pad(-0.1).contains(at)) map.setView(at, Math.max(map.getZoom(), PIN_ZOOM - 2));
  }, [value, pinName]);

  return (
    <div className={`relative ${className ?? ''}`}>
      <div
        ref={containerRef}
        dir="ltr"
        role="region"
        aria-label={label}
        className="h-full w-full"
        data-testid="pin-map"
      />
      {tilesUnavailable ? <TilesUnavailable /> : null}
    </div>
  );
}

/** Six decimals: about 10 cm, more than any pin means. */
function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
