import { RentalLimits, RentalMessages, type RentalKeyword } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { keywordMatchKey } from '../../lib/keyword-alerts/index.js';
import {
  countKeywords,
  deleteKeyword,
  findKeywordByText,
  insertKeyword,
  listKeywords,
} from './rental-keywords-repository.js';
import type { RentalsDeps } from './rentals-deps.js';
import { presentKeyword } from './rentals-presenter.js';

export async function getKeywords(deps: RentalsDeps, userId: string): Promise<RentalKeyword[]> {
  return (await listKeywords(deps.db, userId)).map(presentKeyword);
}

/**
 * Adds a keyword (already trimmed by the schema). A case-insensitive duplicate answers the
 * existing one (`created: false`), also when two tabs add it at once.
 */
export async function addKeyword(
  deps: RentalsDeps,
  userId: string,
  keyword: string,
): Promise<{ keyword: RentalKeyword; created: boolean }> {
  const existing = await findKeywordByText(deps.db, userId, keyword);
  if (existing) return { keyword: presentKeyword(existing), created: false };
  const matchKey = keywordMatchKey(keyword);
  if (matchKey === '')
    throw AppError.badRequest(RentalMessages.keywordInvalid, { keyword: RentalMessages.keywordInvalid });
  const inserted = await deps.db.transaction().execute(async (trx) => {
    if ((await countKeywords(trx, userId)) >= RentalLimits.maxKeywordsPerUser) {
      throw AppError.conflict(RentalMessages.tooManyKeywords);
    }
    return insertKeyword(trx, { userId, keyword, matchKey, at: deps.clock.now() });
  });
  if (inserted) return { keyword: presentKeyword(inserted), created: true };
  const raced = await findKeywordByText(deps.db, userId, keyword);
  if (!raced) throw AppError.conflict(RentalMessages.keywordExists);
  return { keyword: presentKeyword(raced), created: false };
}

export async function removeKeyword(deps: RentalsDeps, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteKeyword(deps.db, userId, id))) {
    throw AppError.notFound(RentalMessages.keywordNotFound);
  }
}
