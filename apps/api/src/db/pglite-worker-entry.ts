import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { processMemory, startIdleCollector } from '../lib/memory/idle-collector.js';
import { CHANGE_NOTICES_CHANNEL } from './change-notices.js';
import { PglitePreparedStatements } from './pglite-prepared-statements.js';
import { toThreadError, type FromThread, type ToThread } from './pglite-thread-messages.js';
import { compilePgliteWasm, type WasmModule } from './pglite-wasm.js';

// The embedded database's thread (pglite-thread.ts starts it, decision 0043): PGlite starts and
// runs every statement here, on a core of its own, while the server's thread loads, answers
// requests and serializes replies.

const port = parentPort!;
const send = (message: FromThread) => port.postMessage(message);

// This thread's heap is its own: PGlite's start (its files unpacked into memory) and every result
// leave garbage here that the server thread's collector never sees (decision 0034's policy, here).
startIdleCollector(processMemory());

// Begun at once, before the data directory is known (pglite-thread-start.ts): the module this
// process compiled already, or a compile of our own, handed back for the threads after this one.
const given = (workerData as { module: WasmModule | undefined }).module;
const compiled = given ? Promise.resolve(given) : compilePgliteWasm();
if (!given)
  compiled.then(
    (module) => send({ type: 'module', module }),
    () => {},
  );

const INT8_OID = 20;
// Counts and sums come back as int8; every such value we keep fits in a JS number.
const parseInt8 = (value: string) => Number(value);

async function open(dataDir: string | undefined): Promise<PGlite> {
  const pglite = new PGlite({
    pgliteWasmModule: await compiled,
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: parseInt8 },
    // PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM memory, which never
    // shrinks: it was most of the idle process (decision 0015). Pages beyond it are read from
    // the data directory through the operating system's file cache, which the process does not
    // hold.
    postgresqlconf: ['shared_buffers = 16MB'],
  });
  await pglite.waitReady;
  // Posted as they are heard, so each reaches the server before its statement's result.
  await pglite.listen(CHANGE_NOTICES_CHANNEL, (payload) => send({ type: 'notice', payload }));
  return pglite;
}

async function run(pglite: PGlite, prepared: PglitePreparedStatements, sql: string, parameters: readonly unknown[]) {
  if (parameters.length === 0) {
    // No parameters: the simple protocol, which also takes multi-statement scripts (migrations,
    // backups), just as node-postgres does.
    const last = (await pglite.exec(sql)).at(-1);
    return { rows: last?.rows ?? [], affectedRows: last?.affectedRows };
  }
  const result = await prepared.query(sql, parameters);
  return { rows: result.rows, affectedRows: result.affectedRows };
}

let database: Promise<{ pglite: PGlite; prepared: PglitePreparedStatements }> | undefined;
// One statement at a time, in the order sent: PGlite is one session (the server's pool lends its
// one connection to one caller at a time as well).
let tail: Promise<unknown> = Promise.resolve();

port.on('message', (message: ToThread) => {
  if (message.type === 'open') {
    database = open(message.dataDir).then((pglite) => ({ pglite, prepared: new PglitePreparedStatements(pglite) }));
    database.then(
      () => send({ type: 'ready' }),
      (error: unknown) => send({ type: 'failed', error: toThreadError(error) }),
    );
    tail = database.catch(() => {});
    return;
  }
  const opened = database!;
  if (message.type === 'run') {
    const { id, sql, parameters } = message;
    tail = tail
      .then(() => opened)
      .then(({ pglite, prepared }) => run(pglite, prepared, sql, parameters))
      .then(
        ({ rows, affectedRows }) => send({ type: 'result', id, rows, affectedRows }),
        (error: unknown) => send({ type: 'error', id, error: toThreadError(error) }),
      );
    return;
  }
  tail = tail
    .then(() => opened)
    .then(({ pglite }) => (pglite.closed ? undefined : pglite.close()))
    .catch(() => {})
    .then(() => {
      send({ type: 'closed' });
      port.close();
    });
});
