import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { startServer } from './server.js';

// The process entry: configuration problems and a busy data directory are the user's to fix, so
// they get a plain message and exit code 1 rather than a stack trace.
try {
  await startServer(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
}
