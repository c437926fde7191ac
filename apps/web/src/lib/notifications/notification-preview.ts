import { Limits, type Notification } from '@ourhood/contract';

/**
 * A subject title as long as the server's cut (the first Limits.activityTitleLength characters of
 * a post) was probably cut mid-word: end it at the last whole word, with an ellipsis.
 */
export function previewTitle(title: string, cutAt: number = Limits.activityTitleLength): string {
  if (Array.from(title).length < cutAt) return title;
  const lastSpace = title.trimEnd().lastIndexOf(' ');
  const whole = lastSpace > 0 ? title.slice(0, lastSpace) : title;
  return `${whole.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The notification's message, with its quoted subject ending at a word. */
export function notificationPreview(notification: Pick<Notification, 'message' | 'subject'>): string {
  const title = notification.subject?.title;
  if (!title) return notification.message;
  const shown = previewTitle(title);
  return shown === title ? notification.message : notification.message.replace(`"${title}"`, `"${shown}"`);
}
