import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../paths.js';
import { compiledPgliteWasm, limitWasmCompileThreads } from './pglite-wasm.js';

/**
 * Starts a thread for the embedded database (pglite-worker-entry.ts): the built file next to the
 * bundle, or its TypeScript through tsx (development, tests). It loads PGlite and compiles its
 * WebAssembly (or takes the module this process compiled already) and waits to be told which data
 * directory to open.
 */
export function startPgliteWorker(): Worker {
  limitWasmCompileThreads();
  const workerData = { module: compiledPgliteWasm() };
  const built = path.join(SERVER_ROOT, 'db', 'pglite-worker-entry.js');
  if (fs.existsSync(built)) return new Worker(built, { workerData });
  // tsx registered in the thread itself: a thread does not take the loader of the process.
  const api = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  );
  const entry = path.join(SERVER_ROOT, 'db', 'pglite-worker-entry.ts');
  const boot = `import(${JSON.stringify(pathToFileURL(api).href)}).then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

let early: Worker | undefined;

/**
 * Starts the database's thread at the very first moment of the process, before the server's own
 * modules load (main.ts): booting a thread, loading PGlite and compiling its WebAssembly take
 * about 250 ms, on the second core, while the first loads the configuration and the server. The
 * thread does not hold the process open until a database takes it.
 */
export function startPgliteWorkerEarly(): void {
  early ??= startPgliteWorker();
  early.unref();
}

/** The thread started early, if there is one not yet taken; else a new one. */
export function takePgliteWorker(): Worker {
  const worker = early ?? startPgliteWorker();
  early = undefined;
  worker.ref();
  return worker;
}
