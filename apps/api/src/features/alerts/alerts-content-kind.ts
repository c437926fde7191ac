import { sql } from 'kysely';
import { ALERT_FANOUT_JOB } from './alert-fanout-job.js';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';
import { enqueueJob } from '../../lib/jobs/index.js';

/**
 * A safety alert (a removed one is gone). A city-wide urgent alert waits for a moderator: approved,
 * it is published and its fan-out queued; declined, it stays as an ordinary alert that notifies nobody.
 */
export const alertContentKind: ContentKind = {
  type: 'alert',
  table: 'alerts',
  label: 'alert',
  find: findByStatement(
    (id) => sql<ContentRow>`SELECT a.author_id, a.hidden_at, trim(a.title || E'\n' || a.details) AS text,
      'Alert (' || a.category || CASE WHEN a.urgent THEN ', urgent' ELSE '' END || ', ' ||
        CASE WHEN a.area = 'city' THEN a.location_city ELSE a.location_suburb || ', ' || a.location_city END || ')' AS context,
      a.created_at, false AS private_content, a.status = 'pending' AS pending
    FROM alerts a WHERE a.id = ${id}::uuid AND a.status <> 'removed'`,
  ),
  url: () => '/dashboard/alerts',
  inPublicLog: true,
  approval: {
    awaiting: () => sql<{ id: string; created_at: Date }>`SELECT id, created_at FROM alerts WHERE status = 'pending'`,
    async settle(trx, id, approve, { clock, at }) {
      const result = await trx
        .updateTable('alerts')
        .set(approve ? { status: 'active', updated_at: at } : { status: 'active', urgent: false, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const settled = Number(result.numUpdatedRows) > 0;
      if (settled && approve) await enqueueJob(trx, clock, ALERT_FANOUT_JOB, { alertId: id });
      return settled;
    },
  },
};
