// Generated from route-table/notifications.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/notifications.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const listNotifications: RoutePath<typeof declared.listNotifications> = {
  method: 'GET',
  path: '/notifications',
};
export const markAllNotificationsRead: RoutePath<typeof declared.markAllNotificationsRead> = {
  method: 'POST',
  path: '/notifications/read-all',
};
export const markNotificationRead: RoutePath<typeof declared.markNotificationRead> = {
  method: 'PATCH',
  path: '/notifications/:id/read',
};
export const notificationStream: RoutePath<typeof declared.notificationStream> = {
  method: 'GET',
  path: '/notifications/stream',
};
export const notificationStreamTicket: RoutePath<typeof declared.notificationStreamTicket> = {
  method: 'POST',
  path: '/notifications/stream-ticket',
};
export const unreadNotificationCount: RoutePath<typeof declared.unreadNotificationCount> = {
  method: 'GET',
  path: '/notifications/unread-count',
};
