import fs from 'node:fs';
import { RestoreError, restoreDatabase } from '../db/backup.js';
import { openConfiguredDatabase } from './open-configured-database.js';

// Usage: npm run db:restore -- <file>   (into an empty database; the server must be stopped)
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup-file.sql>');
  process.exit(1);
}
const dump = fs.readFileSync(file, 'utf8');
const database = await openConfiguredDatabase();
try {
  await restoreDatabase(database.db, dump);
  console.log(`Restored ${file}.`);
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
