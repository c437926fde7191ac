import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { LoadMore } from '../../components/ui/load-more';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useMessageUnread } from '../../lib/messages/use-message-unread';
import { markReadInCache } from '../../lib/notifications/notification-cache';
import { notificationKeys } from '../../lib/notifications/notification-keys';
import { notificationLink } from '../../lib/notifications/notification-link';
import { notificationsApi } from '../../lib/notifications/notifications-api';
import { useNotificationList, useUnreadCount } from '../../lib/notifications/use-notifications';
import { useSession } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FilteredNotificationsLink } from './filtered-notifications-link';
import { NotificationItem } from './notification-item';
import { EmptyState } from '../../components/ui/empty-state';
import { PageMain } from '../../components/ui/page-main';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/**
 * /dashboard/notifications for both account types: newest first, a page at a time. Opening one
 * marks it read and goes to what it is about; 'Mark all as read' clears the bell.
 */
export default function NotificationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Notifications`);
  const client = useQueryClient();
  const navigate = useNavigate();
  const userType = useSession((state) => state.userType);
  const unread = useUnreadCount();
  const messages = useMessageUnread();
  const unreadConversations = messages.unread_count;
  const { query, items } = useNotificationList();
  const fail = (error: unknown) => toast(errorMessage(error, t`Failed to update notifications`), { tone: 'error' });
  const setUnread = (count: number) => client.setQueryData(notificationKeys.unread, Math.max(0, count));

  const read = useMutation({
    mutationFn: (notification: Notification) => notificationsApi.markRead(notification.id),
    onMutate: (notification) => {
      markReadInCache(client, notification.id);
      setUnread(unread - 1);
    },
    onError: (error) => {
      fail(error);
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
  const readAll = useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: () => {
      markReadInCache(client, null);
      setUnread(0);
    },
    onError: fail,
  });

  function open(notification: Notification) {
    if (!notification.read_at) read.mutate(notification);
    const to = notificationLink(notification, userType);
    if (to) void navigate(to);
  }

  const neighbour = userType === 'neighbour';
  return (
    // The organization shell pads its pages and titles them with a greeting; the neighbour one does not.
    <PageMain className={cx('mx-auto flex w-full max-w-3xl flex-col gap-4', neighbour && 'px-3 py-6 sm:px-6')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-fg">
          <Trans>Notifications</Trans>
        </h1>
        <Button variant="secondary" disabled={unread === 0} busy={readAll.isPending} onClick={() => readAll.mutate()}>
          <Trans>Mark all as read</Trans>
        </Button>
      </div>
      {messages.unread_count > 0 ? (
        // The bell counts unread conversations too (issue 20); they are read on the Messages page.
        <Link
          to="/dashboard/messages"
          className="rounded-xl border border-line bg-raised px-4 py-3 text-sm text-fg hover:bg-sunken"
        >
          <Plural
            value={unreadConversations}
            one="# conversation has unread messages"
            other="# conversations have unread messages"
          />{' '}
          <span className="font-semibold text-accent">
            <Trans>Open Messages</Trans>
          </span>
        </Link>
      ) : null}
      <FilteredNotificationsLink />
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, t`Failed to load notifications`)}</Banner>
      ) : items.length === 0 ? (
        <EmptyState>
          <Trans>No notifications yet.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={() => open(notification)} />
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </PageMain>
  );
}
