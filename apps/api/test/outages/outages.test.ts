import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { configFrom, type RawConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { spawnTs, waitForExit, waitForOutput } from '../helpers/child-process.js';
import { activeResources, startTcpProxy, waitFor, type TcpProxy } from '../helpers/tcp-proxy.js';

// Issue 12: PostgreSQL going away and coming back (Redis: redis-outage.test.ts). It sits behind a
// TCP proxy the test stops and starts, so nothing global (roles, the real server) changes.
vi.setConfig({ testTimeout: 120_000 });

const databaseUrl = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function proxyTo(url: string): Promise<TcpProxy> {
  const target = new URL(url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  cleanups.push(() => proxy.close());
  return proxy;
}

/** `url` with its host and port replaced by the proxy's. */
function through(url: string, proxy: TcpProxy): string {
  const next = new URL(url);
  next.hostname = '127.0.0.1';
  next.port = String(proxy.port);
  return next.toString();
}

/** A fresh, migrated schema on the test database; dropped afterwards. */
async function freshSchema(): Promise<string> {
  const schema = `outage_${randomBytes(5).toString('hex')}`;
  const database = await openDatabase({ url: databaseUrl, schema });
  await migrate(database.db);
  cleanups.push(async () => {
    await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
    await database.close();
  });
  return schema;
}

const closedApps = new WeakSet<App>();

async function appWith(overrides: Partial<Record<keyof RawConfig, string>>): Promise<{ app: App; url: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-outage-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const config = configFrom({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
  const app = await buildApp(config);
  cleanups.push(async () => {
    if (!closedApps.has(app)) await app.close();
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** A request that needs the database (and the rate limiter): a sign-in with unknown credentials. */
async function login(url: string): Promise<Response> {
  return fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `nobody-${randomBytes(4).toString('hex')}@example.test`, password: 'not-it-123' }),
  });
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
}

/** App.close() finishes, bounded, and leaves no timer behind. */
async function expectCloses(app: App, baseline: Record<string, number>, settleMs = 0) {
  const started = Date.now();
  closedApps.add(app);
  await app.close();
  expect(Date.now() - started).toBeLessThan(10_000);
  await waitFor(
    () => (activeResources().Timeout ?? 0) <= (baseline.Timeout ?? 0),
    'timers to return to the baseline',
    Math.max(settleMs, 100),
  );
}

describe.skipIf(!databaseUrl)('PostgreSQL going away', () => {
  it('answers 503 with Retry-After meanwhile, recovers when it is back, and still closes', async () => {
    const proxy = await proxyTo(databaseUrl!);
    const schema = await freshSchema();
    const baseline = activeResources();
    const { app, url } = await appWith({ DATABASE_URL: through(databaseUrl!, proxy), DATABASE_SCHEMA: schema });

    const healthy = await login(url);
    expect(healthy.status).toBeGreaterThanOrEqual(400);
    expect(healthy.status).toBeLessThan(500);
    expect((await fetch(`${url}/api/v1/ready`)).status).toBe(200);

    await proxy.stop();
    await expectUnavailable(await login(url));
    const ready = await fetch(`${url}/api/v1/ready`);
    expect(ready.status).toBe(503);
    // Liveness does not depend on the database.
    expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);

    await proxy.start();
    await waitFor(async () => (await login(url)).status === healthy.status, 'sign-in to work again', 20_000);
    await waitFor(async () => (await fetch(`${url}/api/v1/ready`)).status === 200, 'readiness again', 20_000);
    // The notification listener is back on its own connection.
    await waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE query ILIKE ${`LISTEN "ourhood_notifications_${schema}"`}
      `.execute(app.database.db);
        return rows[0]!.n >= 1;
      },
      'the listener to LISTEN again',
      20_000,
    );

    // Gone again, then closed: the job runner, the listener and the pool all stop.
    await proxy.stop();
    await expectUnavailable(await login(url));
    await expectCloses(app, baseline);
  });

  it('the server process answers 503 while it is away and exits 0 on SIGTERM', async () => {
    const proxy = await proxyTo(databaseUrl!);
    const schema = await freshSchema();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-outage-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = spawnTs('test/fixtures/slow-server.ts', [], {
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      DATABASE_URL: through(databaseUrl!, proxy),
      DATABASE_SCHEMA: schema,
    });
    const [, url] = await waitForOutput(server, /Server listening at (http:\/\/[^"\s]+)/);
    const exited = waitForExit(server);
    cleanups.push(async () => {
      if (server.exitCode === null) server.kill('SIGKILL');
    });
    await proxy.stop();
    await expectUnavailable(await login(url!));
    server.kill('SIGTERM');
    const result = await exited;
    expect(result.code).toBe(0);
  });
});
