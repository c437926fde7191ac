import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { ThreadResult } from './pglite-thread.js';

/** PGlite's one session, wherever it runs (pglite-thread.ts). */
export interface PgliteSession {
  run(sql: string, parameters: readonly unknown[]): Promise<ThreadResult>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** Connections of a pool: how many exist, how many are lent out, how many callers wait. */
export interface PoolStats {
  size: number;
  inUse: number;
  waiting: number;
}

/**
 * Makes PGlite's one session look like a node-postgres pool so Kysely's own PostgresDialect drives
 * both databases with the same compiled SQL.
 *
 * PGlite is a single session: a transaction begun by one request would otherwise swallow the
 * statements of every other request. So the "pool" has exactly one connection, handed out under a
 * mutex; Kysely holds it for the whole of a transaction and releases it afterwards. Statements run
 * on PGlite's own thread (decision 0043), so while one runs the event loop takes in other requests,
 * which queue for the connection; a long fan-out takes it chunk by chunk (decision 0035).
 */
export class PgliteMutexPool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();
  #waiting = 0;
  #inUse = 0;

  /** The one connection's use: lent out or not, and how many wait for it (metrics). */
  stats(): PoolStats {
    return { size: 1, inUse: this.#inUse, waiting: this.#waiting };
  }

  constructor(private readonly session: PgliteSession) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#waiting += 1;
    await previous;
    this.#waiting -= 1;
    this.#inUse = 1;
    let released = false;
    const markReleased = () => (this.#inUse = 0);
    const session = this.session;
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const result = await session.run(sql, parameters);
        return toResult<R>(sql, result.rows as R[], result.affectedRows);
      },
      release() {
        if (!released) {
          released = true;
          markReleased();
          release();
        }
      },
    };
    return client as PostgresPoolClient;
  }

  async end(): Promise<void> {
    // Wait for whoever holds the connection, then close PGlite cleanly so its files are consistent.
    await this.connect().then((client) => client.release());
    if (!this.session.closed) await this.session.close();
  }
}

function toResult<R>(sql: string, rows: R[], affectedRows: number | undefined): PostgresQueryResult<R> {
  const command = sql.trimStart().slice(0, 6).toUpperCase();
  return {
    command: (['INSERT', 'UPDATE', 'DELETE', 'SELECT'].includes(command)
      ? command
      : 'SELECT') as PostgresQueryResult<R>['command'],
    rowCount: affectedRows ?? rows.length,
    rows,
  };
}
