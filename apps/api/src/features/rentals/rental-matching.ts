import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import { createNotifications, type NotificationHub } from '../../lib/notifications/index.js';
import { textMatchKeys } from './match-keys.js';
import { findKeywordSubscribers } from './rental-keywords-repository.js';
import { claimRentalMatching } from './rental-requests-repository.js';
import { RENTAL_MATCH_JOB } from './rentals-service.js';

const payloadSchema = z.object({ requestId: z.string() });

/**
 * Keyword alerts for one request, run by the job queue after the request's commit: one statement
 * finds every subscriber in the request's city whose keyword is a word or phrase of its item name
 * or description, one inserts their notifications. Claimed first, so a re-run notifies nobody twice.
 */
export async function matchRentalRequest(
  deps: { db: Kysely<DB>; clock: Clock; notifications: NotificationHub },
  requestId: string,
) {
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const request = await claimRentalMatching(trx, requestId, at);
    // Cancelled meanwhile, already matched, or posted from nowhere (no area to alert).
    if (!request || request.location_city === '') return undefined;
    const keys = textMatchKeys(`${request.item_name} ${request.description}`);
    const recipients = await findKeywordSubscribers(
      trx,
      keys,
      { country: request.location_country, state: request.location_state, city: request.location_city },
      request.requester_id,
    );
    return createNotifications(trx, {
      recipientIds: recipients,
      kind: 'rental_match',
      actorId: request.requester_id,
      subject: { type: 'rental_request', id: request.id, title: request.item_name },
      at,
    });
  });
  if (created) await deps.notifications.announce(created);
  return created;
}

export function registerRentalMatching(
  jobs: JobRunner,
  deps: { db: Kysely<DB>; clock: Clock; notifications: NotificationHub },
): void {
  jobs.register(RENTAL_MATCH_JOB, async (payload) => {
    await matchRentalRequest(deps, payloadSchema.parse(payload).requestId);
  });
}
