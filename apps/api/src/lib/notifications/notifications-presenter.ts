import { notificationBoardOfKind, type Notification, type NotificationKind } from '@ourhood/contract';
import type { NotificationRow } from './notifications-repository.js';
import type { UrlFor } from '../storage/index.js';

/** An organization by its business name, a person by their name. */
export function actorName(
  row: Pick<NotificationRow, 'actor_organization_name' | 'actor_first_name' | 'actor_last_name'>,
): string {
  if (row.actor_organization_name) return row.actor_organization_name;
  return `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim() || 'Someone';
}

/** 'Amara', 'Amara and Bo' style: the actor and how many others a grouped notification speaks for. */
function actorsPhrase(actor: string, actorCount: number): string {
  const others = actorCount - 1;
  if (others <= 0) return actor;
  return `${actor} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/**
 * The sentence a notification reads as, in the app and in its e-mail; `actorCount` is how many
 * people a grouped notification (reactions) speaks for.
 */
export function notificationMessage(
  kind: NotificationKind,
  actor: string,
  subjectTitle: string,
  actorCount = 1,
): string {
  switch (kind) {
    case 'new_follower':
      return `${actor} started following you`;
    case 'listing_interest':
      return `${actor} is interested in "${subjectTitle}"`;
    case 'comment_on_post':
      return `${actor} commented on your post "${subjectTitle}"`;
    case 'rental_match':
      return `${actor} asked to borrow "${subjectTitle}"`;
    case 'rental_accepted':
      return `${actor} offered to lend you "${subjectTitle}"`;
    case 'rental_completed':
      return `${actor} marked "${subjectTitle}" as returned`;
    case 'rental_confirmed':
      return `${actor} confirmed you as the lender of "${subjectTitle}"`;
    case 'rental_declined':
      return `${actor} declined your offer to lend "${subjectTitle}"`;
    case 'group_join_request':
      return `${actor} asked to join "${subjectTitle}"`;
    case 'group_join_approved':
      return `${actor} approved your request to join "${subjectTitle}"`;
    case 'group_post':
      return `${actor} posted in "${subjectTitle}"`;
    case 'event_updated':
      return `${actor} changed the time or place of "${subjectTitle}"`;
    case 'event_cancelled':
      return `${actor} cancelled "${subjectTitle}"`;
    case 'event_promoted':
      return `A place came free: you are going to "${subjectTitle}"`;
    case 'event_reminder_day':
      return `"${subjectTitle}" starts in 24 hours`;
    case 'event_reminder_hour':
      return `"${subjectTitle}" starts in an hour`;
    case 'safety_alert':
      return `Urgent alert near you: "${subjectTitle}"`;
    case 'moderation_notice':
      return subjectTitle;
    case 'report_outcome':
      return subjectTitle;
    case 'reaction':
      return `${actorsPhrase(actor, actorCount)} reacted to your post "${subjectTitle}"`;
    case 'comment_reaction':
      return `${actorsPhrase(actor, actorCount)} reacted to your comment "${subjectTitle}"`;
    case 'mention':
      return `${actor} mentioned you: "${subjectTitle}"`;
    case 'organization_review':
      return `${actor} reviewed your organization: ${subjectTitle}`;
    case 'marketplace_interest':
      return `${actor} is interested in your item "${subjectTitle}"`;
    case 'marketplace_reserved':
      return `${actor} reserved "${subjectTitle}" for you`;
    case 'marketplace_match':
      return `${actor} listed "${subjectTitle}" on the marketplace`;
  }
}

/** Several notifications of one kind told at once (a folded e-mail): how many, and what about. */
export function foldedNotificationMessage(kind: NotificationKind, count: number, titles: readonly string[]): string {
  const distinct = [...new Set(titles.filter(Boolean))];
  const shown = distinct.slice(0, 5).join(', ') + (distinct.length > 5 ? ', …' : '');
  switch (kind) {
    case 'rental_match':
      return `${count} new requests match your keywords: ${shown}`;
    case 'marketplace_match':
      return `${count} new marketplace items match your keywords: ${shown}`;
    default:
      return `${count} new notifications: ${shown}`;
  }
}

export function presentNotification(row: NotificationRow, urlFor: UrlFor): Notification {
  const name = actorName(row);
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind as NotificationKind,
    actor:
      row.actor_id === null
        ? null
        : {
            id: row.actor_id,
            name,
            profile_picture: row.actor_avatar_key ? { url: urlFor(row.actor_avatar_key) } : null,
          },
    subject:
      row.subject_type && row.subject_id
        ? { type: row.subject_type, id: row.subject_id, title: row.subject_title }
        : null,
    message: notificationMessage(row.kind as NotificationKind, name, row.subject_title, row.actor_count),
    board: notificationBoardOfKind[row.kind as NotificationKind] ?? null,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
