import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { systemClock } from '../../src/lib/clock.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { spawnTs, waitForExit, waitForOutput } from '../helpers/child-process.js';
import { openEventStream } from '../helpers/event-stream.js';
import { buildUser } from '../helpers/factories.js';
import { makeImage } from '../helpers/images.js';
import { multipartBody } from '../helpers/multipart.js';
import { PARK_SLOPE } from '../helpers/posts.js';
import { redisReachable, TEST_REDIS_URL } from '../helpers/redis.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../helpers/round-robin-proxy.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';

// Issue 21: three API processes on one PostgreSQL, Redis and bucket, behind a round-robin proxy.
// Several processes need a database server, so this runs on the PostgreSQL run of the suite.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUp = await redisReachable();

interface ApiProcess {
  child: ChildProcess;
  url: string;
}

let schema: string;
let database: Database;
let s3: TestS3Server;
let processes: ApiProcess[] = [];
let proxy: RoundRobinProxy;
const dataDirs: string[] = [];

async function startProcess(): Promise<ApiProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-scale-'));
  dataDirs.push(dataDir);
  const child = spawnTs('src/main.ts', [], {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl!,
    DATABASE_SCHEMA: schema,
    REDIS_URL: TEST_REDIS_URL,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '4',
    // The neighbours here are minutes old: not new accounts (whose comments would wait in filtered boxes).
    TRUST_NEW_ACCOUNT_DAYS: '0',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    LOG_LEVEL: 'info',
    ...s3.config,
  });
  const [, url] = await waitForOutput(child, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  return { child, url: url! };
}

async function neighbour(first: string) {
  const user = await buildUser(database.db, {
    first_name: first,
    location_suburb: PARK_SLOPE.suburb,
    location_city: PARK_SLOPE.city,
    location_state: PARK_SLOPE.state,
    location_country: PARK_SLOPE.country,
  });
  const token = await createSession(database.db, systemClock, user.id);
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

/** POST /posts/create-post (multipart, as the route takes), with a photo when asked. */
async function createPost(base: string, headers: Record<string, string>, content: string, withPhoto = false) {
  const photo = withPhoto
    ? [{ name: 'media', filename: 'porch.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg', 120, 90) }]
    : [];
  const body = multipartBody([{ name: 'content', value: content }, ...photo]);
  return fetch(`${base}/api/v1/posts/create-post`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: body.payload,
  });
}

describe.skipIf(!databaseUrl || !redisUp)('three API processes behind a proxy (PostgreSQL run, with Redis)', () => {
  beforeAll(async () => {
    schema = `scale_${randomBytes(5).toString('hex')}`;
    database = await openDatabase({ url: databaseUrl, schema });
    await migrate(database.db);
    s3 = await startS3Server();
    processes = await Promise.all([startProcess(), startProcess(), startProcess()]);
    // A made-up client address per run: the rate-limit keys in the shared Redis are this run's own.
    proxy = await startRoundRobinProxy(
      processes.map((item) => item.url),
      `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
    );
  });

  afterAll(async () => {
    await proxy?.close();
    for (const item of processes) {
      item.child.kill('SIGTERM');
      await waitForExit(item.child);
    }
    await s3?.close();
    if (database) {
      await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
      await database.close();
    }
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('a photo posted on one process is seen, with its photo, on another; the live notification crosses a third', async () => {
    const [one, two, three] = processes;
    const author = await neighbour('Amara');
    const reader = await neighbour('Diego');
    const stream = await openEventStream(`${three!.url}/api/v1/notifications/stream`, reader.headers);
    try {
      await stream.next('ready').catch(() => undefined);
      const readersPost = await createPost(two!.url, reader.headers, 'Who has a ladder?');
      expect(readersPost.status).toBe(201);
      const readersPostId = ((await readersPost.json()) as { data: { id: string } }).data.id;

      const created = await createPost(one!.url, author.headers, 'Porch light at dusk', true);
      expect(created.status).toBe(201);
      const posted = (await created.json()) as { data: { id: string; media: { url: string }[] } };

      const feed = await fetch(`${two!.url}/api/v1/posts?limit=10`, { headers: reader.headers });
      const items = ((await feed.json()) as { data: { id: string; media: { url: string }[] }[] }).data;
      const seen = items.find((item) => item.id === posted.data.id);
      expect(seen?.media[0]?.url).toBe(posted.data.media[0]!.url);
      const photo = await fetch(`${two!.url}${seen!.media[0]!.url}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');

      const comment = await fetch(`${one!.url}/api/v1/comments/create-comment`, {
        method: 'POST',
        headers: { ...author.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ post_id: readersPostId, content: 'I do, come by.' }),
      });
      expect(comment.status).toBe(201);
      const live = await stream.next('notification', 1, 10_000);
      expect(JSON.stringify(live.data)).toContain('comment');
    } finally {
      await stream.close();
    }
  });

  it('counts rate limits across processes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await fetch(`${proxy.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password-1' }),
      });
      statuses.push(response.status);
    }
    // Four allowed a minute per address, whichever process answers: the fifth and sixth are refused.
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
    expect(proxy.served.filter((count) => count > 0).length).toBeGreaterThan(1);
  });

  it('loses no acknowledged write when a process is killed mid-traffic, and the others keep serving', async () => {
    const author = await neighbour('Hannah');
    const acknowledged: string[] = [];
    let failed = 0;
    let sent = 0;
    const victim = processes[1]!;
    const worker = async () => {
      while (sent < 60) {
        sent += 1;
        const n = sent;
        if (n === 20) victim.child.kill('SIGKILL');
        try {
          const response = await createPost(proxy.url, author.headers, `Burst ${n}`);
          if (response.status === 201) acknowledged.push(((await response.json()) as { data: { id: string } }).data.id);
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    };
    const servedBefore = proxy.served[1]!;
    await Promise.all([worker(), worker(), worker(), worker()]);
    await waitForExit(victim.child);
    expect(servedBefore).toBeGreaterThan(0); // the victim took its share before it died
    // Requests in flight on the killed process may fail; everything answered 201 is stored.
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);
    expect(failed).toBeLessThanOrEqual(10);
    const stored = await database.db.selectFrom('posts').select('id').where('id', 'in', acknowledged).execute();
    expect(stored).toHaveLength(acknowledged.length);
    // The survivors answer everything after the kill.
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${proxy.url}/api/v1/health`);
      expect(response.status).toBe(200);
    }
  });
});
