import type { Notification, UnreadCount } from '@ourhood/contract';
import { api } from '../api-client';

export const NOTIFICATION_PAGE_SIZE = 20;

/** The generic /notifications calls of the contract (packages/contract/src/notifications.ts). */
export const notificationsApi = {
  list: (page: number, signal?: AbortSignal) =>
    api<Notification[]>('/notifications', { query: { page, limit: NOTIFICATION_PAGE_SIZE }, signal }),
  unreadCount: (signal?: AbortSignal) => api<UnreadCount>('/notifications/unread-count', { signal }),
  markRead: (id: string) => api<Notification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' }),
  markAllRead: () => api<{ updated: number }>('/notifications/read-all', { method: 'POST' }),
};
