import {
  FilteredLimits,
  NotificationFilterMessages,
  pageMetadata,
  type FilteredSender,
  type NotificationFilterPolicy,
  type PageMetadata,
  type UpdateNotificationFilterPolicyBody,
} from '@ourhood/contract';
import type { NotificationFilterReason } from '../../db/schema/notifications.js';
import { AppError } from '../../lib/app-error.js';
import { inEnglish, type Translate } from '../../lib/i18n/catalogs.js';
import { presentNotification, type NotificationsDeps } from '../../lib/notifications/index.js';
import { isUuid } from '../../lib/uuid.js';
import {
  allowSender,
  dismissSender,
  findFilteredPreviews,
  findFilterPolicy,
  listFilteredSenders,
  releaseFiltered,
  saveFilterPolicy,
} from './filtered-notifications-repository.js';

// The filtered box (issue 39, decision 0069): its rules, its senders, and "Allow" / "Dismiss".

export async function getFilterPolicy(deps: NotificationsDeps, userId: string): Promise<NotificationFilterPolicy> {
  return findFilterPolicy(deps.db, userId);
}

/**
 * Saves the rules; a rule turned off lets what it held into the list (the bell hears of it), so
 * turning filtering off shows everything it kept.
 */
export async function updateFilterPolicy(
  deps: NotificationsDeps,
  userId: string,
  body: UpdateNotificationFilterPolicyBody,
): Promise<NotificationFilterPolicy> {
  const released = await deps.db.transaction().execute(async (trx) => {
    const current = await findFilterPolicy(trx, userId);
    const next = {
      filter_not_following: body.filter_not_following ?? current.filter_not_following,
      filter_new_accounts: body.filter_new_accounts ?? current.filter_new_accounts,
    };
    await saveFilterPolicy(trx, userId, next, deps.clock.now());
    const reasons: NotificationFilterReason[] = [];
    if (!next.filter_not_following) reasons.push('not_following');
    if (!next.filter_new_accounts) reasons.push('new_account');
    return releaseFiltered(trx, userId, reasons);
  });
  if (released > 0) await deps.hub.announceUnread(userId);
  return findFilterPolicy(deps.db, userId);
}

/** A page of senders, each with their newest waiting notifications (three statements in all). */
export async function getFilteredSenders(
  deps: NotificationsDeps,
  userId: string,
  query: { page: number; limit: number },
  t: Translate = inEnglish,
): Promise<{ data: FilteredSender[]; metadata: PageMetadata }> {
  const { senders, total } = await listFilteredSenders(deps.db, userId, query.limit, (query.page - 1) * query.limit);
  const actorIds = senders.flatMap((sender) => (sender.actor_id ? [sender.actor_id] : []));
  const previews = await findFilteredPreviews(deps.db, userId, actorIds, FilteredLimits.previewPerSender);
  const data: FilteredSender[] = [];
  for (const sender of senders) {
    const notifications = previews
      .filter((row) => row.actor_id === sender.actor_id)
      .map((row) => presentNotification(row, deps.urlFor, t));
    const actor = notifications[0]?.actor;
    // A sender deleted between the two statements has no rows left: nothing to show.
    if (!actor) continue;
    data.push({
      actor,
      notification_count: sender.notification_count,
      latest_at: new Date(sender.latest_at).toISOString(),
      notifications,
    });
  }
  return { data, metadata: pageMetadata(query.page, query.limit, total) };
}

const senderNotFound = () => AppError.notFound(NotificationFilterMessages.senderNotFound);

export async function allowFilteredSender(deps: NotificationsDeps, userId: string, actorId: string) {
  if (!isUuid(actorId)) throw senderNotFound();
  const moved = await allowSender(deps.db, userId, actorId, deps.clock.now());
  if (moved === 0) throw senderNotFound();
  await deps.hub.announceUnread(userId);
  return { moved };
}

export async function dismissFilteredSender(deps: NotificationsDeps, userId: string, actorId: string) {
  if (!isUuid(actorId)) throw senderNotFound();
  const removed = await dismissSender(deps.db, userId, actorId);
  if (removed === 0) throw senderNotFound();
  return { removed };
}
