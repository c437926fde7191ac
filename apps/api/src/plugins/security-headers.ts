import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Header = [name: string, value: string];

/**
 * The headers Helmet would set for `options`, computed once. Helmet's middleware is built from its
 * options and does not depend on the request; @fastify/helmet nevertheless rebuilt it (re-parsing
 * and re-validating the CSP) on every request, the largest cost of a request without a database
 * (decision 0015). So Helmet runs once here, against a recording response, and every request gets
 * the recorded headers.
 */
export function helmetHeaders(options: HelmetOptions): Header[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * The headers of the API's own answers (JSON, event streams, calendar files), which no browser
 * renders as a page: what still guards them (OWASP's REST Security Cheat Sheet) and nothing that
 * only a document needs. A CSP that allows nothing, so an answer opened as a page runs and loads
 * nothing, nor can be framed (and X-Frame-Options for browsers without frame-ancestors); no MIME
 * sniffing into a script or style; no cross-origin reads (CORP); no referrer; HSTS when served
 * over HTTPS, exactly as for pages. Left out: the policy of pages (script, style, image, manifest
 * and worker sources), COOP and Origin-Agent-Cluster (they act on documents), and headers only
 * legacy browsers read (X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control,
 * X-Permitted-Cross-Domain-Policies). And `Cache-Control: no-store`: API answers are per person
 * (tokens, profiles, private posts), so no shared or browser cache keeps them; a route that may be
 * cached sets its own, which wins (Node gives `writeHead`'s headers precedence over these). Eleven
 * headers of 700 bytes became six of about 170 on every answer (decision 0042).
 */
export function apiHeaders(pageHeaders: Header[]): Header[] {
  const transport = pageHeaders.filter(([name]) => name === 'strict-transport-security');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cache-control', 'no-store'],
    ...transport,
  ];
}

/**
 * The headers for a request's answer: the API's own; the documentation (Swagger UI, pages under
 * /api/) the pages' set, and like every /api/ answer not cached unless it says otherwise; pages
 * (the SPA, media) Helmet's set.
 */
export function headersFor(url: string, sets: { pages: Header[]; docs: Header[]; api: Header[] }): Header[] {
  if (!url.startsWith('/api/')) return sets.pages;
  return url.startsWith('/api/docs') ? sets.docs : sets.api;
}

/**
 * Sets the security headers on every response, on the raw response like Helmet does, so that
 * streams that write their own head (Server-Sent Events) carry them too.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { options }: { options: HelmetOptions }) => {
  const pages = helmetHeaders(options);
  const docs: Header[] = [...pages, ['cache-control', 'no-store']];
  const sets = { pages, docs, api: apiHeaders(pages) };
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headersFor(request.url, sets)) raw.setHeader(name, value);
    done();
  });
});
