import stylesUrl from './map.css?url';

let ready: Promise<void> | undefined;

/**
 * Links the map's stylesheet (Leaflet's and the markers') once, and resolves when it has loaded. A
 * file of the build on the same origin, as the CSP's style-src 'self' wants: the app's preload
 * helper links no CSS of lazy chunks. A map must not be made before its stylesheet applies: Leaflet
 * measures its panes as it starts, and without the stylesheet it measured a container as tall as its
 * unpositioned tiles, asked for hundreds of them and showed nothing (a browser walk caught it when
 * the stylesheet came 0.7 s after the map's code). A stylesheet that fails (offline without a cached
 * copy) resolves too: the list still works beside an unstyled map rather than a map that never comes.
 */
export function mapStylesReady(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  ready ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesUrl;
    link.dataset.map = '';
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.appendChild(link);
  });
  return ready;
}
