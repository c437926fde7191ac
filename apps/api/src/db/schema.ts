import type {
  AuthEventsTable,
  FollowsTable,
  OtpCodesTable,
  ReferralCodesTable,
  ReferralsTable,
  SessionsTable,
  StreamTicketsTable,
  UsersTable,
} from './schema/accounts.js';
import type { OidcIdentitiesTable, OidcLoginsTable, OidcPendingLinksTable, OidcTicketsTable } from './schema/oidc.js';
import type {
  OrganizationAreaCountsTable,
  OrganizationDailyCountsTable,
  OrganizationReviewHelpfulTable,
  OrganizationReviewsTable,
  OrganizationSearchPostingsTable,
  OrganizationSearchWordsTable,
  OrganizationUpdateViewsTable,
  OrganizationsTable,
} from './schema/organizations.js';
import type {
  CommentMentionsTable,
  CommentReactionsTable,
  CommentsTable,
  PostAreaCountsTable,
  PhotoUploadsTable,
  PostMediaTable,
  PostMentionsTable,
  PostReactionsTable,
  PostsTable,
  UserPostCountsTable,
} from './schema/posts.js';
import type { GroupMembersTable, GroupsTable } from './schema/groups.js';
import type {
  MailOutboxTable,
  NotificationEmailFoldsTable,
  NotificationEmailPendingTable,
  NotificationFilterPoliciesTable,
  NotificationFilterAllowedTable,
  NotificationPreferencesTable,
  NotificationSchedulesTable,
  NotificationsTable,
  PushSubscriptionsTable,
} from './schema/notifications.js';
import type { CalendarFeedsTable, EventRemindersSentTable, EventRsvpsTable, EventsTable } from './schema/events.js';
import type {
  ListingInterestsTable,
  ListingsTable,
  MarketplaceInterestsTable,
  MarketplaceItemsTable,
  MarketplaceSavesTable,
  RentalKeywordsTable,
  RentalRequestsTable,
} from './schema/marketplace.js';
import type {
  AlertsTable,
  ModerationActionsTable,
  ModerationAppealsTable,
  ReportsTable,
  UserBlocksTable,
  UserMutesTable,
} from './schema/safety.js';
import type {
  ConversationMembersTable,
  ConversationsTable,
  MessageMediaTable,
  MessagesTable,
} from './schema/messages.js';
import type { AppSecretsTable, DataExportsTable, JobsTable, SchemaMigrationsTable } from './schema/system.js';
import type {
  InstanceSettingsTable,
  MailDailyCountsTable,
  MailFailuresTable,
  StaffActionsTable,
} from './schema/administration.js';

/**
 * Typed tables for Kysely. Each migration that changes a table updates its interface (one file
 * per area in schema/); repositories are the only code that reads or writes them.
 */
export type { Json } from './schema/common.js';
export type * from './schema/accounts.js';
export type * from './schema/organizations.js';
export type * from './schema/posts.js';
export type * from './schema/groups.js';
export type * from './schema/notifications.js';
export type * from './schema/events.js';
export type * from './schema/marketplace.js';
export type * from './schema/safety.js';
export type * from './schema/messages.js';
export type * from './schema/system.js';
export type * from './schema/administration.js';

export interface DB {
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  message_media: MessageMediaTable;
  marketplace_items: MarketplaceItemsTable;
  marketplace_interests: MarketplaceInterestsTable;
  marketplace_saves: MarketplaceSavesTable;
  events: EventsTable;
  event_rsvps: EventRsvpsTable;
  event_reminders_sent: EventRemindersSentTable;
  calendar_feeds: CalendarFeedsTable;
  alerts: AlertsTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  moderation_appeals: ModerationAppealsTable;
  user_blocks: UserBlocksTable;
  user_mutes: UserMutesTable;
  users: UsersTable;
  data_exports: DataExportsTable;
  instance_settings: InstanceSettingsTable;
  staff_actions: StaffActionsTable;
  mail_daily_counts: MailDailyCountsTable;
  mail_failures: MailFailuresTable;
  organizations: OrganizationsTable;
  organization_search_words: OrganizationSearchWordsTable;
  organization_search_postings: OrganizationSearchPostingsTable;
  organization_area_counts: OrganizationAreaCountsTable;
  organization_reviews: OrganizationReviewsTable;
  organization_review_helpful: OrganizationReviewHelpfulTable;
  organization_update_views: OrganizationUpdateViewsTable;
  organization_daily_counts: OrganizationDailyCountsTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_logins: OidcLoginsTable;
  oidc_tickets: OidcTicketsTable;
  oidc_pending_links: OidcPendingLinksTable;
  auth_events: AuthEventsTable;
  mail_outbox: MailOutboxTable;
  posts: PostsTable;
  post_area_counts: PostAreaCountsTable;
  user_post_counts: UserPostCountsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  post_media: PostMediaTable;
  photo_uploads: PhotoUploadsTable;
  comments: CommentsTable;
  post_reactions: PostReactionsTable;
  comment_reactions: CommentReactionsTable;
  follows: FollowsTable;
  listings: ListingsTable;
  listing_interests: ListingInterestsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  jobs: JobsTable;
  app_secrets: AppSecretsTable;
  notification_schedules: NotificationSchedulesTable;
  post_mentions: PostMentionsTable;
  comment_mentions: CommentMentionsTable;
  push_subscriptions: PushSubscriptionsTable;
  rental_requests: RentalRequestsTable;
  rental_keywords: RentalKeywordsTable;
  stream_tickets: StreamTicketsTable;
  notification_email_folds: NotificationEmailFoldsTable;
  notification_email_pending: NotificationEmailPendingTable;
  notification_filter_policies: NotificationFilterPoliciesTable;
  notification_filter_allowed: NotificationFilterAllowedTable;
  schema_migrations: SchemaMigrationsTable;
}
