import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { useMessageUnread } from '../../lib/messages/use-message-unread';
import { useUnreadCount } from '../../lib/notifications/use-notifications';
import { cx } from '../ui/cx';
import { useLingui } from '@lingui/react/macro';

/**
 * The bell of both shells: links to the notifications page and shows the live unread count, with
 * unread conversations added unless the person turned that off (`message.in_app`, issue 20).
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useLingui();
  const messages = useMessageUnread();
  const unread = useUnreadCount() + (messages.in_bell ? messages.unread_count : 0);
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;
  return (
    <NavLink
      to="/dashboard/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={({ isActive }) =>
        cx(
          'relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sunken',
          isActive && 'bg-accent-soft text-accent',
          className,
        )
      }
    >
      <Bell className="h-6 w-6" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -inset-e-0.5 min-w-5 rounded-full bg-danger-solid px-1.5 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
