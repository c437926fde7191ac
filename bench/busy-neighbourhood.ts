// The busy neighbourhood (issue 40): BUSY_NEIGHBOURS signed-in neighbours in several suburbs of
// several cities read their feeds while others write, measured with one client (bench/busy-worker.mjs)
// against the server and, in the same run, against the bare Fastify handler; reads and writes are
// reported apart, with staleness (a post's 201 to its appearance on a same-suburb neighbour's
// first page) and a row of reads while a steady writer adds BUSY_WRITER_RATE writes a second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { DatabaseOptions } from '../apps/api/src/db/database.js';
import { busyPlaces, seedBusyNeighbours } from './busy-seed.js';
import { budgetBetween, budgetSnapshot, describeBudget } from './machine-budget.js';
import { rssMb, runHelper } from './run-processes.js';
import { row } from './run-table.js';

const neighbourCount = Number(process.env.BUSY_NEIGHBOURS ?? 1000);
const cities = Number(process.env.BUSY_CITIES ?? 4);
const suburbsPerCity = Number(process.env.BUSY_SUBURBS ?? 6);
/**
 * Connections the load keeps busy (BUSY_CONNECTIONS): 10, as every other row of the bench uses and
 * as the issue's table was measured (reads only, p99 2–3 ms). The load is closed, so at 50 a read's
 * p99 was mostly its wait behind 49 others: reads only measured p99 47–100 ms (decision 0084).
 */
const busyConnections = Number(process.env.BUSY_CONNECTIONS ?? 10);
const busyDuration = Number(process.env.BUSY_DURATION ?? 20);
const writeShare = Number(process.env.BUSY_WRITE_SHARE ?? 0.05);
const writerRate = Number(process.env.BUSY_WRITER_RATE ?? 20);
/** The share of writes that are photo posts (BUSY_PHOTO_SHARE, default 0.05). */
const photoShare = Number(process.env.BUSY_PHOTO_SHARE ?? 0.05);
/** BUSY_PHASES=busy (say) runs only some of the rows: reads, busy, steady (profiling one of them). */
const phases = new Set((process.env.BUSY_PHASES ?? 'reads,busy,steady').split(','));

/** The issue's targets for the busy rows. */
export const BUSY_TARGETS = {
  readShare: 0.15,
  readP99Ms: 15,
  writeP99Ms: 30,
  staleP99Ms: 1000,
  // Ours, not the issue's (decision 0089): a photo is ready before its caption is typed.
  photoReadyP99Ms: 2000,
  rssTimesIdle: 1.5,
} as const;

interface Summary {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}
interface BusyResult {
  seconds: number;
  reads: Summary;
  writes: Summary;
  writeKinds: Record<string, number>;
  /** Each kind of write's median, ms. */
  writeP50s: Record<string, number>;
  /** Each kind of write's 99th percentile, ms. */
  writeP99s: Record<string, number>;
  errors: number;
  firstErrors: string[];
  stale: Summary & { missed: number };
  /** A photo uploaded ahead: its 202 → its state ready (decision 0089). */
  photoReady: Summary;
  /** The load client's own CPU seconds, over its whole run. */
  cpuSeconds: number;
}

export type Kind = 'postgres' | 'pglite';

/** Seeds the busy neighbourhood's people into the database (before the server starts). */
export async function seedBusy(options: DatabaseOptions): Promise<string> {
  const neighbours = await seedBusyNeighbours(options, busyPlaces(cities, suburbsPerCity), neighbourCount);
  const file = path.join(os.tmpdir(), `ourhood-busy-${randomBytes(6).toString('hex')}.json`);
  fs.writeFileSync(file, JSON.stringify(neighbours));
  return file;
}

/**
 * A phone photo's size (1600 × 1200), photo-like (smooth gradients with grain, as
 * bench/run-inputs.ts makes the 12 MP one: noise alone would cost an encoder far more than a photo).
 */
async function phonePhoto(): Promise<string> {
  const file = path.join(os.tmpdir(), `ourhood-busy-photo-${randomBytes(6).toString('hex')}.jpg`);
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = (seed >> 16) % 16;
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width / 1.2 + grain;
      pixels[at + 1] = (y * 255) / height / 1.2 + grain;
      pixels[at + 2] = ((x + y) * 255) / (width + height) / 1.2 + grain;
    }
  }
  const image = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  fs.writeFileSync(file, image);
  return file;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const share = (value: number, bare: number) => `${((value / bare) * 100).toFixed(1)} %`;

function run(spec: Record<string, unknown>): Promise<BusyResult> {
  return runHelper<BusyResult>('bench/busy-worker.mjs', {
    connections: busyConnections,
    durationMs: busyDuration * 1000,
    writeShare: 0,
    writerRate: 0,
    nextPageShare: 0.2,
    photoShare,
    ...spec,
  });
}

/**
 * A run of the load with where the machine's cores went meanwhile (decision 0093), as a row of its
 * own: on a machine the load client shares with the server, a ratio says as much about the machine.
 */
async function runAndBudget(
  kind: Kind,
  pid: number,
  spec: Record<string, unknown>,
): Promise<BusyResult & { budget: string }> {
  const before = budgetSnapshot(pid);
  const result = await run(spec);
  const after = budgetSnapshot(pid);
  const budget =
    before && after
      ? describeBudget(budgetBetween(before, after, result.cpuSeconds, kind === 'postgres'))
      : 'not measured (Linux /proc only)';
  return { ...result, budget };
}

/**
 * The busy rows for one database: bare handler, reads only, 5 % writes, a steady writer; then the
 * server's memory against its idle figure. `neighboursFile` comes from seedBusy.
 */
export async function measureBusy(
  kind: Kind,
  server: string,
  baselineUrl: string,
  neighboursFile: string,
  pid: number,
  idleRss: number,
): Promise<void> {
  const photoFile = await phonePhoto();
  const common = { server, neighboursFile, photoFile };
  const label = `${neighbourCount.toLocaleString('en')} neighbours in ${cities * suburbsPerCity} suburbs of ${cities} cities`;
  try {
    const bare = await run({ server: baselineUrl, mode: 'bare' });
    const bareRate = bare.reads.perSecond;
    row('busy: bare handler, same client (req/s)', '').figures[kind] = {
      value: `${Math.round(bareRate)} req/s, p99 ${ms(bare.reads.p99)}`,
      errors: bare.errors,
    };

    if (phases.has('reads')) {
      const readsOnly = await runAndBudget(kind, pid, common);
      row(`busy: ${label}, reads only`, 'keeps the read-only ratios', () => true).figures[kind] = {
        value: `${share(readsOnly.reads.perSecond, bareRate)} of bare, p50 ${ms(readsOnly.reads.p50)}, p99 ${ms(readsOnly.reads.p99)}`,
        errors: readsOnly.errors,
      };
      row('busy: cores used, reads only', '').figures[kind] = { value: readsOnly.budget };
    }

    if (phases.has('busy')) await measureMixed(kind, label, bareRate, pid, common);

    if (phases.has('steady')) {
      const steady = await run({ ...common, writerRate });
      row(`busy: reads while a steady writer adds ${writerRate} writes a second`, '').figures[kind] = {
        value: `${share(steady.reads.perSecond, bareRate)} of bare, p99 ${ms(steady.reads.p99)}; writes p50 ${ms(steady.writes.p50)}, p99 ${ms(steady.writes.p99)}`,
        errors: steady.errors,
      };
    }

    // Memory once the busy spell is over: at 5 s, and at 15 s, the target's, when all the server
    // gives back when calm is given (decision 0085): the young generation after 6 s (V8 shrinks it
    // only once its last 5 s allocated little, 0062), the image process after 10 s without uploads
    // (0056), malloc's free pages when it calms down and after each collection (0085).
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const soon = rssMb(pid);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const after = rssMb(pid);
    row(
      'busy: RSS after the busy runs, idle 5 s, then 15 s (× idle)',
      `≤ ${BUSY_TARGETS.rssTimesIdle} × idle at 15 s`,
      (f) => f.met === true,
    ).figures[kind] = {
      value: `${Math.round(soon)} MB (${(soon / idleRss).toFixed(2)}×), then ${Math.round(after)} MB (${(after / idleRss).toFixed(2)}×)`,
      met: after <= idleRss * BUSY_TARGETS.rssTimesIdle,
    };
  } finally {
    fs.rmSync(photoFile, { force: true });
  }
}

/** The mixed run: reads and writes reported apart, and staleness. */
async function measureMixed(
  kind: Kind,
  label: string,
  bareRate: number,
  pid: number,
  common: Record<string, unknown>,
): Promise<void> {
  const busy = await runAndBudget(kind, pid, { ...common, writeShare });
  const readsMet =
    busy.reads.perSecond / bareRate >= BUSY_TARGETS.readShare && busy.reads.p99 <= BUSY_TARGETS.readP99Ms;
  row(
    `busy: ${label}, ${writeShare * 100} % writes — reads`,
    `≥ ${BUSY_TARGETS.readShare * 100} % of bare, p99 ≤ ${BUSY_TARGETS.readP99Ms} ms`,
    (f) => f.met === true,
    ['postgres'],
  ).figures[kind] = {
    value: `${share(busy.reads.perSecond, bareRate)} of bare (${Math.round(busy.reads.perSecond)} req/s), p50 ${ms(busy.reads.p50)}, p99 ${ms(busy.reads.p99)}`,
    errors: busy.errors,
    met: readsMet,
  };
  row(
    `busy: ${label}, ${writeShare * 100} % writes — writes`,
    `p99 ≤ ${BUSY_TARGETS.writeP99Ms} ms`,
    (f) => f.met === true,
  ).figures[kind] = {
    value:
      `${Math.round(busy.writes.perSecond)}/s (${Object.entries(busy.writeKinds)
        .map(([what, count]) => `${count} ${what} p50 ${busy.writeP50s[what]}, p99 ${busy.writeP99s[what]} ms`)
        .join(', ')}), p50 ${ms(busy.writes.p50)}, p99 ${ms(busy.writes.p99)}` +
      (busy.firstErrors.length > 0 ? `; first error: ${busy.firstErrors[0]}` : ''),
    met: busy.writes.p99 <= BUSY_TARGETS.writeP99Ms,
  };
  row(
    'busy: staleness, post answered → on a same-suburb first page',
    `p99 ≤ ${BUSY_TARGETS.staleP99Ms} ms`,
    (f) => f.met === true,
  ).figures[kind] = {
    value: `${busy.stale.count} posts, p50 ${ms(busy.stale.p50)}, p99 ${ms(busy.stale.p99)}, never seen ${busy.stale.missed}`,
    met: busy.stale.count > 0 && busy.stale.p99 <= BUSY_TARGETS.staleP99Ms && busy.stale.missed === 0,
  };
  // Our own target (decision 0089): the photo is ready before a caption is typed.
  row(
    'busy: photo uploaded → ready to post (composer asks every 200 ms)',
    `p99 ≤ ${BUSY_TARGETS.photoReadyP99Ms} ms`,
    (f) => f.met === true,
  ).figures[kind] = {
    value: `${busy.photoReady.count} photos, p50 ${ms(busy.photoReady.p50)}, p99 ${ms(busy.photoReady.p99)}`,
    met: busy.photoReady.count > 0 && busy.photoReady.p99 <= BUSY_TARGETS.photoReadyP99Ms,
  };
  row(`busy: cores used, ${writeShare * 100} % writes`, '').figures[kind] = { value: busy.budget };
}
