// In-app notifications shared by every feature (decision 0011): features create them inside their
// own transactions; the recipient's list, counts and read state live here too.
export {
  createNotification,
  listNotifications,
  countNotifications,
  findNotification,
  markNotificationRead,
  markAllNotificationsRead,
  type NewNotification,
  type NotificationSubject,
  type NotificationRow,
} from './notifications-repository.js';
export { presentNotification } from './notifications-presenter.js';
