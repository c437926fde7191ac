import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { useOrgNotifications } from '../../lib/organizations/use-org-notifications';
import { relativeAge } from '../../lib/relative-time';
import { useDocumentTitle } from '../../lib/use-document-title';

function NotificationItem({ notification, onRead }: { notification: Notification; onRead(): void }) {
  const unread = !notification.read_at;
  return (
    <li>
      <button
        type="button"
        onClick={unread ? onRead : undefined}
        aria-label={unread ? `${notification.message} (unread, mark as read)` : undefined}
        className={cx(
          'flex w-full items-start gap-3 rounded-xl border p-4 text-left',
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

/** /dashboard/notifications: newest first; a click marks one read, or all at once. */
export default function NotificationsPage() {
  useDocumentTitle('Notifications');
  const client = useQueryClient();
  const query = useOrgNotifications();
  const refresh = () => client.invalidateQueries({ queryKey: organizationKeys.notifications });
  const fail = (error: unknown) => toast(errorMessage(error, 'Failed to update notifications'), { tone: 'error' });
  const read = useMutation({ mutationFn: organizationsApi.markRead, onSuccess: refresh, onError: fail });
  const readAll = useMutation({ mutationFn: organizationsApi.markAllRead, onSuccess: refresh, onError: fail });
  return (
    <main id="main" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-stone-900">Notifications</h2>
        <Button
          variant="secondary"
          disabled={query.unread === 0}
          busy={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, 'Failed to load notifications')}</Banner>
      ) : query.data.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          No notifications yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.data.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={() => read.mutate(notification.id)}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
