import fs from 'node:fs';
import path from 'node:path';
import { dumpDatabase } from '../db/backup.js';
import { openConfiguredDatabase } from './open-configured-database.js';

// Usage: npm run db:backup -- [file]   (default: backups/ourhood-<timestamp>.sql)
const target = path.resolve(process.argv[2] ?? `backups/ourhood-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`);
fs.mkdirSync(path.dirname(target), { recursive: true });
const database = await openConfiguredDatabase();
const partial = `${target}.partial`;
const out = fs.createWriteStream(partial);
try {
  const summary = await dumpDatabase(database.db, (chunk) => out.write(chunk));
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  fs.renameSync(partial, target);
  console.log(`Backed up ${summary.rows} row(s) from ${summary.tables} table(s) to ${target}`);
} catch (error) {
  out.destroy();
  fs.rmSync(partial, { force: true });
  throw error;
} finally {
  await database.close();
}
