import type { Kysely } from 'kysely';
import { TrustMessages, type MyTrust, type SetTrustLevelBody, type TrustLevel } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  describeTrust,
  findTrustFacts,
  setTrustLevelOverride,
  trustLevel,
  type TrustSettings,
} from '../../lib/trust/index.js';
import type { Translate } from '../../lib/i18n/catalogs.js';
import { isUuid } from '../../lib/uuid.js';

export interface TrustDeps {
  db: Kysely<DB>;
  clock: Clock;
  settings: TrustSettings;
}

const userNotFound = () => AppError.notFound(TrustMessages.userNotFound);

/** GET /users/me/trust: only the account itself sees its level (and staff, in the queue). */
export async function getMyTrust(deps: TrustDeps, userId: string, tr?: Translate): Promise<MyTrust> {
  const now = deps.clock.now();
  const facts = (await findTrustFacts(deps.db, [userId], now)).get(userId);
  if (!facts) throw userNotFound();
  return describeTrust(facts, deps.settings, now, tr);
}

/** PATCH /moderation/users/:id/trust-level: keep an account at a level, or let it earn one again. */
export async function setTrustLevel(
  deps: TrustDeps,
  userId: string,
  body: SetTrustLevelBody,
): Promise<{ user_id: string; level: TrustLevel; set_by_moderator: boolean }> {
  if (!isUuid(userId) || !(await setTrustLevelOverride(deps.db, userId, body.level))) throw userNotFound();
  const now = deps.clock.now();
  const facts = (await findTrustFacts(deps.db, [userId], now)).get(userId);
  if (!facts) throw userNotFound();
  return { user_id: userId, level: trustLevel(facts, deps.settings, now), set_by_moderator: facts.override !== null };
}
