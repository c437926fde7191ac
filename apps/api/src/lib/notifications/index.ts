// Notifications shared by every feature (decisions 0011, 0012): features create them inside their
// own transactions (createNotifications), then announce them after the commit (app.notifications);
// reading, counting and marking read live here too, for the generic and the organization routes.
export {
  AUTHOR_NOTIFICATION_JOB,
  registerAuthorNotifications,
  type AuthorNotificationPayload,
} from './author-notification-job.js';
export {
  createNotification,
  createNotifications,
  mergeCreated,
  registerNotificationChunks,
  NOTIFICATION_CHUNK,
  NOTIFICATION_CHUNK_JOB,
  NOTIFICATION_EMAIL_JOB,
  NOTIFICATION_PUSH_JOB,
  type CreatedNotifications,
  type FilterOption,
  type NotificationBatch,
} from './create-notifications.js';
export {
  insertNotifications,
  notifiedSince,
  selectNotifications,
  type NewNotification,
  type NotificationSubject,
  type NotificationRow,
} from './notifications-repository.js';
export { presentNotification, notificationMessage, foldedNotificationMessage } from './notifications-presenter.js';
export { emailFoldIntervalMs, NOTIFICATION_EMAIL_FOLD_JOB } from './email-folds.js';
export { NotificationHub } from './notification-hub.js';
export { LocalBus, PostgresBus, RedisBus, type NotificationBus, type PostNewsColumns } from './notification-bus.js';
export { FallbackBus } from './fallback-bus.js';
export {
  getNotificationPage,
  getUnreadCount,
  readNotification,
  readAllNotifications,
  unsentNotifications,
  recentNotificationIds,
  notificationsDeps,
  type NotificationsDeps,
} from './notifications-service.js';
export { registerNotificationEmails } from './notification-emails.js';
export { UnsubscribeTokens } from './unsubscribe-tokens.js';
export {
  quietHoursEnd,
  minutesOf,
  clockTimeOf,
  holdForQuietHours,
  findQuietSchedules,
  type QuietSchedule,
} from './quiet-hours.js';
export { DIGEST_JOB, nextDigestAt, queueDigest, type DigestJob } from './digest-schedule.js';
export { registerNotificationPush } from './notification-push.js';
