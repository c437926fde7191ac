import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { openDatabase, type Database } from '../db/database.js';

/** Opens the database the server would use, turning setup problems into a plain message. */
export async function openConfiguredDatabase(): Promise<Database> {
  try {
    const config = loadConfig();
    return await openDatabase({ url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
