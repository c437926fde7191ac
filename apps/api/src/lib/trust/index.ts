// Trust levels (issue 39, decision 0068): one place answers "how far is this account trusted" and
// "what may it send to people who do not follow it"; features ask here, never compute it again.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isNewLevel, type TrustSettings } from './trust-levels.js';
import { findBasicTrustFacts } from './trust-repository.js';

export {
  allowancesFor,
  describeTrust,
  earnedLevel,
  isNewLevel,
  REPORT_WEIGHTS,
  STAFF_REPORT_WEIGHT,
  trustLevel,
  type BasicTrustFacts,
  type TrustFacts,
  type TrustSettings,
} from './trust-levels.js';
export { findBasicTrustFacts, findTrustFacts, setTrustLevelOverride } from './trust-repository.js';
export { countLinks } from './links.js';

/** Whether the account is new (level 0), whose sending to strangers is limited. */
export async function isNewAccount(
  db: Kysely<DB>,
  settings: TrustSettings,
  userId: string,
  now: Date,
): Promise<boolean> {
  // The basic facts decide level 0: no scan of the account's activity (issue 40: writes ask this).
  const facts = await findBasicTrustFacts(db, userId);
  return facts ? isNewLevel(facts, settings, now) : true;
}
export { assertNewAccountMayWrite } from './writing-limits.js';

/**
 * Whether what `senderId` sends to `recipientId` falls under a new account's limits: the sender is
 * new (level 0) and the recipient does not follow them.
 */
export async function isNewAccountToStranger(
  db: Kysely<DB>,
  settings: TrustSettings,
  senderId: string,
  recipientId: string,
  now: Date,
): Promise<boolean> {
  if (!(await isNewAccount(db, settings, senderId, now))) return false;
  const follows = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', recipientId)
    .where('followee_id', '=', senderId)
    .executeTakeFirst();
  return follows === undefined;
}
