import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '../use-paged-list';
import { useSession } from '../session/session-store';
import { notificationKeys } from './notification-keys';
import { notificationsApi } from './notifications-api';

/** The caller's unread count: kept live by the stream, refetched on focus as a safety net. */
export function useUnreadCount() {
  const signedIn = useSession((state) => Boolean(state.token));
  const query = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await notificationsApi.unreadCount(signal)).data.unread_count,
    enabled: signedIn,
  });
  return query.data ?? 0;
}

/** The caller's notifications, newest first, a page at a time. */
export const useNotificationList = () =>
  usePagedList(notificationKeys.list, (page, signal) => notificationsApi.list(page, signal));
