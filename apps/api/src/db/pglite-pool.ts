import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { PglitePreparedStatements } from './pglite-prepared-statements.js';

/**
 * The longest the pool runs statements back to back without letting the event loop take in other
 * requests (decision 0053). PGlite runs each statement synchronously on this thread, and a chain
 * of statements resolved one after another never reaches the event loop's poll phase: a fan-out
 * of ten chunks held every other request, even a health check, for a second.
 */
export const PGLITE_MAX_BUSY_MS = 10;

/** Connections of a pool: how many exist, how many are lent out, how many callers wait. */
export interface PoolStats {
  size: number;
  inUse: number;
  waiting: number;
}

/**
 * Makes an in-process PGlite instance look like a node-postgres pool so Kysely's own
 * PostgresDialect drives both databases with the same compiled SQL.
 *
 * PGlite is a single session: a transaction begun by one request would otherwise swallow the
 * statements of every other request. So the "pool" has exactly one connection, handed out under a
 * mutex; Kysely holds it for the whole of a transaction and releases it afterwards.
 */
export class PgliteMutexPool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();
  #waiting = 0;
  #inUse = 0;
  /** When the event loop last had its turn between statements. */
  #yieldedAt = performance.now();

  /** The one connection's use: lent out or not, and how many wait for it (metrics). */
  stats(): PoolStats {
    return { size: 1, inUse: this.#inUse, waiting: this.#waiting };
  }

  readonly #prepared: PglitePreparedStatements;

  constructor(private readonly pglite: PGlite) {
    this.#prepared = new PglitePreparedStatements(pglite);
  }

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
    const pglite = this.pglite;
    const prepared = this.#prepared;
    const takeTurns = () => this.#takeTurns();
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        await takeTurns();
        if (parameters.length === 0) {
          // No parameters: use the simple protocol, which also accepts multi-statement scripts
          // (migrations, backups), just as node-postgres does.
          const results = await pglite.exec(sql);
          const last = results.at(-1);
          return toResult<R>(sql, (last?.rows ?? []) as R[], last?.affectedRows);
        }
        const result = await prepared.query<R>(sql, parameters);
        return toResult<R>(sql, result.rows, result.affectedRows);
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

  /**
   * Lets the event loop take in waiting requests (they queue for the connection behind whoever
   * holds it) once statements have run back to back for PGLITE_MAX_BUSY_MS.
   */
  async #takeTurns(): Promise<void> {
    if (performance.now() - this.#yieldedAt < PGLITE_MAX_BUSY_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#yieldedAt = performance.now();
  }

  async end(): Promise<void> {
    // Wait for whoever holds the connection, then close PGlite cleanly so its files are consistent.
    await this.connect().then((client) => client.release());
    if (!this.pglite.closed) await this.pglite.close();
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
