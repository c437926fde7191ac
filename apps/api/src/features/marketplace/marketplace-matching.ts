import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import { matchKeywords, registerKeywordAlerts, type KeywordAlertBoard } from '../../lib/keyword-alerts/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { claimItemMatching, findItemForAlerts } from './marketplace-repository.js';
import { MARKETPLACE_MATCH_JOB } from './marketplace-service.js';

/** The follow-up job: alerts for one more chunk of a large fan-out. */
export const MARKETPLACE_MATCH_CHUNK_JOB = 'marketplace_match_chunk';

/**
 * The marketplace as a source of keyword alerts: the rentals board's 'Notify me when…' keywords
 * meet a new item's title and description (kind marketplace_match, `board: 'marketplace'`).
 */
const marketplaceBoard: KeywordAlertBoard = {
  job: MARKETPLACE_MATCH_JOB,
  chunkJob: MARKETPLACE_MATCH_CHUNK_JOB,
  idKey: 'itemId',
  kind: 'marketplace_match',
  subjectType: 'marketplace_item',
  async claim(trx, id, at) {
    const item = await claimItemMatching(trx, id, at);
    if (!item) return undefined;
    return {
      id: item.id,
      authorId: item.seller_id,
      title: item.title,
      text: `${item.title} ${item.description}`,
      area: { country: item.location_country, state: item.location_state, city: item.location_city },
    };
  },
  async find(trx, id) {
    const item = await findItemForAlerts(trx, id);
    return item ? { id: item.id, authorId: item.seller_id, title: item.title } : undefined;
  },
};

type MatchingDeps = { db: Kysely<DB>; clock: Clock; notifications: NotificationHub };

export function matchMarketplaceItem(deps: MatchingDeps, itemId: string) {
  return matchKeywords(deps, marketplaceBoard, itemId);
}

export function registerMarketplaceMatching(jobs: JobRunner, deps: MatchingDeps): void {
  registerKeywordAlerts(jobs, deps, marketplaceBoard);
}
