import * as L from 'leaflet';
import { mapStylesReady } from './map-styles';
import type { LatLng, MapKind, MapTiles } from './map-types';

/**
 * What every map of the app shares (issue 44): Leaflet itself, its stylesheet, the tile layer that
 * falls back to a plain background, and the markers. Only the lazy map modules import this file, so
 * Leaflet's JS and CSS are in no chunk a screen without a map loads.
 */

export interface BaseMapOptions {
  start: LatLng;
  zoom: number;
  /** No gestures or controls: a small map that only shows. */
  still?: boolean;
}

export function createMap(container: HTMLElement, { start, zoom, still = false }: BaseMapOptions): L.Map {
  // Linked already by lazy-maps.tsx, which waits for it before a map is made (map-styles.ts).
  void mapStylesReady();
  const map = L.map(container, {
    center: [start.latitude, start.longitude],
    zoom,
    zoomControl: !still,
    dragging: !still,
    touchZoom: !still,
    doubleClickZoom: !still,
    scrollWheelZoom: !still,
    boxZoom: !still,
    keyboard: !still,
    attributionControl: true,
  });
  map.attributionControl.setPrefix(false);
  container.classList.add('ourhood-map');
  return map;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The attribution as text (never the server's HTML), linked when the server gives a link. */
export function attributionHtml(tiles: MapTiles): string {
  const text = escapeHtml(tiles.attribution);
  const url = tiles.attribution_url;
  return url && /^https?:\/\//.test(url)
    ? // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML markup around the server's text, not words
      `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${text}</a>`
    : text;
}

/**
 * The raster tiles, or none: with no template, or when tiles fail before any has loaded (offline,
 * blocked), the layer is removed and `onUnavailable` is called; the points stay on the plain
 * background. Returns what removes the layer.
 */
export function addTiles(
  map: L.Map,
  tiles: MapTiles | null,
  onUnavailable: (unavailable: boolean) => void,
): () => void {
  if (!tiles?.tile_url) {
    onUnavailable(true);
    return () => {};
  }
  onUnavailable(false);
  let loaded = 0;
  const layer = L.tileLayer(tiles.tile_url, {
    attribution: attributionHtml(tiles),
    maxZoom: 19,
    crossOrigin: false,
  });
  layer.on('tileload', () => {
    loaded += 1;
  });
  layer.on('tileerror', () => {
    if (loaded > 0) return;
    layer.remove();
    // The attribution stays: the points are still the map's data.
    map.attributionControl.addAttribution(attributionHtml(tiles));
    onUnavailable(true);
  });
  layer.addTo(map);
  return () => {
    layer.remove();
    map.attributionControl.removeAttribution(attributionHtml(tiles));
  };
}

export type MarkerKind = MapKind | 'pin';

export function markerIcon(kind: MarkerKind, size = 22): L.DivIcon {
  return L.divIcon({
    className: `ourhood-marker ourhood-marker--${kind}`,
    html: '<span></span>',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Gives a marker's element its accessible name (Leaflet gives a title only). */
export function nameMarker(marker: L.Marker, name: string, role: 'img' | 'button' = 'img'): void {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', name);
  element.setAttribute('role', role);
}

export { L };
