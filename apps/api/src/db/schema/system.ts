import type { Generated } from 'kysely';
import type { CreatedAt, Json } from './common.js';

// The job queue, shared secrets and the migrations applied.

/** The durable job queue (lib/jobs). */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: Json;
  run_at: Date;
  attempts: Generated<number>;
  locked_until: Date | null;
  last_error: string | null;
  failed_at: Date | null;
  created_at: Generated<Date>;
}

/** Secrets every process shares (the media URL signing key, the VAPID keys; migrations 0019, 0024). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: CreatedAt;
}
