// The API's routes: Notifications (notifications-routes.ts).
import {
  allowFilteredSenderResponseSchema,
  dismissFilteredSenderResponseSchema,
  filteredSenderParamsSchema,
  filteredSendersQuerySchema,
  filteredSendersResponseSchema,
  notificationFilterPolicyResponseSchema,
  updateNotificationFilterPolicyBodySchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationPageQuerySchema,
  notificationResponseSchema,
  notificationStreamQuerySchema,
  readAllResponseSchema,
  streamTicketResponseSchema,
  unreadCountResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listNotifications = route('GET', '/notifications', {
  query: notificationPageQuerySchema,
  response: notificationListResponseSchema,
});
export const unreadNotificationCount = route('GET', '/notifications/unread-count', {
  response: unreadCountResponseSchema,
});
export const markNotificationRead = route('PATCH', '/notifications/:id/read', {
  params: notificationIdParamsSchema,
  response: notificationResponseSchema,
});
export const markAllNotificationsRead = route('POST', '/notifications/read-all', { response: readAllResponseSchema });
export const notificationStreamTicket = route('POST', '/notifications/stream-ticket', {
  response: streamTicketResponseSchema,
});
/** Server-Sent Events, not JSON: read with fetch() (use-notification-stream.ts), never `call`. */
export const notificationStream = route('GET', '/notifications/stream', {
  access: 'public',
  query: notificationStreamQuerySchema,
});

// Filtered notifications (notification-filters.ts).
export const getNotificationFilterPolicy = route('GET', '/notifications/filter-policy', {
  response: notificationFilterPolicyResponseSchema,
});
export const updateNotificationFilterPolicy = route('PATCH', '/notifications/filter-policy', {
  body: updateNotificationFilterPolicyBodySchema,
  response: notificationFilterPolicyResponseSchema,
});
export const listFilteredNotificationSenders = route('GET', '/notifications/filtered', {
  query: filteredSendersQuerySchema,
  response: filteredSendersResponseSchema,
});
export const allowFilteredSender = route('POST', '/notifications/filtered/:actor_id/allow', {
  params: filteredSenderParamsSchema,
  response: allowFilteredSenderResponseSchema,
});
export const dismissFilteredSender = route('POST', '/notifications/filtered/:actor_id/dismiss', {
  params: filteredSenderParamsSchema,
  response: dismissFilteredSenderResponseSchema,
});
