import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';

/**
 * The server as a process: configuration, the database, then the server, which listens. Resolves
 * once it listens; a configuration problem or a busy data directory is the user's to fix, so it
 * gets a plain message and exit code 1 rather than a stack trace.
 *
 * Run by main.ts from source (`npm run dev`), and by the built launcher (launch/main.ts) from the
 * bundle it loads with a code cache (decision 0045).
 */
export async function runServerProcess(): Promise<void> {
  // Held until the server listens (decision 0041). Whenever Node's event loop has nothing left to
  // wait on, Node blocks until every task on V8's background threads has finished; while a server
  // starts that happens between its steps (only promises pending, no socket yet), and the tasks were
  // optimizing compiles of the embedded database's hot functions: a start waited on them for up to
  // 40 ms at a time. A timer keeps the loop from running dry, so those compiles finish in their own time.
  const holdEventLoop = setInterval(() => {}, 60_000);
  try {
    const config = loadConfig();
    // The database opens first, and the rest of the server loads meanwhile: the embedded database
    // compiles its WebAssembly on other threads, so the two overlap (cold start, decisions 0050, 0041).
    const database = openDatabase({
      url: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      dataDir: config.dataDir,
      poolSize: config.DATABASE_POOL_SIZE,
    });
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
}
