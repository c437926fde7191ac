import { translateModerationNotice } from './moderation-notices.js';
import { notificationBoardOfKind, type Notification, type NotificationKind } from '@ourhood/contract';
import type { NotificationRow } from './notifications-repository.js';
import type { UrlFor } from '../storage/index.js';
import { inEnglish, type Translate } from '../i18n/catalogs.js';
import { NotificationSentences } from './notification-sentences.js';

/**
 * An organization by its business name, a person by their name, else "Someone" in `t`'s language
 * (no actor, or one without a name).
 */
export function actorName(
  row: Partial<Pick<NotificationRow, 'actor_organization_name' | 'actor_first_name' | 'actor_last_name'>> | undefined,
  t: Translate = inEnglish,
): string {
  if (row?.actor_organization_name) return row.actor_organization_name;
  return `${row?.actor_first_name ?? ''} ${row?.actor_last_name ?? ''}`.trim() || t(NotificationSentences.someone);
}

/**
 * The sentence a notification reads as, in the app, its e-mail and its push, in `t`'s language
 * (English by default, as before issue 41); `actorCount` is how many people a grouped notification
 * (reactions) speaks for.
 */
export function notificationMessage(
  kind: NotificationKind,
  actor: string,
  subjectTitle: string,
  actorCount = 1,
  t: Translate = inEnglish,
): string {
  // The subject's own text: moderation stores its English sentence (moderation-notices.ts says how
  // it is translated again).
  if (kind === 'moderation_notice' || kind === 'report_outcome') return translateModerationNotice(subjectTitle, t);
  return t(NotificationSentences[kind], {
    name: actor,
    title: subjectTitle,
    others: Math.max(0, actorCount - 1),
  });
}

/** Several notifications of one kind told at once (a folded e-mail): how many, and what about. */
export function foldedNotificationMessage(
  kind: NotificationKind,
  count: number,
  titles: readonly string[],
  t: Translate = inEnglish,
): string {
  const distinct = [...new Set(titles.filter(Boolean))];
  const shown = distinct.slice(0, 5).join(', ') + (distinct.length > 5 ? ', …' : '');
  const message =
    kind === 'rental_match'
      ? NotificationSentences.foldedRentalMatches
      : kind === 'marketplace_match'
        ? NotificationSentences.foldedMarketplaceMatches
        : NotificationSentences.folded;
  return t(message, { count, titles: shown });
}

/** A notification as the API answers it, its sentence in `t`'s language (the request's). */
export function presentNotification(row: NotificationRow, urlFor: UrlFor, t: Translate = inEnglish): Notification {
  const name = actorName(row, t);
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
    message: notificationMessage(row.kind as NotificationKind, name, row.subject_title, row.actor_count, t),
    board: notificationBoardOfKind[row.kind as NotificationKind] ?? null,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
