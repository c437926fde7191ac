import path from 'node:path';

/**
 * What a request is to the rate limiter (issue 39, decision 0067):
 * - `exempt`: health checks, static files, the service worker, media — never counted (a browser
 *   fetches dozens of them per page, and the service worker's precache all of them at once);
 * - `page`: a page document (the web app's HTML for a client route), counted per address;
 * - `api`: everything else, counted per account when signed in, per address otherwise.
 */
export type RequestKind = 'exempt' | 'page' | 'api';

/**
 * A missing file (`/assets/old-chunk.js`, `/favicon.png`) answers 404; anything else is a client
 * route. A file ends in a short extension: a client route may hold dots too (an unsubscribe token is
 * `<id>.<list>.<signature>`), but never ends in one that short.
 */
export function looksLikeFile(pathname: string): boolean {
  return /^\.[A-Za-z0-9]{1,12}$/.test(path.extname(pathname));
}

/** Orchestrators' probes: never throttled. */
export function isHealthCheck(pathname: string): boolean {
  return pathname === '/api/v1/health' || pathname === '/api/v1/ready';
}

export function requestKind(method: string, url: string): RequestKind {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname === '/api' || pathname.startsWith('/api/')) return isHealthCheck(pathname) ? 'exempt' : 'api';
  // Writes to anything but the API are refused (404) but still cost a request each: counted.
  if (method !== 'GET' && method !== 'HEAD') return 'api';
  if (pathname.startsWith('/media/') || looksLikeFile(pathname)) return 'exempt';
  return 'page';
}
