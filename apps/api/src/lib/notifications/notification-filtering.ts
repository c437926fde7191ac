import type { NotificationKind } from '@ourhood/contract';
import type { NotificationFilterReason } from '../../db/schema/notifications.js';
import { isNewLevel, type BasicTrustFacts, type TrustSettings } from '../trust/index.js';
import { UNSOLICITED_KINDS } from './email-folds.js';
import type { RecipientChannels } from './notifications-repository.js';

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

/** Whether the recipients' filtering facts are worth reading for this event (findRecipientPlan). */
export function mayBeFiltered(event: FilterableEvent): boolean {
  return event.actorId !== null && !event.urgent && NEW_ACCOUNT_FILTERED_KINDS.has(event.kind);
}

/**
 * Why each recipient's notification waits in the filtered box; recipients not in the map get it in
 * their list. From the recipients' plan rows (their rules, follows and allowed senders) and the
 * sender's basic trust facts, all read in the plan's one statement (findRecipientPlan). Without
 * `trust` the new-account rule is not asked (the sender's level needs the instance's trust
 * settings); a sender whose facts are missing (the account is gone) counts as new, as before.
 */
export function filterReasons(
  event: FilterableEvent,
  recipients: readonly RecipientChannels[],
  trust: TrustSettings | undefined,
  actor: BasicTrustFacts | undefined,
): Map<string, NotificationFilterReason> {
  const reasons = new Map<string, NotificationFilterReason>();
  if (event.actorId === null || !mayBeFiltered(event)) return reasons;
  const notFollowingRule = NOT_FOLLOWING_FILTERED_KINDS.has(event.kind);
  const candidates = recipients.filter(
    (row) =>
      (row.in_app || row.email || row.push) &&
      !row.follows_actor &&
      !row.allows_actor &&
      (row.filter_new_accounts || (notFollowingRule && row.filter_not_following)),
  );
  if (candidates.length === 0) return reasons;
  const actorIsNew =
    trust !== undefined && candidates.some((row) => row.filter_new_accounts)
      ? actor === undefined || isNewLevel(actor, trust, event.at)
      : false;
  for (const row of candidates) {
    if (actorIsNew && row.filter_new_accounts) reasons.set(row.recipient_id, 'new_account');
    else if (notFollowingRule && row.filter_not_following) reasons.set(row.recipient_id, 'not_following');
  }
  return reasons;
}
