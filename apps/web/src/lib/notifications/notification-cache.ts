import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification } from '@ourhood/contract';
import type { ApiResult } from '../api-client';
import { refetchIfInFlight } from '../refetch-if-in-flight';
import { notificationKeys } from './notification-keys';

export type NotificationPages = InfiniteData<ApiResult<Notification[]>, number>;

/**
 * A new notification goes to the front of the loaded list (when one is loaded). A list fetch in
 * flight was asked before it existed: the list is asked for anew, or the unread count would say
 * one more than the list shows.
 */
export function prependNotification(client: QueryClient, notification: Notification): void {
  client.setQueryData<NotificationPages>(notificationKeys.list, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (first!.data.some((item) => item.id === notification.id)) return data;
    return { ...data, pages: [{ ...first!, data: [notification, ...first!.data] }, ...rest] };
  });
  refetchIfInFlight(client, notificationKeys.list);
}

/** Marks one notification (or all, with null) read in the loaded list. */
export function markReadInCache(client: QueryClient, id: string | null): void {
  const now = new Date().toISOString();
  client.setQueryData<NotificationPages>(notificationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((item) =>
              (id === null || item.id === id) && !item.read_at ? { ...item, read_at: now } : item,
            ),
          })),
        }
      : data,
  );
  refetchIfInFlight(client, notificationKeys.list);
}
