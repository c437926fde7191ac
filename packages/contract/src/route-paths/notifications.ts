// Generated from route-table/notifications.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/notifications.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const allowFilteredSender: RoutePath<typeof declared.allowFilteredSender> = {
  method: 'POST',
  path: '/notifications/filtered/:actor_id/allow',
};
export const dismissFilteredSender: RoutePath<typeof declared.dismissFilteredSender> = {
  method: 'POST',
  path: '/notifications/filtered/:actor_id/dismiss',
};
export const getNotificationFilterPolicy: RoutePath<typeof declared.getNotificationFilterPolicy> = {
  method: 'GET',
  path: '/notifications/filter-policy',
};
export const listFilteredNotificationSenders: RoutePath<typeof declared.listFilteredNotificationSenders> = {
  method: 'GET',
  path: '/notifications/filtered',
};
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
export const updateNotificationFilterPolicy: RoutePath<typeof declared.updateNotificationFilterPolicy> = {
  method: 'PATCH',
  path: '/notifications/filter-policy',
};
