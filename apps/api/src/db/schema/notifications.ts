import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './common.js';

// Notifications, their preferences and schedules, Web Push subscriptions and e-mail.

export interface NotificationsTable {
  id: Generated<string>;
  recipient_id: string;
  kind: string;
  actor_id: string | null;
  subject_type: string | null;
  subject_id: string | null;
  subject_title: Generated<string>;
  /** How many people a grouped notification speaks for (migration 0018); 1 otherwise. */
  actor_count: Generated<number>;
  read_at: ColumnType<Date | null, Date | null, Date | null>;
  created_at: ColumnType<Date, Date, never>;
  /** Why it waits in the filtered box (migration 0035); null: in the main list. */
  filter_reason: ColumnType<NotificationFilterReason | null, NotificationFilterReason | null | undefined>;
}

export type NotificationFilterReason = 'not_following' | 'new_account';

/** A person's filtering rules (migration 0035); no row: both on. */
export interface NotificationFilterPoliciesTable {
  user_id: string;
  filter_not_following: boolean;
  filter_new_accounts: boolean;
  updated_at: Date;
}

/** Senders a person let through from the filtered box. */
export interface NotificationFilterAllowedTable {
  user_id: string;
  actor_id: string;
  created_at: Date;
}

/** One row per person who changed a default (DEFAULT_NOTIFICATION_PREFERENCES otherwise). */
export interface NotificationPreferencesTable {
  user_id: string;
  rental_match_in_app: boolean;
  rental_match_email: boolean;
  rental_update_in_app: boolean;
  rental_update_email: boolean;
  comment_on_post_in_app: boolean;
  comment_on_post_email: boolean;
  new_follower_in_app: boolean;
  new_follower_email: boolean;
  group_membership_in_app: boolean;
  group_membership_email: boolean;
  group_post_in_app: boolean;
  group_post_email: boolean;
  event_update_in_app: boolean;
  event_update_email: boolean;
  event_reminder_in_app: boolean;
  event_reminder_email: boolean;
  safety_alert_in_app: boolean;
  safety_alert_email: boolean;
  reaction_in_app: boolean;
  reaction_email: boolean;
  mention_in_app: boolean;
  mention_email: boolean;
  marketplace_in_app: boolean;
  marketplace_email: boolean;
  rental_match_push: Generated<boolean>;
  rental_update_push: Generated<boolean>;
  comment_on_post_push: Generated<boolean>;
  new_follower_push: Generated<boolean>;
  group_membership_push: Generated<boolean>;
  group_post_push: Generated<boolean>;
  event_update_push: Generated<boolean>;
  event_reminder_push: Generated<boolean>;
  safety_alert_push: Generated<boolean>;
  reaction_push: Generated<boolean>;
  mention_push: Generated<boolean>;
  message_in_app: Generated<boolean>;
  message_email: Generated<boolean>;
  message_push: Generated<boolean>;
  marketplace_push: Generated<boolean>;
  updated_at: Date;
}

/** Secrets every process shares (the media URL signing key; migration 0019). */
export interface NotificationSchedulesTable {
  user_id: string;
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  digest: 'off' | 'daily' | 'weekly';
  digest_next_at: Date | null;
  digest_last_at: Date | null;
  updated_at: Generated<Date>;
}

/** A browser's Web Push subscription (migration 0024, decision 0027). */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  session_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
  updated_at: Date;
}

/** Folded notification e-mails (0013): when a recipient's last e-mail of a kind went, and the next is due. */
export interface NotificationEmailFoldsTable {
  recipient_id: string;
  kind: string;
  last_sent_at: Date | null;
  flush_at: Date | null;
}

/** Events waiting for a recipient's next folded e-mail of their kind (0013). */
export interface NotificationEmailPendingTable {
  id: Generated<string>;
  recipient_id: string;
  kind: string;
  actor_id: string | null;
  subject: Json | null;
  created_at: Date;
}

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: ColumnType<Record<string, string> | null, string | null | undefined, never>;
  created_at: CreatedAt;
}
