// npm run bench:scale (issue 21): the feed and a photo post against one API process, then against
// three behind a round-robin proxy, all on one PostgreSQL, Redis and S3-compatible bucket (s3rver),
// printed side by side. Then the busy neighbourhood (issue 40, bench/busy-neighbourhood.ts): a
// thousand neighbours reading while 5 % of requests write, against one process and against three,
// with staleness across processes (a same-suburb neighbour's reads go round the three). On a 2-core machine three processes cannot be much faster than one; the
// point is that nothing breaks and errors stay 0.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
// Needs the production build (npm run build) and Redis at BENCH_REDIS_URL (default local).
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import sharp from 'sharp';
import { openDatabase } from '../apps/api/src/db/database.js';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-data.js';
import { startRoundRobinProxy } from '../apps/api/test/helpers/round-robin-proxy.js';
import { startS3Server } from '../apps/api/test/helpers/s3-server.js';
import { BENCH_READER_EMAIL } from './scenarios.js';
import { busyPlaces, seedBusyNeighbours } from './busy-seed.js';
import { runHelper } from './run-processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL: several processes need a PostgreSQL server.');
  process.exit(2);
}
const schema = `scale_${randomBytes(5).toString('hex')}`;
const children: ChildProcess[] = [];

function startApi(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ourhood-scale-'));
  const child = spawn(process.execPath, ['--max-semi-space-size=8', 'apps/api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
}

interface Measurement {
  requests: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(spec: Record<string, unknown>): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'bench/load-worker.mjs'), JSON.stringify({ connections, duration, ...spec })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`autocannon ${code}`))));
  });
}

async function photoBody(): Promise<{ file: string; contentType: string }> {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
  const boundary = `----ourhoodscale${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="content"\r\n\r\nScale-out photo\r\n`),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="media"; filename="p.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const file = path.join(os.tmpdir(), `ourhood-scale-body-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(file, body);
  return { file, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface BusyFigures {
  reads: { perSecond: number; p50: number; p99: number };
  writes: { perSecond: number; p50: number; p99: number };
  stale: { count: number; p99: number; missed: number };
  errors: number;
  firstErrors: string[];
}

/** The busy neighbourhood's mixed run against `server` (bench/busy-worker.mjs). */
function busy(server: string, neighboursFile: string): Promise<BusyFigures> {
  return runHelper<BusyFigures>('bench/busy-worker.mjs', {
    server,
    neighboursFile,
    connections: 50,
    durationMs: duration * 1000 * 3,
    writeShare: 0.05,
    writerRate: 0,
    nextPageShare: 0.2,
  });
}

const busyRow = (label: string, figures: BusyFigures) =>
  `${label.padEnd(28)} reads ${figures.reads.perSecond.toFixed(0)}/s p99 ${figures.reads.p99.toFixed(0)} ms; ` +
  `writes ${figures.writes.perSecond.toFixed(0)}/s p50 ${figures.writes.p50.toFixed(0)} ms p99 ${figures.writes.p99.toFixed(0)} ms; ` +
  `staleness p99 ${figures.stale.p99.toFixed(0)} ms over ${figures.stale.count} posts (never seen ${figures.stale.missed}); ` +
  `errors ${figures.errors}${figures.firstErrors[0] ? ` (${figures.firstErrors[0]})` : ''}`;

async function measure(base: string, token: string, photo: { file: string; contentType: string }) {
  const headers = { authorization: `Bearer ${token}` };
  const feed = await load({ url: `${base}/api/v1/posts?page=1&limit=20`, headers });
  const posting = await load({
    url: `${base}/api/v1/posts/create-post`,
    method: 'POST',
    headers: { ...headers, 'content-type': photo.contentType },
    bodyFile: photo.file,
    connections: 2,
  });
  return { feed, posting };
}

const s3 = await startS3Server();
const database = await openDatabase({ url: databaseUrl, schema });
try {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    // The bench is one client address doing the work of many.
    RATE_LIMIT_PER_MINUTE: '100000000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...s3.config,
  };
  // The first process migrates and seeds the demo; the others find it done.
  const first = await startApi({ ...env, SEED_DEMO: 'true' });
  const login = await fetch(`${first}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_READER_EMAIL, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const photo = await photoBody();
  const neighbours = await seedBusyNeighbours({ url: databaseUrl, schema }, busyPlaces(4, 6), 1000);
  const neighboursFile = path.join(os.tmpdir(), `ourhood-scale-busy-${randomBytes(4).toString('hex')}.json`);
  fs.writeFileSync(neighboursFile, JSON.stringify(neighbours));
  const one = await measure(first, token, photo);
  const busyOne = await busy(first, neighboursFile);
  const others = await Promise.all([
    startApi({ ...env, SEED_DEMO: 'false' }),
    startApi({ ...env, SEED_DEMO: 'false' }),
  ]);
  const proxy = await startRoundRobinProxy([first, ...others], '203.0.113.7');
  const three = await measure(proxy.url, token, photo);
  const busyThree = await busy(proxy.url, neighboursFile);
  const proxyAlone = await load({ url: `${proxy.url}/api/v1/health` });
  await proxy.close();

  const row = (name: string, a: Measurement, b: Measurement) =>
    `${name.padEnd(28)} ${a.requests.toFixed(0).padStart(8)} ${String(a.p99).padStart(6)} ms ${String(a.errors + a.non2xx).padStart(6)}` +
    `   ${b.requests.toFixed(0).padStart(8)} ${String(b.p99).padStart(6)} ms ${String(b.errors + b.non2xx).padStart(6)}`;
  console.log(
    `\nScale-out on PostgreSQL, Redis and S3 (${connections} connections, ${duration} s, ${os.cpus().length} cores)`,
  );
  console.log(`${''.padEnd(28)} ${'1 process'.padStart(26)}   ${'3 behind the proxy'.padStart(26)}`);
  console.log(
    `${'scenario'.padEnd(28)} ${'req/s'.padStart(8)} ${'p99'.padStart(9)} ${'errors'.padStart(6)}   ${'req/s'.padStart(8)} ${'p99'.padStart(9)} ${'errors'.padStart(6)}`,
  );
  console.log(row('feed, first page', one.feed, three.feed));
  console.log(row('post with a 1200×900 photo', one.posting, three.posting));
  console.log(`(the test proxy alone, health: ${proxyAlone.requests.toFixed(0)} req/s, p99 ${proxyAlone.p99} ms)`);
  console.log(
    '\nBusy neighbourhood: 1,000 neighbours in 24 suburbs, 50 connections, 5 % writes (staleness target ≤ 1 s)',
  );
  console.log(busyRow('1 process', busyOne));
  console.log(busyRow('3 behind the proxy', busyThree));
  const staleMet = [busyOne, busyThree].every((f) => f.stale.count > 0 && f.stale.p99 <= 1000 && f.stale.missed === 0);
  console.log(`staleness across processes ≤ 1 s: ${staleMet ? 'met' : 'NOT MET'}`);
  fs.rmSync(neighboursFile, { force: true });
  const errors =
    [one.feed, one.posting, three.feed, three.posting].reduce((sum, m) => sum + m.errors + m.non2xx, 0) +
    busyOne.errors +
    busyThree.errors;
  if (errors > 0) process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
  await database.close();
  await s3.close();
}
