import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';

/** A compiled WebAssembly module. */
export interface WasmModule {
  readonly [Symbol.toStringTag]: 'WebAssembly.Module';
}
// Node has WebAssembly; TypeScript declares it only with the browser's types, which the API leaves out.
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };

/**
 * PGlite's WebAssembly, compiled at the first moment of the thread that runs it (decisions 0041,
 * 0043). Left to itself, PGlite reads pglite.wasm with an asynchronous read and compiles it when
 * that read completes, after its own modules have loaded. Read synchronously (a few milliseconds)
 * and handed to V8 at once, the compile runs on V8's background threads while PGlite's modules
 * load. The functions themselves are still compiled lazily, on first call: compiling all of them up
 * front took both cores and was slower.
 */
export function compilePgliteWasm(): Promise<WasmModule> {
  return WebAssembly.compile(fs.readFileSync(pgliteWasmFile()));
}

let compiled: WasmModule | undefined;

/**
 * The module once a thread of this process has compiled it: later threads start from it rather
 * than compile their own (tests open many databases). A module is shared between threads, not copied.
 */
export function compiledPgliteWasm(): WasmModule | undefined {
  return compiled;
}

export function keepCompiledPgliteWasm(module: WasmModule): void {
  compiled ??= module;
}

/**
 * One background thread, not one per core, for V8's optimizing compiles of PGlite's hot functions.
 * A start runs a lot of PostgreSQL once; V8 soon finds functions hot and compiles them again with
 * TurboFan, several at a time, and on two cores those compiles took the core of the thread loading
 * the server. With one thread they finish a little later and the start does not wait on them (with
 * the event loop held open, main.ts): a cold start to a served feed 979 → 781 ms (medians of 14
 * starts, decision 0041). Statements run at the same speed once warm (a mix of five small
 * statements, rounds 3,001–6,000: 1.19 ms per round with V8's default, 1.17–1.22 with one thread).
 * V8's flags are the process's: set here, before the first thread starts, for every thread.
 */
export function limitWasmCompileThreads(): void {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
}

function pgliteWasmFile(): string {
  // The package's entry sits next to its WebAssembly in dist/.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return path.join(path.dirname(entry), 'pglite.wasm');
}
