import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema.js';
import { manualClock } from '../../src/lib/clock.js';
import { JobRunner } from '../../src/lib/jobs/index.js';
import { PostgresBus, RedisBus } from '../../src/lib/notifications/index.js';
import { quietLog } from '../helpers/quiet-log.js';
import { activeResources, startTcpProxy, waitFor, type TcpProxy } from '../helpers/tcp-proxy.js';

// Issue 12, item 14: a database refusing the listener made the retry chains double on each
// failure (24,591 retries in 9 minutes, 17,000 sockets), and close() stopped only one of them.

const databaseUrl = process.env.TEST_DATABASE_URL;
const RETRY = { baseMs: 5, capMs: 40 };

// The bus only needs the database to publish, which these tests do not.
const noDb = undefined as unknown as Kysely<DB>;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function proxy(target?: { host: string; port: number }): Promise<TcpProxy> {
  const started = await startTcpProxy(target);
  cleanups.push(() => started.close());
  return started;
}

/** Attempts over a window of a loop already at its backoff cap: at most one per capMs / 2. */
async function expectLinearAttempts(server: TcpProxy, perAttemptMs: number, sample: () => void) {
  const windowMs = 400;
  const before = server.accepted;
  const start = Date.now();
  await waitFor(() => {
    sample();
    return Date.now() - start >= windowMs;
  }, 'the measuring window');
  const during = server.accepted - before;
  expect(during).toBeGreaterThanOrEqual(1);
  expect(during).toBeLessThanOrEqual(Math.ceil((Date.now() - start) / perAttemptMs) + 1);
}

/**
 * After close/stop: no timer beyond the baseline, every socket gone, and no attempt later.
 * `timersSettleMs`: how long a client library's own bounded timers may outlive close().
 */
async function expectNothingLeft(server: TcpProxy, baseline: Record<string, number>, timersSettleMs = 0) {
  const timersBack = () => (activeResources().Timeout ?? 0) <= (baseline.Timeout ?? 0);
  if (timersSettleMs > 0) await waitFor(timersBack, 'timers to return to the baseline', timersSettleMs);
  expect(activeResources().Timeout ?? 0).toBeLessThanOrEqual(baseline.Timeout ?? 0);
  await waitFor(
    () => server.open === 0 && (activeResources().TCPSocketWrap ?? 0) <= (baseline.TCPSocketWrap ?? 0),
    'the last socket to close',
  );
  const attempts = server.accepted;
  await new Promise((resolve) => setTimeout(resolve, RETRY.capMs * 5));
  expect(server.accepted).toBe(attempts);
  expect(activeResources().Timeout ?? 0).toBeLessThanOrEqual(baseline.Timeout ?? 0);
}

/**
 * Lets the bus fail `failures` times against `server`, checking all along that it keeps one
 * attempt (socket) and at most one timer at a time, that attempts over a window grow no faster
 * than the capped backoff allows, and that close() leaves no timer, socket or further attempt.
 */
async function expectOneRetryChain(server: TcpProxy, url: string) {
  const baseline = activeResources();
  const extraTimers = () => (activeResources().Timeout ?? 0) - (baseline.Timeout ?? 0);
  const log = quietLog();
  const bus = new PostgresBus(url, noDb, 'ourhood_test_channel', log, { retry: RETRY });
  let busClosed = false;
  cleanups.push(async () => {
    if (!busClosed) await bus.close();
  });

  let mostTimers = 0;
  await waitFor(() => {
    mostTimers = Math.max(mostTimers, extraTimers());
    return server.accepted >= 10;
  }, '10 refused connection attempts');
  expect(server.maxOpen).toBe(1);
  expect(mostTimers).toBeLessThanOrEqual(1);
  expect(log.warnings).toBeGreaterThanOrEqual(9);

  // At the cap an attempt waits at least capMs / 2: over a window, the count is bounded by a line.
  await expectLinearAttempts(server, RETRY.capMs / 2, () => {
    mostTimers = Math.max(mostTimers, extraTimers());
  });
  expect(server.maxOpen).toBe(1);
  expect(mostTimers).toBeLessThanOrEqual(1);

  await bus.close();
  busClosed = true;
  await expectNothingLeft(server, baseline);
}

describe('the PostgreSQL notification listener while the database refuses it', () => {
  it('keeps one retry chain with capped backoff against a server that cuts every connection', async () => {
    const server = await proxy();
    await expectOneRetryChain(server, `postgres://ourhood@127.0.0.1:${server.port}/ourhood`);
  });

  it.skipIf(!databaseUrl)('keeps one retry chain while PostgreSQL refuses the login', async () => {
    const target = new URL(databaseUrl!);
    const server = await proxy({ host: target.hostname, port: Number(target.port || 5432) });
    // A role that does not exist: PostgreSQL answers the startup with an authentication error.
    await expectOneRetryChain(server, `postgres://nobody_xyz@127.0.0.1:${server.port}/postgres`);
  });

  it('stops at once when closed during its backoff or its first attempt', async () => {
    const server = await proxy();
    const baseline = activeResources();
    const bus = new PostgresBus(`postgres://x@127.0.0.1:${server.port}/x`, noDb, 'c', quietLog(), {
      retry: { baseMs: 60_000, capMs: 60_000 },
    });
    await waitFor(() => server.accepted >= 1 && server.open === 0, 'the first refused attempt');
    await bus.close();
    await bus.listening();
    expect(activeResources().Timeout ?? 0).toBeLessThanOrEqual(baseline.Timeout ?? 0);

    const early = new PostgresBus(`postgres://x@127.0.0.1:${server.port}/x`, noDb, 'c', quietLog());
    await early.close();
    expect(activeResources().Timeout ?? 0).toBeLessThanOrEqual(baseline.Timeout ?? 0);
    // Its socket (and the proxy's end of it) go away without another attempt.
    await waitFor(
      () => (activeResources().TCPSocketWrap ?? 0) <= (baseline.TCPSocketWrap ?? 0),
      'the cut attempt to leave no socket',
    );
    expect(activeResources().Timeout ?? 0).toBeLessThanOrEqual(baseline.Timeout ?? 0);
  });
});

describe('the Redis notification bus while Redis refuses it', () => {
  it('reconnects each client on one capped, jittered chain and stops when closed', async () => {
    const server = await proxy();
    const baseline = activeResources();
    const log = quietLog();
    const bus = await RedisBus.connect(`redis://127.0.0.1:${server.port}`, 'ourhood_test_channel', log, RETRY);
    let busClosed = false;
    cleanups.push(async () => {
      if (!busClosed) await bus.close();
    });
    await waitFor(() => server.accepted >= 10, '10 refused connection attempts');
    // Two clients (publisher, subscriber), one socket each at most.
    expect(server.maxOpen).toBeLessThanOrEqual(2);
    await expectLinearAttempts(server, RETRY.capMs / 2 / 2, () => undefined);
    expect(server.maxOpen).toBeLessThanOrEqual(2);
    await bus.close();
    busClosed = true;
    await bus.listening();
    // ioredis keeps a fallback timer per client for its disconnectTimeout (500 ms), and its ready
    // checks' command timeouts (1 s): bounded, and no reconnect follows them.
    await expectNothingLeft(server, baseline, 3000);
  });
});

describe('the job runner while the database is unreachable', () => {
  it('keeps one polling loop, backs off, and stops on stop()', async () => {
    const server = await proxy();
    const baseline = activeResources();
    const pool = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${server.port}/x`, max: 5 });
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const log = quietLog();
    const runner = new JobRunner(db, manualClock(new Date()), log, { pollMs: 1, unavailableBackoff: RETRY });
    let stopped = false;
    cleanups.push(async () => {
      if (!stopped) await runner.stop();
      await db.destroy();
    });
    runner.start();
    // Pokes (a commit elsewhere) while it is down do not start a second loop.
    for (let i = 0; i < 5; i += 1) runner.poke();
    await waitFor(() => server.accepted >= 10, '10 failed looks at the queue');
    expect(server.maxOpen).toBe(1);
    await expectLinearAttempts(server, RETRY.capMs / 2, () => undefined);
    expect(server.maxOpen).toBe(1);
    await runner.stop();
    stopped = true;
    await expectNothingLeft(server, baseline);
  });
});
