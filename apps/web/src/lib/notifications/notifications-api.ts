import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

export const NOTIFICATION_PAGE_SIZE = 20;

/** The generic /notifications calls, typed by the contract's route table. */
export const notificationsApi = {
  list: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listNotifications, { query: { page, limit: NOTIFICATION_PAGE_SIZE }, signal }),
  unreadCount: (signal?: AbortSignal) => call(apiRoutes.unreadNotificationCount, { signal }),
  markRead: (id: string) => call(apiRoutes.markNotificationRead, { params: { id } }),
  markAllRead: () => call(apiRoutes.markAllNotificationsRead),
};
