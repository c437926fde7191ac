import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Metrics } from './metrics.js';

/**
 * Gauges of the server's state, read when Prometheus scrapes: the database pool and the durable
 * job queue (one indexed count per scrape; a failed reading leaves them unset, not the scrape).
 */
export function registerStateGauges(metrics: Metrics, database: Database): void {
  metrics.gauges(
    {
      size: { name: 'db_pool_connections', help: 'Database connections open.' },
      inUse: { name: 'db_pool_in_use', help: 'Database connections lent out to a query or transaction.' },
      waiting: { name: 'db_pool_waiting', help: 'Callers waiting for a database connection.' },
    },
    async () => database.poolStats(),
  );
  metrics.gauges(
    {
      queued: { name: 'jobs_queued', help: 'Durable jobs waiting to run (due or later).' },
      failed: { name: 'jobs_failed', help: 'Durable jobs kept as failed after their last attempt.' },
    },
    async () => {
      const { rows } = await sql<{ queued: number; failed: number }>`
        SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS queued,
               count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
        FROM jobs`.execute(database.db);
      return rows[0] ?? { queued: 0, failed: 0 };
    },
  );
}
