// npm run bench: starts the real server on a seeded database and a plain Fastify baseline, drives
// each with autocannon from a separate process, and prints req/s and latency next to the baseline.
//   BENCH_DURATION=10 BENCH_CONNECTIONS=20 BENCH_DATABASE_URL=postgres://… npm run bench
// The feed scenarios first seed BENCH_POSTS posts (default 1,000,000; bench/feed-seed.ts), the
// directory ones BENCH_ORGANIZATIONS organizations (default 100,000; bench/organizations-seed.ts), the
// rental alert fan-out BENCH_SUBSCRIBERS keyword watchers (default 10,000; bench/rental-alerts.ts). On
// PostgreSQL everything goes into a schema of its own, dropped at the end.
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../apps/api/src/db/database.js';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-data.js';
import { seedFeedBenchmark } from './feed-seed.js';
import { seedOrganizationsBenchmark } from './organizations-seed.js';
import { countAlerts, measureRentalFanOut, seedKeywordSubscribers } from './rental-alerts.js';
import { BENCH_READER_EMAIL, feedScenarios, organizationScenarios, scenarios } from './scenarios.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postCount = Number(process.env.BENCH_POSTS ?? 1_000_000);
const organizationCount = Number(process.env.BENCH_ORGANIZATIONS ?? 100_000);
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const schema = databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
const children: ChildProcess[] = [];
let finished = false;

function start(file: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, file)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => {
      if (!finished) reject(new Error(`${file} exited with ${code}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready in time');
}

interface Measurement {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon in its own process so the load generator does not share our event loop. */
function load(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  const args = [
    path.join(root, 'node_modules/autocannon/autocannon.js'),
    '--json',
    '-c',
    String(connections),
    '-d',
    String(duration),
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output);
      resolve({
        requests: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

/** Signs in as the demo neighbour the authenticated scenarios read as. */
async function signIn(server: string): Promise<string> {
  const response = await fetch(`${server}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_READER_EMAIL, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in failed: ${response.status}`);
  return body.data.token;
}

/** Leaves nothing behind in the PostgreSQL database: the bench schema goes with its million rows. */
async function dropBenchSchema(): Promise<void> {
  if (!databaseUrl || !schema) return;
  const database = await openDatabase({ url: databaseUrl });
  try {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(database.db);
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ourhood-bench-'));
  const seedStart = Date.now();
  const seeded = await seedFeedBenchmark(
    { url: databaseUrl, schema, dataDir: databaseUrl ? undefined : dataDir },
    postCount,
  );
  console.log(`Seeded ${seeded.toLocaleString('en')} posts in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const orgStart = Date.now();
  const organizations = await seedOrganizationsBenchmark(
    { url: databaseUrl, schema, dataDir: databaseUrl ? undefined : dataDir },
    organizationCount,
  );
  console.log(
    `Seeded ${organizations.toLocaleString('en')} organizations in ${((Date.now() - orgStart) / 1000).toFixed(1)} s`,
  );
  const watcherToken = await seedKeywordSubscribers(
    { url: databaseUrl, schema, dataDir: databaseUrl ? undefined : dataDir },
    subscriberCount,
  );
  console.log(
    `Seeded ${subscriberCount.toLocaleString('en')} 'ladder' watchers in the reader's city (and as many others)`,
  );
  const baseline = await start('bench/baseline-server.ts', {}, /listening (http:\/\/\S+)/);
  const port = await freePort();
  const server = `http://127.0.0.1:${port}`;
  void start(
    'apps/api/src/main.ts',
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl && schema ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
    },
    /$^/,
  ).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
  await waitUntilReady(server);
  const token = await signIn(server);
  const auth = { authorization: `Bearer ${token}` };
  const get = async (route: string): Promise<unknown> => {
    const response = await fetch(`${server}${route}`, { headers: auth });
    if (!response.ok) throw new Error(`GET ${route}: ${response.status}`);
    return response.json();
  };

  console.log(`Benchmark: ${connections} connections, ${duration} s per endpoint, ${os.cpus().length} cores\n`);
  const base = await load(`${baseline}/baseline`);
  const rows = [{ name: 'plain Fastify handler (baseline)', ...base, ratio: 1 }];
  for (const scenario of [...scenarios, ...feedScenarios(postCount), ...organizationScenarios(organizations)]) {
    const route = scenario.resolvePath ? await scenario.resolvePath(get) : scenario.path;
    const result = await load(`${server}${route}`, scenario.authenticated ? auth : {});
    rows.push({ name: scenario.name, ...result, ratio: result.requests / base.requests });
  }
  console.table(
    rows.map((row) => ({
      endpoint: row.name,
      'req/s': Math.round(row.requests),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'vs baseline': `${(row.ratio * 100).toFixed(0)}%`,
      errors: row.errors,
    })),
  );
  // Last, so its background work does not overlap the load above.
  const fanOut = await measureRentalFanOut(server, token, watcherToken);
  const alerts = databaseUrl ? await countAlerts({ url: databaseUrl, schema }) : undefined;
  console.log(
    `\nRental alert fan-out to ${subscriberCount.toLocaleString('en')} watchers: POST answered in ${fanOut.postMs.toFixed(1)} ms; ` +
      `every alert stored ${fanOut.notifiedMs.toFixed(0)} ms after posting` +
      (alerts === undefined ? '.' : ` (${alerts.toLocaleString('en')} notification rows).`),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

try {
  await main();
} finally {
  finished = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await dropBenchSchema();
}
