import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './e2e/helpers/admin.js';
import { freeLoopbackPort } from './e2e/helpers/free-port.js';

// The config is evaluated again in every worker; values kept in the environment stay the same
// across them (workers inherit the runner's environment).
process.env.E2E_PORT ??= String(freeLoopbackPort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ourhood-e2e-'));
process.env.E2E_SCHEMA ??= `e2e_${randomBytes(5).toString('hex')}`;

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes on its second try is flaky, and a retry would hide it.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Upper bounds for a hung step, not waits: on a loaded two-core machine (the server, Chromium and
  // two workers on the same cores) a screen with axe runs or a first photo took over 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app's service worker precaches the whole shell in every fresh context: only e2e/pwa.spec.ts,
    // which tests it, lets it run (test.use), so the other specs keep their pace on a loaded machine.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built app served by the real server, on a fresh data directory (or a fresh PostgreSQL schema),
    // with one admin made first by the admin CLI (it exits, releasing the data directory, before the
    // server opens it), so tests can issue referral codes through the admin API.
    command: [
      `node --import tsx apps/api/src/cli/admin.ts create-admin ${E2E_ADMIN.email} ${E2E_ADMIN.password}`,
      // The production build (npm run test:e2e builds it first).
      'node apps/api/dist/main.js',
    ].join(' && '),
    url: `${baseURL}/api/v1/ready`,
    reuseExistingServer: false,
    // Generous: on a loaded 2-core machine the admin CLI (tsx) and the first PGlite start take a while.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // e2e accounts are minutes old; urgent alerts otherwise need a week.
      ALERT_URGENT_MIN_ACCOUNT_DAYS: '0',
      // The same for reviews, which otherwise need a 3-day-old account (issue 19).
      REVIEW_MIN_ACCOUNT_DAYS: '0',
      // The e2e accounts are minutes old; new accounts' limits (trust level 0) have their own tests.
      TRUST_NEW_ACCOUNT_DAYS: '0',
      // The map's tiles from the server's own origin, so the CSP allows them; e2e/map.spec.ts serves
      // them with page.route (and other specs' maps, if any, show the plain background).
      MAP_TILE_URL: '/test-tiles/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: 'Test tiles',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: process.env.E2E_SCHEMA } : {}),
    },
  },
});
