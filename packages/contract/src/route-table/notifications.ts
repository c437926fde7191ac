// The API's routes: Notifications (notifications-routes.ts).
import {
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
