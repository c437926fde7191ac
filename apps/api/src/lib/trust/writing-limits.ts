import type { Kysely } from 'kysely';
import { TrustLevel, TrustMessages } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import { isUuid } from '../uuid.js';
import { countLinks } from './links.js';
import { allowancesFor, isNewLevel, type TrustSettings } from './trust-levels.js';
import { findBasicTrustFacts } from './trust-repository.js';

/**
 * Before a post or comment is written: a new account (level 0) may mention only a few people who
 * do not follow it, and share only a link or two (issue 39). Over that, a 400 on `content` that
 * says why, before anything is stored. Other levels pass without a limit of their own.
 */
export async function assertNewAccountMayWrite(
  db: Kysely<DB>,
  settings: TrustSettings,
  authorId: string,
  writing: { content: string; mentionIds?: readonly string[] | undefined },
  now: Date,
): Promise<void> {
  // What the text holds decides first: most posts have no link and no mention over a new
  // account's allowance, and then the author's level is not asked at all (issue 40).
  const allows = allowancesFor(TrustLevel.new, settings);
  const overLinks = allows.links_per_post !== null && countLinks(writing.content) > allows.links_per_post;
  const mentioned = [...new Set(writing.mentionIds ?? [])].filter((id) => id !== authorId);
  const mentionAllowance = allows.mentions_per_post ?? Number.POSITIVE_INFINITY;
  const overMentions = mentioned.length > mentionAllowance;
  if (!overLinks && !overMentions) return;
  const facts = await findBasicTrustFacts(db, authorId);
  if (facts && !isNewLevel(facts, settings, now)) return;
  if (overLinks) throw AppError.badRequest(TrustMessages.tooManyLinks, { content: TrustMessages.tooManyLinks });
  const followers = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('followee_id', '=', authorId)
    .where('follower_id', 'in', [authorId, ...mentioned.filter(isUuid)])
    .execute();
  const following = new Set(followers.map((row) => row.follower_id));
  const strangers = mentioned.filter((id) => !following.has(id));
  if (strangers.length > mentionAllowance) {
    throw AppError.badRequest(TrustMessages.tooManyMentions, { content: TrustMessages.tooManyMentions });
  }
}
