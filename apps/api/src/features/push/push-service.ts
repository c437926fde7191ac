import type { Kysely } from 'kysely';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT, PushMessages, type PushSubscriptionBody } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { WebPushSender } from '../../lib/push/index.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import {
  deleteSubscription,
  lockAccountSubscriptions,
  trimSubscriptions,
  upsertSubscription,
} from './push-repository.js';

export interface PushDeps {
  db: Kysely<DB>;
  clock: Clock;
  push: WebPushSender;
}

export const publicKey = (deps: PushDeps): Promise<string> => deps.push.publicKey();

/**
 * Saves this browser's subscription for the caller and their session (a logout ends it). Only
 * endpoints of known push services are accepted, so the server never posts to an address a
 * client made up. Beyond the per-account limit, the least recently renewed subscription goes.
 */
export async function subscribe(
  deps: PushDeps,
  user: AuthUser,
  body: PushSubscriptionBody,
): Promise<{ endpoint: string; created_at: string }> {
  if (!deps.push.isAllowedEndpoint(body.endpoint)) {
    throw AppError.badRequest(PushMessages.endpointRefused, { endpoint: PushMessages.endpointRefused });
  }
  const at = deps.clock.now();
  const created = await deps.db.transaction().execute(async (trx) => {
    await lockAccountSubscriptions(trx, user.id);
    const createdAt = await upsertSubscription(trx, {
      userId: user.id,
      sessionId: user.sessionId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      at,
    });
    await trimSubscriptions(trx, user.id, body.endpoint, PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
    return createdAt;
  });
  return { endpoint: body.endpoint, created_at: new Date(created).toISOString() };
}

export async function unsubscribe(
  deps: PushDeps,
  userId: string,
  endpoint: string,
): Promise<{ endpoint: string; removed: boolean }> {
  return { endpoint, removed: await deleteSubscription(deps.db, userId, endpoint) };
}
