import type { Worker } from 'node:worker_threads';
import { takePgliteWorker } from './pglite-thread-start.js';
import { keepCompiledPgliteWasm } from './pglite-wasm.js';
import { fromThreadError, type FromThread, type ToThread } from './pglite-thread-messages.js';

/** A statement's rows and, for writes, how many rows it changed. */
export interface ThreadResult {
  rows: unknown[];
  affectedRows: number | undefined;
}

/** SQLSTATE 57P01 (admin_shutdown): the app answers 503, as when PostgreSQL goes away (lib/unavailable.ts). */
function stopped(reason: string): Error {
  return Object.assign(new Error(`the embedded database stopped (${reason})`), { code: '57P01' });
}

/**
 * The embedded database (PGlite) in a thread of its own (decision 0043). PostgreSQL compiled to
 * WebAssembly runs synchronously on whichever thread calls it: on the server's, its start (about
 * half a second of a cold start) and every statement took the thread that also loads the server,
 * answers requests and serializes replies. Here PGlite starts on the second core while the server
 * loads, and statements run there while the server's thread goes on with other requests. Rows
 * come back by structured clone; change notices are posted ahead of the result of the statement
 * that sent them, so each is heard before that statement completes, as in the process.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (result: ThreadResult) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #failure: Error | undefined;
  #closing: Promise<void> | undefined;
  readonly ready: Promise<void>;

  /** Starts the thread and PGlite in it on `dataDir` (undefined: in memory); `onNotice` hears change notices. */
  constructor(dataDir: string | undefined, onNotice: (payload: string) => void) {
    this.#worker = takePgliteWorker();
    let started!: () => void;
    let failed!: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.ready.catch(() => {});
    this.#worker.on('message', (message: FromThread) => {
      switch (message.type) {
        case 'module':
          return keepCompiledPgliteWasm(message.module);
        case 'ready':
          return started();
        case 'failed':
          return failed(fromThreadError(message.error));
        case 'notice':
          return onNotice(message.payload);
        case 'result':
          return this.#settle(message.id, (waiting) => waiting.resolve(message));
        case 'error':
          return this.#settle(message.id, (waiting) => waiting.reject(fromThreadError(message.error)));
        case 'closed':
          return;
      }
    });
    const end = (error: Error) => {
      this.#failure ??= error;
      failed(error);
      for (const [id, waiting] of [...this.#pending]) this.#settle(id, () => waiting.reject(error));
    };
    this.#worker.on('error', (error) => end(stopped(error.message)));
    this.#worker.on('exit', (code) => end(stopped(`thread exit code ${code}`)));
    this.#send({ type: 'open', dataDir });
  }

  /** Runs one statement (or, without parameters, a script) and answers its last result. */
  run(sql: string, parameters: readonly unknown[]): Promise<ThreadResult> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise<ThreadResult>((resolve, reject) => {
      const id = this.#nextId++;
      this.#pending.set(id, { resolve, reject });
      this.#send({ type: 'run', id, sql, parameters });
    });
  }

  get closed(): boolean {
    return this.#failure !== undefined;
  }

  /** Closes PGlite once the statements sent before have run (its files consistent), and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= new Promise<void>((resolve) => {
      if (this.#failure) return resolve();
      this.#worker.once('exit', () => resolve());
      this.#send({ type: 'close' });
    });
    return this.#closing;
  }

  /** Ends the thread at once, without closing PGlite (tests: a thread that dies). */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  #send(message: ToThread): void {
    this.#worker.postMessage(message);
  }

  #settle(id: number, settle: (waiting: { resolve: (r: ThreadResult) => void; reject: (e: Error) => void }) => void) {
    const waiting = this.#pending.get(id);
    if (!waiting) return;
    this.#pending.delete(id);
    settle(waiting);
  }
}
