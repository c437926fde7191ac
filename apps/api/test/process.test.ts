import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { spawnTs, waitForExit, waitForOutput } from './helpers/child-process.js';

// Each test starts real Node processes (tsx compile, PGlite boot): slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const tempDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-proc-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('the server process', () => {
  it('refuses to start on a data directory another server is using', async () => {
    const dataDir = await tempDir();
    const first = spawnTs('src/main.ts', [], { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', DATABASE_URL: '' });
    try {
      await waitForOutput(first, /is running at/);
      const second = spawnTs('src/main.ts', [], { DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false', DATABASE_URL: '' });
      const result = await waitForExit(second);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/already in use/);
    } finally {
      first.kill('SIGTERM');
      await waitForExit(first);
    }
  });

  it('finishes an in-flight request on SIGTERM and exits 0', async () => {
    const dataDir = await tempDir();
    const server = spawnTs('test/fixtures/slow-server.ts', [], {
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      // A start on a busy machine delays the event loop: load shedding would answer the probe 503.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const [, url] = await waitForOutput(server, /Server listening at (http:\/\/[^"\s]+)/);
    const exited = waitForExit(server);
    const inFlight = fetch(`${url}/api/v1/_probe/slow`);
    // Stopped once the request is being handled, not after a guess at how long it takes to arrive.
    try {
      await Promise.race([
        waitForOutput(server, /probe: slow request started/),
        inFlight.then((early) => Promise.reject(new Error(`answered ${early.status} before the stop`))),
      ]);
    } catch (error) {
      server.kill('SIGKILL'); // No server left behind by a failed test.
      throw error;
    }
    server.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'finished' });
    const result = await exited;
    expect(result.code).toBe(0);
  });
});

describe('the access log', () => {
  it('with LOG_REQUESTS=all, writes one line per request: route pattern, status, duration, never the query or token', async () => {
    const dataDir = await tempDir();
    const server = spawnTs('src/main.ts', [], {
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      LOG_REQUESTS: 'all',
      LOG_LEVEL: 'info',
    });
    try {
      const [, url] = await waitForOutput(server, /Server listening at (http:\/\/[^"\s]+)/);
      const lines: string[] = [];
      server.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
      const secret = 'secret-token-value-123';
      const refused = await fetch(`${url}/api/v1/posts/abc?search=private-words`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(refused.status).toBe(401);
      await waitForOutput(server, /request completed/);
      const access = lines
        .filter((line) => line.includes('request completed'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({ level: 30, method: 'GET', route: '/api/v1/posts/:id', status: 401 });
      expect(typeof access[0]!.responseTime).toBe('number');
      const all = lines.join('\n');
      expect(all).not.toContain(secret);
      expect(all).not.toContain('private-words');
    } finally {
      server.kill('SIGTERM');
      await waitForExit(server);
    }
  });
});

describe('PGlite durability', () => {
  it('keeps committed data after kill -9 and a restart', async () => {
    const dataDir = await tempDir();
    const email = 'durable@example.test';
    const writer = spawnTs('test/fixtures/pglite-writer.ts', [dataDir, email], {});
    await waitForOutput(writer, /committed/);
    writer.kill('SIGKILL');
    await waitForExit(writer);

    // The kernel dropped the killed process's data directory lock: a restart opens it and sees the row.
    const database = await openDatabase({ dataDir });
    try {
      const row = await database.db.selectFrom('users').select('email').where('email', '=', email).executeTakeFirst();
      expect(row?.email).toBe(email);
    } finally {
      await database.close();
    }
  });
});
