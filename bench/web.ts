// npm run bench:web: builds the web app, reports the gzip size of the JavaScript each public route
// loads (the HTML entry with its static imports, plus the route's lazy chunk with its own), then
// runs Lighthouse (mobile, default simulated throttling) against the real server on an empty
// database and prints the Performance and Accessibility scores.
//   CHROME_PATH=/usr/bin/chromium BENCH_WEB_PAGES=/,/privacy npm run bench:web
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const LANDING_BUDGET_KB = 90;

/** Public routes measured, with the page module the router loads for each. */
const routeModules: Record<string, string> = {
  '/': 'src/features/public/landing/landing-page.tsx',
  '/privacy': 'src/features/public/pages/privacy-page.tsx',
  '/features': 'src/features/public/pages/features-page.tsx',
  '/help': 'src/features/public/pages/help-page.tsx',
};
const pages = (process.env.BENCH_WEB_PAGES ?? '/,/privacy,/features').split(',');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function build(): Manifest {
  // --manifest maps source modules to chunks; the file is removed again so it is never served.
  const result = spawnSync('npm', ['run', 'build', '-w', '@ourhood/web', '--', '--manifest'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The web build failed');
  const manifestDir = path.join(dist, '.vite');
  const manifest = JSON.parse(fs.readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
  fs.rmSync(manifestDir, { recursive: true, force: true });
  return manifest;
}

/** The chunk files a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
}

function reportSizes(manifest: Manifest): number {
  console.log('JavaScript per route (gzip -9, kB = 1000 bytes):');
  let landing = 0;
  for (const [route, module] of Object.entries(routeModules)) {
    const files = staticClosure(manifest, 'index.html');
    staticClosure(manifest, module, files);
    const js = [...files].filter((file) => file.endsWith('.js'));
    const total = js.reduce((sum, file) => sum + gzipKb(file), 0);
    if (route === '/') landing = total;
    console.log(`  ${route.padEnd(10)} ${total.toFixed(2).padStart(6)} kB  (${js.length} files)`);
    if (route === '/') for (const file of js) console.log(`      ${gzipKb(file).toFixed(1).padStart(6)} kB  ${file}`);
  }
  const verdict = landing <= LANDING_BUDGET_KB ? 'within' : 'OVER';
  console.log(`  Landing route: ${landing.toFixed(2)} kB, ${verdict} the ${LANDING_BUDGET_KB} kB budget\n`);
  return landing;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become ready within 60 s');
}

async function runLighthouse(baseUrl: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log('Lighthouse (mobile, simulated throttling):');
    for (const page of pages) {
      const result = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      console.log(
        `  ${page.padEnd(10)} Performance ${String(score('performance')).padStart(3)}  Accessibility ${String(score('accessibility')).padStart(3)}` +
          `   FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const manifest = build();
  reportSizes(manifest);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ourhood-bench-web-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  try {
    await runLighthouse(`http://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
