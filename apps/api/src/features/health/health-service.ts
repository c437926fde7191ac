import type { Database } from '../../db/database.js';
import { migrationVersions } from '../../db/migrate.js';
import { countAppliedMigrations } from './health-repository.js';

export type Readiness =
  { ready: true; migrations: { applied: number; pending: number } } | { ready: false; reason: string };

/**
 * One round trip: the migrations this build ships (file names, read from disk once per process)
 * counted against the database's table. Readiness probes come every few seconds from every
 * orchestrator, so nothing here reads files or takes locks per request (decision 0015).
 */
export async function checkReadiness(database: Database): Promise<Readiness> {
  try {
    const versions = await migrationVersions();
    const applied = await countAppliedMigrations(database.db, versions);
    const pending = versions.length - applied;
    if (pending > 0) {
      return { ready: false, reason: `${pending} database migration(s) are not applied yet.` };
    }
    return { ready: true, migrations: { applied, pending } };
  } catch {
    return { ready: false, reason: 'The database is not reachable.' };
  }
}
