import { startPgliteWorkerEarly } from './db/pglite-thread-start.js';

// The embedded database's thread starts first, before the configuration and the server load, so
// that booting it, loading PGlite and compiling its WebAssembly happen on the second core
// meanwhile (decision 0043). A server on PostgreSQL (DATABASE_URL set) has no use for it.
if (!process.env.DATABASE_URL) startPgliteWorkerEarly();

// Held until the server listens (decision 0041). Whenever Node's event loop has nothing left to
// wait on, Node blocks until every task on V8's background threads has finished; while a server
// starts that happens between its steps (only promises pending, no socket yet), and the tasks were
// optimizing compiles of the embedded database's hot functions: a start waited on them for up to
// 40 ms at a time. A timer keeps the loop from running dry, so those compiles finish in their own time.
const holdEventLoop = setInterval(() => {}, 60_000);

// Loaded after the thread has started: the configuration's modules (zod and the rest of the shared
// chunk) take a tenth of a cold start.
const [{ ConfigError, loadConfig }, { DataDirInUseError }, { openDatabase }] = await Promise.all([
  import('./config.js'),
  import('./db/data-dir-lock.js'),
  import('./db/database.js'),
]);

// The process entry: configuration problems and a busy data directory are the user's to fix, so
// they get a plain message and exit code 1 rather than a stack trace.
try {
  const config = loadConfig();
  // The database opens first, and the rest of the server loads meanwhile: the embedded database
  // starts in its own thread, so the two overlap (cold start, decisions 0034, 0041, 0043).
  const database = openDatabase({ url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, dataDir: config.dataDir });
  const [{ startServer }, opened] = await Promise.all([import('./server.js'), database]);
  await startServer(config, { database: opened, ownsDatabase: true });
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
} finally {
  clearInterval(holdEventLoop);
}
