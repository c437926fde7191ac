import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnTs, waitForExit, waitForOutput } from './helpers/child-process.js';
import { startLatencyProxy } from './helpers/latency-proxy.js';
import { waitFor } from './helpers/tcp-proxy.js';

// Issue 12, item 11: SIGTERM with 8 writers in flight reset 7 and 11 connections unanswered.
// The real server in a child process, writers on keep-alive connections, SIGTERM in the middle.
vi.setConfig({ testTimeout: 120_000 });

const databaseUrl = process.env.TEST_DATABASE_URL;
const WRITERS = 10;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Outcome = { status: number; connection: string | undefined } | { error: string; port: number | undefined };

/** One POST over `agent`; resolves with the answer or the socket error (and its port), never rejects. */
function write(url: URL, agent: http.Agent): Promise<Outcome> {
  let port: number | undefined;
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, port }));
      },
    );
    request.on('socket', (socket) => {
      port = socket.localPort;
      socket.once('connect', () => (port = socket.localPort));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, port }));
    request.end('{}');
  });
}

async function databaseEnv(): Promise<Record<string, string>> {
  if (!databaseUrl) return { DATABASE_URL: '' };
  const schema = `shutdown_${randomBytes(5).toString('hex')}`;
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });
  return { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema };
}

describe(`graceful shutdown under load (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`answers every request of ${WRITERS} keep-alive writers on SIGTERM and exits 0`, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-shutdown-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = spawnTs('test/fixtures/slow-server.ts', [], {
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
      VISITOR_RATE_LIMIT_PER_MINUTE: '1000000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(await databaseEnv()),
    });
    const [, base] = await waitForOutput(server, /Server listening at (http:\/\/[^"\s]+)/);
    const exited = waitForExit(server);
    // Writers reach the server over a network with latency, as behind a load balancer.
    const target = new URL(base!);
    const proxy = await startLatencyProxy({ host: target.hostname, port: Number(target.port) }, 15);
    cleanups.push(() => proxy.close());
    const url = new URL('/api/v1/_probe/write', `http://127.0.0.1:${proxy.port}`);

    const outcomes: { sentAfterSignal: boolean; outcome: Outcome }[] = [];
    let signalled = false;
    let refused = 0;
    const writer = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const sentAfterSignal = signalled;
          const outcome = await write(url, agent);
          // Refused: the server no longer accepts connections, so that request never reached it.
          if ('error' in outcome && outcome.port !== undefined && proxy.refusedPorts.has(outcome.port)) {
            refused += 1;
            return;
          }
          outcomes.push({ sentAfterSignal, outcome });
          if ('error' in outcome) return;
          // A client's think time: its kept-alive connection sits idle for a moment.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
        }
      } finally {
        agent.destroy();
      }
    };
    const writers = Array.from({ length: WRITERS }, () => writer());

    // Every writer has been answered over its kept-alive connection a few times: then SIGTERM.
    await waitFor(() => outcomes.length >= WRITERS * 3, 'the writers to get going', 30_000);
    const beforeSignal = outcomes.length;
    signalled = true;
    server.kill('SIGTERM');
    await Promise.all(writers);
    const result = await exited;

    const errors = outcomes.filter(({ outcome }) => 'error' in outcome);
    expect(errors).toEqual([]);
    const statuses = outcomes.map(({ outcome }) => ('status' in outcome ? outcome.status : 0));
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    // Requests were in flight or arriving when the signal came, and were answered.
    expect(outcomes.length).toBeGreaterThan(beforeSignal);
    // Each writer ended on a refused connection: told to close, it found no listener.
    expect(refused).toBe(WRITERS);
    expect(result.code).toBe(0);
  });
});
