import { ModerationMessages, type Appeal, type createAppealBodySchema } from '@ourhood/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { assertUnderLimit, recordEvent, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import type { ModerationDeps } from './moderation-deps.js';
import { presentAppeal } from './moderation-presenter.js';
import {
  findAction,
  findLatestAccountSanction,
  findLatestAppealable,
  findSanctionedAccount,
  insertAppeal,
} from './moderation-repository.js';

/** POST /moderation/appeals: the author of hidden content or a sanctioned account, once per action. */
export async function createAppeal(
  deps: ModerationDeps,
  user: AuthUser,
  body: z.infer<typeof createAppealBodySchema>,
): Promise<Appeal> {
  let action;
  if (body.action_id) {
    if (!isUuid(body.action_id)) throw AppError.notFound(ModerationMessages.actionNotFound);
    action = await findAction(deps.db, body.action_id);
  } else if (body.target_type && body.target_id && isUuid(body.target_id)) {
    action = await findLatestAppealable(deps.db, body.target_type, body.target_id, user.id);
  }
  if (!action || action.target_user_id !== user.id || !['hide', 'suspend', 'ban'].includes(action.action)) {
    throw AppError.notFound(ModerationMessages.actionNotFound);
  }
  const row = await insertAppeal(deps.db, action.id, user.id, body.note, deps.clock.now());
  if (!row) throw AppError.conflict(ModerationMessages.appealExists);
  return presentAppeal(row);
}

/**
 * A suspended or banned person cannot sign in, so they appeal with their e-mail and password
 * (POST /moderation/appeals/account). A wrong pair answers like an unknown one (401) and counts
 * against the address like a failed sign-in; the right one files one appeal of the newest
 * suspension or ban, and 404 when there is none in force.
 */
export async function appealAccountSanction(
  deps: ModerationDeps,
  body: { email: string; password: string; note: string },
  clientAddress: string,
): Promise<Appeal> {
  const limit = appealAttemptsFrom(clientAddress);
  await assertUnderLimit(deps.db, deps.clock, limit, body.email);
  const account = await findSanctionedAccount(deps.db, body.email);
  const valid = await verifyPassword(account?.password_hash ?? (await dummyPasswordHash()), body.password);
  if (!account || !valid) {
    await recordEvent(deps.db, deps.clock, limit, body.email);
    throw AppError.unauthorized(ModerationMessages.appealCredentials);
  }
  const sanctioned = account.banned_at !== null || (account.suspended_until ?? new Date(0)) > deps.clock.now();
  const action = sanctioned ? await findLatestAccountSanction(deps.db, account.id) : undefined;
  if (!action) throw AppError.notFound(ModerationMessages.actionNotFound);
  const row = await insertAppeal(deps.db, action.id, account.id, body.note, deps.clock.now());
  if (!row) throw AppError.conflict(ModerationMessages.appealExists);
  return presentAppeal(row);
}

/** Failed account appeals per (address): the same guard as failed sign-ins. */
const appealAttemptsFrom = (address: string): EventLimit => ({
  kind: `appeal_fail:${address}`,
  max: 10,
  windowMs: 15 * 60_000,
  message: ModerationMessages.tooManyAttempts,
});
