import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.js';

// Test-only routes that exercise the error paths shared by every real route.
// Test-only routes outside the route table: declared public, as an API route that declares nothing
// is signed-in only (plugins/route-access.ts).
const config = { access: 'public' as const };

async function probeRoutes(app: FastifyInstance) {
  app.post(
    '/_probe/echo',
    { config, schema: { body: z.object({ name: z.string().min(2, 'Name is too short') }) } },
    async (request) => ({
      status: 'success',
      message: 'ok',
      data: request.body,
    }),
  );
  app.get('/_probe/crash', { config }, async () => {
    throw new Error('SELECT secret FROM internals at /srv/app.ts:42');
  });
}

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  const tmp = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'ourhood-web-'));
  webDist = tmp;
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {})');
  await fs.writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Ourhood"}');
  await fs.writeFile(path.join(webDist, 'theme.js'), 'void 0');
  await fs.mkdir(path.join(webDist, 'routes'));
  await fs.writeFile(
    path.join(webDist, 'routes', 'login.html'),
    '<!doctype html><link rel="modulepreload" href="/assets/login-abc123.js"><div id="root"></div>',
  );
  ctx = await createTestApp({ BODY_LIMIT_BYTES: '2048', WEB_DIST_DIR: webDist }, { extraRoutes: probeRoutes });
});

afterAll(async () => {
  await ctx?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('answers liveness with the envelope and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success', data: { version: expect.any(String) } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('echoes a well-formed incoming request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('is ready once the database answers and migrations are applied', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ migrations: { pending: 0 } });
    expect(response.json().data.migrations.applied).toBeGreaterThan(0);
  });
});

describe('error envelope', () => {
  it('answers unknown API paths with a 404 envelope, never the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: 'There is no such API endpoint.', code: 'NOT_FOUND' });
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/_probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'MALFORMED_JSON' });
  });

  it('rejects oversized bodies with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/_probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('rejects unsupported content types with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/_probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'error', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('reports schema failures field by field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/_probe/echo', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Please fix the errors below and try again.',
      code: 'VALIDATION_FAILED',
      errors: { name: 'Name is too short' },
    });
  });

  it('hides internals of unexpected failures', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/_probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'error',
      message: 'Server error. Please try again later.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/SELECT|\/srv|at .*\.ts/);
  });
});

describe('OpenAPI', () => {
  it('documents the routes generated from their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/ready']));
  });

  it('serves a docs page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  // Swagger UI is built on the first visit (decision 0055): its assets, its own CSP and the
  // document it shows come through as they did when it was registered with the server.
  it("serves Swagger UI's assets, with their own CSP and conditional answers, and the document", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(Number(script.headers['content-length'])).toBe(script.rawPayload.length);
    expect(script.rawPayload.length).toBeGreaterThan(100_000);
    const etag = script.headers.etag as string;
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/v1/ready');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error' });
  });
});

describe('serving the web app', () => {
  it('falls back to index.html for client routes, uncached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dashboard/profile/123' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for a client route with dots in it (an unsubscribe link)', async () => {
    const token = '0b6f3c1e-2d4a-4f6b-9a1e-3c5d7e9f1a2b.comment_on_post.Qm9vIGJvbyBiYSBiYSBzaWduYXR1cmUgb2YgYSB0b2tlbg';
    const response = await ctx.app.inject({ method: 'GET', url: `/unsubscribe/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a route that has its own page (decision 0033) with that page, its chunks preloaded', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fdashboard']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<link rel="modulepreload" href="/assets/login-abc123.js">');
    }
    // Any other path, including one below it, gets the plain index.html.
    const below = await ctx.app.inject({ method: 'GET', url: '/login/extra' });
    expect(below.body).not.toContain('modulepreload');
    expect(below.body).toContain('<div id="root">');
  });

  it('serves index.html at the root', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('sends a strict content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers the API with a policy that allows nothing, and none of the page's headers", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    for (const url of ['/api/v1/health', '/api/v1/posts', '/api/v1/no-such-route']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      for (const name of ['cross-origin-opener-policy', 'x-xss-protection', 'x-download-options']) {
        expect(page.headers[name]).toBeDefined();
        expect(response.headers[name]).toBeUndefined();
      }
    }
    // Swagger UI is a page: it keeps the page's headers (and a policy that lets its scripts run).
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['cross-origin-opener-policy']).toBe(page.headers['cross-origin-opener-policy']);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['cache-control']).toBe('no-store');
  });

  it('lets the app install: manifest and service worker from this origin, never kept by the HTTP cache', async () => {
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // Other unhashed files keep their hour.
    const theme = await ctx.app.inject({ method: 'GET', url: '/theme.js' });
    expect(theme.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});
