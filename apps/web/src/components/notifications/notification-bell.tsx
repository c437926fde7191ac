import { NavLink } from 'react-router';
import { useUnreadCount } from '../../lib/notifications/use-notifications';
import { cx } from '../ui/cx';

/** The bell of both shells: links to the notifications page and shows the live unread count. */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <NavLink
      to="/dashboard/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={({ isActive }) =>
        cx(
          'relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100',
          isActive && 'bg-brand-50 text-brand-800',
          className,
        )
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
