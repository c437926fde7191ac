import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import { matchKeywords, registerKeywordAlerts, type KeywordAlertBoard } from '../../lib/keyword-alerts/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { claimRentalMatching, findRentalRequestForAlerts } from './rental-requests-repository.js';
import { RENTAL_MATCH_JOB } from './rentals-service.js';

export { MATCH_CHUNK_SIZE } from '../../lib/keyword-alerts/index.js';

/** The follow-up job: alerts for one more chunk of a large fan-out. */
export const RENTAL_MATCH_CHUNK_JOB = 'rental_match_chunk';

/** The rentals board as a source of keyword alerts (lib/keyword-alerts; kind rental_match). */
const rentalsBoard: KeywordAlertBoard = {
  job: RENTAL_MATCH_JOB,
  chunkJob: RENTAL_MATCH_CHUNK_JOB,
  idKey: 'requestId',
  kind: 'rental_match',
  subjectType: 'rental_request',
  async claim(trx, id, at) {
    const request = await claimRentalMatching(trx, id, at);
    if (!request) return undefined;
    return {
      id: request.id,
      authorId: request.requester_id,
      title: request.item_name,
      text: `${request.item_name} ${request.description}`,
      area: { country: request.location_country, state: request.location_state, city: request.location_city },
    };
  },
  async find(trx, id) {
    const request = await findRentalRequestForAlerts(trx, id);
    return request ? { id: request.id, authorId: request.requester_id, title: request.item_name } : undefined;
  },
};

type MatchingDeps = { db: Kysely<DB>; clock: Clock; notifications: NotificationHub };

/**
 * Keyword alerts for one request, run by the job queue after the request's commit (claimed first,
 * so a re-run notifies nobody twice); a fan-out beyond MATCH_CHUNK_SIZE continues in chunk jobs.
 */
export function matchRentalRequest(deps: MatchingDeps, requestId: string) {
  return matchKeywords(deps, rentalsBoard, requestId);
}

export function registerRentalMatching(jobs: JobRunner, deps: MatchingDeps): void {
  registerKeywordAlerts(jobs, deps, rentalsBoard);
}
