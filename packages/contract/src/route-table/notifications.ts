// The API's routes: Notifications (notifications-routes.ts).
import type {
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

export const listNotifications = route<{
  query: typeof notificationPageQuerySchema;
  response: typeof notificationListResponseSchema;
}>()('GET', '/notifications');
export const unreadNotificationCount = route<{ response: typeof unreadCountResponseSchema }>()(
  'GET',
  '/notifications/unread-count',
);
export const markNotificationRead = route<{
  params: typeof notificationIdParamsSchema;
  response: typeof notificationResponseSchema;
}>()('PATCH', '/notifications/:id/read');
export const markAllNotificationsRead = route<{ response: typeof readAllResponseSchema }>()(
  'POST',
  '/notifications/read-all',
);
export const notificationStreamTicket = route<{ response: typeof streamTicketResponseSchema }>()(
  'POST',
  '/notifications/stream-ticket',
);
/** Server-Sent Events, not JSON: read with fetch() (use-notification-stream.ts), never `call`. */
export const notificationStream = route<{ query: typeof notificationStreamQuerySchema }>()(
  'GET',
  '/notifications/stream',
);
