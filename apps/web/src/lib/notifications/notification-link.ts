import type { Notification } from '@ourhood/contract';
import type { UserType } from '../session/session-store';

/** Where a notification leads: its subject's page, or the actor's profile; null when nowhere. */
export function notificationLink(notification: Notification, userType: UserType | null): string | null {
  const { subject, actor } = notification;
  if (subject?.type === 'rental_request') return '/dashboard/rentals';
  if (subject?.type === 'alert') return '/dashboard/alerts';
  if (subject?.type === 'marketplace_item') return `/dashboard/marketplace/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'post') return `/dashboard/post/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'event') return `/dashboard/events/${encodeURIComponent(subject.id)}`;
  if (subject?.type === 'group') {
    // A request to join is answered from the group's Members tab.
    const tab = notification.kind === 'group_join_request' ? '?tab=members' : '';
    return `/dashboard/groups/${encodeURIComponent(subject.id)}${tab}`;
  }
  if (subject?.type === 'review') return userType === 'organization' ? '/dashboard/reviews' : null;
  if (subject?.type === 'listing') return userType === 'organization' ? '/dashboard/listings' : null;
  if (notification.kind === 'new_follower' && actor) {
    return userType === 'organization' ? '/dashboard/customers' : `/dashboard/profile/${encodeURIComponent(actor.id)}`;
  }
  return null;
}
