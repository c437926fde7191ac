import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndLogin } from '../helpers/auth.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 39 item 7: signed-in traffic counts per account, visitors per address, and a browser's
// static files never count. Budgets are small here so a few requests reach them.
const ADDRESS = '100.64.0.1'; // a carrier-grade NAT's shared address space (RFC 6598)
const ACCOUNT_MAX = 6;
const VISITOR_MAX = 4;
const PAGE_MAX = 3;

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  // A built web app of its own: the shell, a hashed asset, the service worker, the manifest.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Ourhood</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await fs.writeFile(path.join(webDist, 'manifest.webmanifest'), '{}');
  ctx = await createTestApp({
    WEB_DIST_DIR: webDist,
    RATE_LIMIT_PER_MINUTE: String(ACCOUNT_MAX),
    VISITOR_RATE_LIMIT_PER_MINUTE: String(VISITOR_MAX),
    PAGE_RATE_LIMIT_PER_MINUTE: String(PAGE_MAX),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await ctx?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress, headers });

/** A signed-in account's token; its sign-up comes from an address of its own (a visitor's budget). */
async function account(index: number): Promise<string> {
  return signUpAndLogin(ctx.app, ctx.database.db, undefined, `192.0.2.${index + 1}`);
}

describe('the general limits', () => {
  it('does not limit many signed-in accounts behind one address together', async () => {
    const tokens = await Promise.all([0, 1, 2, 3].map(account));
    // Each account spends most of its budget from the same address: 4 × 5 requests, far above
    // the address's visitor budget, and none is refused.
    for (const token of tokens) {
      for (let i = 0; i < ACCOUNT_MAX - 1; i += 1) {
        const response = await get('/api/v1/users/profile/me', '100.64.0.2', bearer(token));
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-ratelimit-limit']).toBe(String(ACCOUNT_MAX));
      }
    }
  });

  it('limits one account wherever its requests come from, with Retry-After', async () => {
    const token = await account(9);
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_MAX + 1; i += 1) {
      statuses.push((await get('/api/v1/users/profile/me', `100.65.0.${i + 1}`, bearer(token))).statusCode);
    }
    expect(statuses.slice(0, ACCOUNT_MAX).every((status) => status === 200)).toBe(true);
    const refused = await get('/api/v1/users/profile/me', '100.65.1.1', bearer(token));
    expect(statuses.at(-1)).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    // Visitors at those addresses have their own budget.
    expect((await get('/api/v1/openapi.json', '100.65.0.1')).statusCode).toBe(200);
  });

  it('limits visitors per address, bad tokens included, without reading a session once spent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < VISITOR_MAX; i += 1) statuses.push((await get('/api/v1/no-such-route', ADDRESS)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404]);
    expect((await get('/api/v1/no-such-route', ADDRESS)).statusCode).toBe(429);
    const madeUp = bearer('made-up-token-0000000000000000');
    expect((await get('/api/v1/users/profile/me', ADDRESS, madeUp)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await get('/api/v1/no-such-route', '100.64.9.9')).statusCode).toBe(404);
  });

  it('never counts static files, the service worker or the manifest', async () => {
    const address = '100.66.0.1';
    for (let i = 0; i < 20; i += 1) {
      for (const url of ['/assets/app-abc123.js', '/sw.js', '/manifest.webmanifest', '/assets/missing-1.js']) {
        expect((await get(url, address)).statusCode).not.toBe(429);
      }
    }
    // The visitor budget and the page budget of that address are untouched.
    for (let i = 0; i < VISITOR_MAX; i += 1) expect((await get('/api/v1/no-such-route', address)).statusCode).toBe(404);
    for (let i = 0; i < PAGE_MAX; i += 1) expect((await get('/groups', address)).statusCode).toBe(200);
  });

  it('counts page documents apart from the API, and answers a throttled one with HTML and Retry-After', async () => {
    const address = '100.67.0.1';
    for (let i = 0; i < PAGE_MAX; i += 1) {
      const page = await get(i === 0 ? '/' : `/posts/p${i}`, address);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
    const throttled = await get('/events', address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['content-type']).toBe('text/html; charset=utf-8');
    const wait = Number(throttled.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(throttled.body).toContain('<h1>A short pause</h1>');
    expect(throttled.body).toContain(`<meta http-equiv="refresh" content="${wait}">`);
    expect(throttled.body).not.toContain('RATE_LIMITED');
    // The pages spent nothing of the API budget.
    expect((await get('/api/v1/no-such-route', address)).statusCode).toBe(404);
    // Assets still load, so the browser can show what it has.
    expect((await get('/assets/app-abc123.js', address)).statusCode).toBe(200);
  });
});
