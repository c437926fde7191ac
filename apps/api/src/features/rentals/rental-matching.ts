import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob, type JobRunner } from '../../lib/jobs/index.js';
import { createNotifications, type NotificationHub } from '../../lib/notifications/index.js';
import { textMatchKeys } from './match-keys.js';
import { findKeywordSubscribers } from './rental-keywords-repository.js';
import { claimRentalMatching, findRentalRequestForAlerts } from './rental-requests-repository.js';
import { RENTAL_MATCH_JOB } from './rentals-service.js';

const payloadSchema = z.object({ requestId: z.string() });
const chunkPayloadSchema = z.object({ requestId: z.string(), recipientIds: z.array(z.string()).max(1000) });

/** The follow-up job: alerts for one more chunk of a large fan-out. */
export const RENTAL_MATCH_CHUNK_JOB = 'rental_match_chunk';

/**
 * Alerts written per transaction. PGlite serves one connection: a 10,000-row insert in one
 * transaction would hold every reader behind it for the whole fan-out, so a large fan-out goes in
 * chunks, each a durable job of its own, with the connection free for reads between them.
 */
export const MATCH_CHUNK_SIZE = 500;

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
    // The first chunk now; the rest queued in the same transaction, so none can be lost.
    for (let start = MATCH_CHUNK_SIZE; start < recipients.length; start += MATCH_CHUNK_SIZE) {
      const chunk = recipients.slice(start, start + MATCH_CHUNK_SIZE);
      await enqueueJob(trx, deps.clock, RENTAL_MATCH_CHUNK_JOB, { requestId: request.id, recipientIds: chunk });
    }
    return notifyMatches(trx, request, recipients.slice(0, MATCH_CHUNK_SIZE), at);
  });
  if (created) await deps.notifications.announce(created);
  return created;
}

function notifyMatches(
  trx: Kysely<DB>,
  request: { id: string; requester_id: string; item_name: string },
  recipientIds: string[],
  at: Date,
) {
  return createNotifications(trx, {
    recipientIds,
    kind: 'rental_match',
    actorId: request.requester_id,
    subject: { type: 'rental_request', id: request.id, title: request.item_name },
    at,
  });
}

/** One queued chunk of a large fan-out (the request may have been cancelled meanwhile: then none). */
async function matchChunk(
  deps: { db: Kysely<DB>; clock: Clock; notifications: NotificationHub },
  requestId: string,
  recipientIds: string[],
) {
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    const request = await findRentalRequestForAlerts(trx, requestId);
    return request ? notifyMatches(trx, request, recipientIds, at) : undefined;
  });
  if (created) await deps.notifications.announce(created);
}

export function registerRentalMatching(
  jobs: JobRunner,
  deps: { db: Kysely<DB>; clock: Clock; notifications: NotificationHub },
): void {
  jobs.register(RENTAL_MATCH_JOB, async (payload) => {
    await matchRentalRequest(deps, payloadSchema.parse(payload).requestId);
  });
  jobs.register(RENTAL_MATCH_CHUNK_JOB, async (payload) => {
    const { requestId, recipientIds } = chunkPayloadSchema.parse(payload);
    await matchChunk(deps, requestId, recipientIds);
  });
}
