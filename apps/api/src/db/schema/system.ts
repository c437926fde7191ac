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

/** An account's archive of its own data (migration 0040, decision 0077). */
export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<'queued' | 'ready' | 'failed' | 'expired'>;
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  archive_key: string | null;
  size_bytes: number | null;
  token_hash: string | null;
}
