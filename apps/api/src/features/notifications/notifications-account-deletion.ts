import type { AccountDeletionPart } from '../../lib/account-deletion/index.js';

/**
 * Notifications to or from the account, its pending and folded notification e-mails and its stream
 * tickets, its quiet hours, digest schedule and notification filters all go by cascade with the user row (a queued
 * digest job then finds no schedule and does nothing).
 */
export const notificationsAccountDeletion: AccountDeletionPart = {
  name: 'notifications',
  references: [
    { table: 'notifications', column: 'recipient_id' },
    { table: 'notifications', column: 'actor_id' },
    { table: 'notification_email_folds', column: 'recipient_id' },
    { table: 'notification_email_pending', column: 'recipient_id' },
    { table: 'stream_tickets', column: 'user_id' },
    { table: 'notification_schedules', column: 'user_id' },
    { table: 'notification_filter_policies', column: 'user_id' },
    { table: 'notification_filter_allowed', column: 'user_id' },
    { table: 'notification_filter_allowed', column: 'actor_id' },
  ],
};
