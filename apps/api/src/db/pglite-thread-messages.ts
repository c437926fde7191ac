import type { WasmModule } from './pglite-wasm.js';

/** What the server sends the embedded database's thread (pglite-thread.ts, decision 0043). */
export type ToThread =
  /** Open PGlite on `dataDir` (undefined: in memory): sent first, once. */
  | { type: 'open'; dataDir: string | undefined }
  /** A statement, or a script when `parameters` is empty (the simple protocol, as node-postgres). */
  | { type: 'run'; id: number; sql: string; parameters: readonly unknown[] }
  /** Close PGlite (its files consistent), then end the thread. */
  | { type: 'close' };

/** A database error's fields, as PGlite throws them (code, detail, constraint…), for the server to rethrow. */
export interface ThreadError {
  message: string;
  fields: Record<string, string | number>;
}

/** What the thread answers. */
export type FromThread =
  /** The WebAssembly this thread compiled, for the process to start its next threads from (pglite-wasm.ts). */
  | { type: 'module'; module: WasmModule }
  | { type: 'ready' }
  | { type: 'failed'; error: ThreadError }
  /** A change notice (change-notices.ts), posted before the result of the statement that sent it. */
  | { type: 'notice'; payload: string }
  | { type: 'result'; id: number; rows: unknown[]; affectedRows: number | undefined }
  | { type: 'error'; id: number; error: ThreadError }
  | { type: 'closed' };

/** A thrown value as the fields that survive the trip between threads (structured clone keeps only an Error's message). */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields };
}

/** The error again, on the server's side: an Error with the same message and fields (`code` above all). */
export function fromThreadError(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields);
}
