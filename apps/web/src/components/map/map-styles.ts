import stylesUrl from './map.css?url';

let ready: Promise<void> | undefined;

/**
 * Links the map's stylesheet (Leaflet's and the markers') once, and resolves when it has loaded. A
 * file of the build on the same origin, as the CSP's style-src 'self' wants: the app's preload
 * helper links no CSS of lazy chunks. A map is made only once its stylesheet applies, as Leaflet
 * asks: it measures its container and panes as it starts. Before, the map's code could run first:
 * in one CI walk the Alerts map, whose stylesheet took 0.7 s, asked for tiles of a container
 * hundreds of tiles tall and showed nothing (that is what its trace shows; it did not happen again
 * in 24 runs, nor with the stylesheet held back). A stylesheet that fails (offline without a cached
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
