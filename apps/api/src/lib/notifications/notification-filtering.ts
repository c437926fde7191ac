import { sql, type Kysely } from 'kysely';
import type { NotificationKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { NotificationFilterReason } from '../../db/schema/notifications.js';
import { isNewAccount, type TrustSettings } from '../trust/index.js';
import { UNSOLICITED_KINDS } from './email-folds.js';

// Filtered notifications (issue 39, decision 0069), after Mastodon's notification policy: what
// someone causes unasked waits in a box of its own when the recipient does not follow them and
// either the sender is a new account or the kind is one a stranger reaches you with. A follow, or
// "Allow" in the box, lets a sender through; each rule can be turned off.

/**
 * What reaches a person out of nowhere: a mention, from someone they do not follow, waits in the
 * box. Comments, reactions and "I'm interested" answer what the person published themselves and
 * stay in the list (from new accounts they wait too, below).
 */
export const NOT_FOLLOWING_FILTERED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['mention']);

/** Everything unasked (email-folds.ts) waits in the box when a new account caused it. */
export const NEW_ACCOUNT_FILTERED_KINDS = UNSOLICITED_KINDS;

/** What a batch is, for the filter. */
export interface FilterableEvent {
  kind: NotificationKind;
  actorId: string | null;
  urgent?: boolean;
  at: Date;
}

/**
 * Why each recipient's notification waits in the filtered box; recipients not in the map get it in
 * their list. Two statements at most (the recipients' rules, then the sender's level when a rule
 * needs it), whatever the number of recipients. Without `trust` the new-account rule is not asked
 * (the sender's level needs the instance's trust settings).
 */
export async function filterReasons(
  db: Kysely<DB>,
  event: FilterableEvent,
  recipientIds: readonly string[],
  trust: TrustSettings | undefined,
): Promise<Map<string, NotificationFilterReason>> {
  const reasons = new Map<string, NotificationFilterReason>();
  const actorId = event.actorId;
  if (actorId === null || event.urgent || recipientIds.length === 0) return reasons;
  const newAccountRule = trust !== undefined && NEW_ACCOUNT_FILTERED_KINDS.has(event.kind);
  const notFollowingRule = NOT_FOLLOWING_FILTERED_KINDS.has(event.kind);
  if (!newAccountRule && !notFollowingRule) return reasons;
  const candidates = await sql<{ id: string; not_following: boolean; new_accounts: boolean }>`
    SELECT r.id, coalesce(p.filter_not_following, true) AS not_following,
      coalesce(p.filter_new_accounts, true) AS new_accounts
    FROM unnest(${[...recipientIds]}::uuid[]) AS r(id)
    LEFT JOIN notification_filter_policies p ON p.user_id = r.id
    WHERE (coalesce(p.filter_not_following, true) OR coalesce(p.filter_new_accounts, true))
      AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = r.id AND f.followee_id = ${actorId}::uuid)
      AND NOT EXISTS (SELECT 1 FROM notification_filter_allowed a
        WHERE a.user_id = r.id AND a.actor_id = ${actorId}::uuid)`.execute(db);
  if (candidates.rows.length === 0) return reasons;
  const actorIsNew =
    newAccountRule && candidates.rows.some((row) => row.new_accounts)
      ? await isNewAccount(db, trust, actorId, event.at)
      : false;
  for (const row of candidates.rows) {
    if (actorIsNew && row.new_accounts) reasons.set(row.id, 'new_account');
    else if (notFollowingRule && row.not_following) reasons.set(row.id, 'not_following');
  }
  return reasons;
}
