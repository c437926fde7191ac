import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setV8Flag, V8_FLAGS } from '../v8-flags.js';

/** A compiled WebAssembly module. */
export interface WasmModule {
  readonly [Symbol.toStringTag]: 'WebAssembly.Module';
}
// Node has WebAssembly; TypeScript declares it only with the browser's types, which the API leaves out.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

let compiling: Promise<WasmModule> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and begun at once (decision 0041).
 *
 * Left to itself, PGlite reads pglite.wasm with an asynchronous read and compiles it when that read
 * completes. At a start the server's modules load meanwhile, one long synchronous stretch of the
 * main thread, so the read's completion (and the compile after it) waited the whole of that
 * stretch. Read here synchronously (a few milliseconds) and handed to V8 at once, the compile runs
 * on V8's background threads while the modules load. The functions themselves are still compiled
 * lazily, on first call: compiling all of them up front took both cores and was slower.
 *
 * The same module serves every PGlite of the process (tests open many), as PGlite's own cache of
 * it does.
 */
export function pgliteWasmModule(): Promise<WasmModule> {
  if (!compiling) {
    limitWasmCompileThreads();
    compiling = WebAssembly.compile(fs.readFileSync(pgliteWasmFile()));
  }
  return compiling;
}

/**
 * One background thread, not one per core, for V8's optimizing compiles of PGlite's hot functions.
 * A start runs a lot of PostgreSQL once; V8 soon finds functions hot and compiles them again with
 * TurboFan, several at a time, and on two cores those compiles took the main thread's core while it
 * was loading the server. With one thread they finish a little later and the start does not wait
 * on them (with the event loop held open, main.ts): a cold start to a served feed 979 → 781 ms
 * (medians of 14 starts). Statements run at the same speed once warm (a mix of five small
 * statements, rounds 3,001–6,000: 1.19 ms per round with V8's default, 1.17–1.22 with one thread).
 * Only WebAssembly is concerned, and in this process only PGlite's.
 */
function limitWasmCompileThreads(): void {
  setV8Flag(V8_FLAGS.oneWasmCompileThread);
}

function pgliteWasmFile(): string {
  // The package's entry sits next to its WebAssembly in dist/.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.join(path.dirname(entry), 'pglite.wasm');
}
