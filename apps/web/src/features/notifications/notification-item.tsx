import type { Notification, ReportTargetType } from '@ourhood/contract';
import { AppealButton } from '../../components/safety/appeal-button';
import { Avatar } from '../../components/ui/avatar';
import { cx } from '../../components/ui/cx';
import { RelativeTime } from '../../components/ui/relative-time';
import { notificationPreview } from '../../lib/notifications/notification-preview';
import { useLingui } from '@lingui/react/macro';

/** One row: the actor's avatar, the message, its age; unread ones stand out. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen(): void }) {
  const { t } = useLingui();
  const unread = !notification.read_at;
  const preview = notificationPreview(notification);
  // Keyword alerts say which board they came from ('Notify me when…' watches rentals and the marketplace).
  const board =
    notification.board === 'marketplace' ? t`Marketplace` : notification.board === 'rentals' ? t`Rentals` : null;
  const message =
    notification.board === 'marketplace'
      ? t`Marketplace alert: ${preview}`
      : notification.board === 'rentals'
        ? t`Rentals alert: ${preview}`
        : preview;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={unread ? t`${message} (unread)` : message}
        className={cx(
          'flex w-full items-start gap-3 rounded-xl border p-4 text-start hover:shadow-sm',
          unread ? 'border-accent-line bg-accent-soft' : 'border-line bg-raised',
        )}
      >
        <Avatar name={notification.actor?.name ?? '?'} url={notification.actor?.profile_picture?.url} />
        <span className="min-w-0 flex-1">
          {board ? (
            <span className="mb-1 inline-block rounded-full border border-line bg-sunken px-2 py-0.5 text-xs font-medium text-muted">
              {board}
            </span>
          ) : null}
          <span className={cx('block break-words text-fg', unread && 'font-semibold')}>{preview}</span>
          <RelativeTime iso={notification.created_at} className="text-xs text-muted" />
        </span>
        {unread ? (
          <span
            className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-700"
            aria-hidden="true"
            data-testid="unread-dot"
          />
        ) : null}
      </button>
      {notification.kind === 'moderation_notice' &&
      notification.subject &&
      /hidden|suspended/.test(notification.message) ? (
        <div className="mt-1 flex justify-end">
          <AppealButton targetType={notification.subject.type as ReportTargetType} targetId={notification.subject.id} />
        </div>
      ) : null}
    </li>
  );
}
