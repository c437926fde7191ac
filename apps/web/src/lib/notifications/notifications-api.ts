import { apiRoutes } from '@ourhood/contract/routes';
import type { UpdateNotificationFilterPolicyBody } from '@ourhood/contract';
import { call } from '../api-client';

export const NOTIFICATION_PAGE_SIZE = 20;
export const FILTERED_PAGE_SIZE = 20;

/** The generic /notifications calls, typed by the contract's route table. */
export const notificationsApi = {
  list: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listNotifications, { query: { page, limit: NOTIFICATION_PAGE_SIZE }, signal }),
  unreadCount: (signal?: AbortSignal) => call(apiRoutes.unreadNotificationCount, { signal }),
  markRead: (id: string) => call(apiRoutes.markNotificationRead, { params: { id } }),
  markAllRead: () => call(apiRoutes.markAllNotificationsRead),
  // The filtered box (decision 0069).
  filterPolicy: (signal?: AbortSignal) => call(apiRoutes.getNotificationFilterPolicy, { signal }),
  updateFilterPolicy: (body: UpdateNotificationFilterPolicyBody) =>
    call(apiRoutes.updateNotificationFilterPolicy, { body }),
  filteredSenders: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listFilteredNotificationSenders, { query: { page, limit: FILTERED_PAGE_SIZE }, signal }),
  allowSender: (actorId: string) => call(apiRoutes.allowFilteredSender, { params: { actor_id: actorId } }),
  dismissSender: (actorId: string) => call(apiRoutes.dismissFilteredSender, { params: { actor_id: actorId } }),
};
