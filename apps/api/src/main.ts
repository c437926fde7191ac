import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';

// The process entry: configuration problems and a busy data directory are the user's to fix, so
// they get a plain message and exit code 1 rather than a stack trace.
try {
  const config = loadConfig();
  // The database opens first, and the rest of the server loads meanwhile: the embedded database
  // compiles its WebAssembly on other threads, so the two overlap (cold start, decision 0034).
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
}
