import v8 from 'node:v8';

/**
 * The V8 flags the server sets while it runs, all of them: the built launcher sets every one before
 * it loads the server with its code cache (launch/main.ts). V8 takes a code cache only from a
 * process with the same flags as the one that wrote it, and the cache is written after these were
 * set; a flag set anywhere else would make V8 turn down every cache (decision 0045).
 */
export const V8_FLAGS = {
  /** One background thread for PGlite's optimizing WebAssembly compiles (db/pglite-wasm.ts, decision 0041). */
  oneWasmCompileThread: '--wasm-num-compilation-tasks=1',
  /** `gc` for contexts made after it is set, which the idle collector asks for (lib/memory). */
  exposeGc: '--expose-gc',
} as const;

export function setV8Flag(flag: (typeof V8_FLAGS)[keyof typeof V8_FLAGS]): void {
  v8.setFlagsFromString(flag);
}
