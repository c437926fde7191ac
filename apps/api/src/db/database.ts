import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { lockDataDir } from './data-dir-lock.js';
import { PgliteMutexPool, type PoolStats } from './pglite-pool.js';
import { pgliteWasmModule } from './pglite-wasm.js';
import { preparingPool } from './prepared-statements.js';
import type { DB } from './schema.js';
import { CHANGE_NOTICES_CHANNEL, ChangeNotices } from './change-notices.js';
import { hearOwnChangeNotices } from './own-change-notices.js';
import { StatementCounter } from './statement-counter.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Closes connections (and PGlite's files) and releases the data directory lock. */
  close(): Promise<void>;
  /** The connection pool's state now (metrics). */
  poolStats(): PoolStats;
  /** PGlite only: its data directory as one archive (`DatabaseOptions.template`). */
  dumpDataDir?(): Promise<Blob>;
  /** Statements run since the database was opened, by every part of the app (statement-counter.ts). */
  statementCount(): number;
  /**
   * Change notices (migrations 0031, 0032) heard by this database's own connections, so a
   * statement of this process that ends a session or changes a feed page is heard before it
   * completes. On PostgreSQL the app adds a listening connection of its own for the notices of
   * other processes, and they are `listening` only while that one is (app.ts); PGlite has one
   * process and always is.
   */
  changeNotices: ChangeNotices;
  /**
   * Whether a PostgreSQL backend is one of this pool's connections: its notices were heard already,
   * by the connection that sent them, so the app's own listener leaves them (PostgreSQL only).
   */
  ownsBackend?(processId: number): boolean;
}

export interface DatabaseOptions {
  /** node-postgres connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Schema (search_path) inside the PostgreSQL database; tests use one per file. */
  schema?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data directory (`dumpDataDir`) instead of an
   * empty cluster: tests start from one already migrated (a fresh cluster's initdb is most of a boot).
   */
  template?: Blob;
  /** Connections to PostgreSQL (default 10: the tools'; the server passes DATABASE_POOL_SIZE). */
  poolSize?: number;
}

const INT8_OID = 20;
// Counts and sums come back as int8; every such value we keep fits in a JS number.
const parseInt8 = (value: string) => Number(value);

/** Where the app's tables are: the first schema of the search path that exists. */
export async function currentSchema(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]!.schema;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.schema, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string, schema: string | undefined, poolSize: number): Promise<Database> {
  // Loaded only here: a server on the embedded database never loads the driver (decision 0032).
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that does not answer fails the request (503) instead of holding it.
    connectionTimeoutMillis: 5000,
    // Search path: our schema first, public after it for extensions such as pg_trgm.
    options: schema ? `-c search_path=${schema},public` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one: pg-pool removes its idle listener while a client is lent out, and a
  // connection cut mid-query emits 'error' on the client besides failing the query (which the
  // request answers with 503). Without a listener that event killed the process.
  const changeNotices = new ChangeNotices(false);
  const ownBackends = new Set<number>();
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // pg sets the backend's process id on connect; its types leave it out.
    const backend = (client as { processID?: number | null }).processID ?? undefined;
    if (backend !== undefined) {
      ownBackends.add(backend);
      client.on('end', () => ownBackends.delete(backend));
    }
    // Each connection hears the change notices of its own statements before their callers go on,
    // without listening: PostgreSQL wakes every listening connection of a database on every NOTIFY
    // (decision 0094). Other processes' changes come through the app's listener (app.ts), which
    // skips the notices of this pool's own connections, so one change is taken in once.
    hearOwnChangeNotices(client, (payload) => changeNotices.receive(payload));
  });
  if (schema) {
    const client = await pool.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      client.release();
    }
  }
  // Statements are prepared once per connection (prepared-statements.ts).
  const statements = new StatementCounter();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), plugins: [statements] });
  return {
    kind: 'postgres',
    db,
    statementCount: () => statements.count,
    changeNotices,
    ownsBackend: (processId) => ownBackends.has(processId),
    close: () => db.destroy(),
    poolStats: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  const dir = inMemory ? undefined : path.resolve(dataDir, 'pglite');
  const unlock = dir ? lockDataDir(path.dirname(dir)) : () => {};
  try {
    const pglite = new PGlite({
      pgliteWasmModule: await pgliteWasmModule(),
      ...(dir ? { dataDir: dir } : {}),
      ...(template && !dir ? { loadDataDir: template } : {}),
      extensions: { pg_trgm },
      parsers: { [INT8_OID]: parseInt8 },
      // PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM memory, which never
      // shrinks: it was most of the idle process (decision 0015). Pages beyond it are read from
      // the data directory through the operating system's file cache, which the process does not
      // hold.
      postgresqlconf: ['shared_buffers = 16MB'],
    });
    await pglite.waitReady;
    // One process, one connection: every notice is heard, before its statement completes.
    const changeNotices = new ChangeNotices(true);
    await pglite.listen(CHANGE_NOTICES_CHANNEL, (payload) => changeNotices.receive(payload));
    const pool = new PgliteMutexPool(pglite);
    const statements = new StatementCounter();
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [statements] });
    changeNotices.schema = await currentSchema(db);
    return {
      kind: 'pglite',
      db,
      statementCount: () => statements.count,
      changeNotices,
      poolStats: () => pool.stats(),
      dumpDataDir: async () => {
        const dump = await pglite.dumpDataDir('none');
        return dump instanceof Blob ? dump : new Blob([dump]);
      },
      close: async () => {
        try {
          await db.destroy();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
