import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { ALERT_FANOUT_JOB, type AlertFanOutPayload } from './alert-fanout-job.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob, type JobRunner } from '../../lib/jobs/index.js';
import { createNotifications, type NotificationHub } from '../../lib/notifications/index.js';
import { areaNeighbourIds, claimAlertFanOut, findAlertForFanOut, type FanOutAlert } from './alerts-repository.js';

/**
 * Neighbours notified per transaction. As with rentals' keyword alerts (decision 0012), PGlite has
 * one connection: a 100,000-row insert in one transaction would hold every reader behind it, so the
 * fan-out goes in chunks, each a durable job that queues the next (keyset cursor: constant memory).
 * A chunk of 100 holds the connection for about 25 ms on PGlite (decision 0038).
 */
export const ALERT_FANOUT_CHUNK = 100;

const payloadSchema = z.object({ alertId: z.string(), after: z.string().nullable().optional() });

type FanOutDeps = { db: Kysely<DB>; clock: Clock; notifications: NotificationHub; jobs: JobRunner };

/**
 * One chunk of an urgent alert's fan-out: the first run claims the alert (never twice); every run
 * notifies the next neighbours of its area (in the app and by e-mail per their `safety_alert`
 * preference; never the author, nor across a block) and queues the rest in the same transaction.
 * An alert resolved, removed or hidden meanwhile stops notifying.
 */
export async function runAlertFanOut(deps: FanOutDeps, payload: AlertFanOutPayload): Promise<void> {
  const at = deps.clock.now();
  let more = false;
  const created = await deps.db.transaction().execute(async (trx) => {
    const alert: FanOutAlert | undefined = payload.after
      ? await findAlertForFanOut(trx, payload.alertId)
      : await claimAlertFanOut(trx, payload.alertId, at);
    if (!alert) return undefined;
    const recipients = await areaNeighbourIds(trx, alert, payload.after ?? null, ALERT_FANOUT_CHUNK);
    if (recipients.length === ALERT_FANOUT_CHUNK) {
      const next: AlertFanOutPayload = { alertId: alert.id, after: recipients[recipients.length - 1]! };
      await enqueueJob(trx, deps.clock, ALERT_FANOUT_JOB, next);
      more = true;
    }
    return createNotifications(trx, {
      recipientIds: recipients,
      kind: 'safety_alert',
      actorId: alert.author_id,
      subject: { type: 'alert', id: alert.id, title: alert.title },
      at,
      // Only urgent alerts fan out; their e-mails pass quiet hours.
      urgent: true,
    });
  });
  if (more) deps.jobs.poke();
  if (created) await deps.notifications.announce(created);
}

export function registerAlertFanOut(jobs: JobRunner, deps: FanOutDeps): void {
  jobs.register(ALERT_FANOUT_JOB, async (payload) => {
    await runAlertFanOut(deps, payloadSchema.parse(payload));
  });
}
