import type { Notification, NotificationKind } from '@ourhood/contract';
import type { NotificationRow } from './notifications-repository.js';

function actorName(row: NotificationRow): string {
  if (row.actor_organization_name) return row.actor_organization_name;
  return `${row.actor_first_name ?? ''} ${row.actor_last_name ?? ''}`.trim() || 'Someone';
}

function messageFor(kind: string, actor: string, subjectTitle: string): string {
  switch (kind) {
    case 'new_follower':
      return `${actor} started following you`;
    case 'listing_interest':
      return `${actor} is interested in "${subjectTitle}"`;
    default:
      return `${actor} did something`;
  }
}

export function presentNotification(row: NotificationRow, urlFor: (key: string) => string): Notification {
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
    message: messageFor(row.kind, name, row.subject_title),
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}
