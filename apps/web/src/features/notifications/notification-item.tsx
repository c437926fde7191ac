import type { Notification } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { cx } from '../../components/ui/cx';
import { relativeAge } from '../../lib/relative-time';

/** One row: the actor's avatar, the message, its age; unread ones stand out. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen(): void }) {
  const unread = !notification.read_at;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={unread ? `${notification.message} (unread)` : notification.message}
        className={cx(
          'flex w-full items-start gap-3 rounded-xl border p-4 text-left hover:shadow-sm',
          unread ? 'border-brand-300 bg-brand-50' : 'border-stone-200 bg-white',
        )}
      >
        <Avatar name={notification.actor?.name ?? '?'} url={notification.actor?.profile_picture?.url} />
        <span className="min-w-0 flex-1">
          <span className={cx('block break-words text-stone-900', unread && 'font-semibold')}>
            {notification.message}
          </span>
          <time dateTime={notification.created_at} className="text-xs text-stone-600">
            {relativeAge(notification.created_at)}
          </time>
        </span>
        {unread ? (
          <span
            className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-700"
            aria-hidden="true"
            data-testid="unread-dot"
          />
        ) : null}
      </button>
    </li>
  );
}
