import type { Database } from '../../db/database.js';
import { migrationStatus } from '../../db/migrate.js';
import { pingDatabase } from './health-repository.js';

export type Readiness =
  { ready: true; migrations: { applied: number; pending: number } } | { ready: false; reason: string };

export async function checkReadiness(database: Database): Promise<Readiness> {
  try {
    await pingDatabase(database.db);
    const migrations = await migrationStatus(database.db);
    if (migrations.pending > 0) {
      return { ready: false, reason: `${migrations.pending} database migration(s) are not applied yet.` };
    }
    return { ready: true, migrations };
  } catch {
    return { ready: false, reason: 'The database is not reachable.' };
  }
}
