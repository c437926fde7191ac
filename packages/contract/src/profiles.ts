import { z } from 'zod';
import { AuthMessages, firstNameSchema, lastNameSchema } from './auth.js';
import { successEnvelope } from './envelope.js';
import { Limits } from './limits.js';
import { localeSchema } from './locale-schema.js';
import { userSelfSchema } from './users.js';

/**
 * Profiles, follows, settings and invites. Routes (all under /api/v1, bearer auth):
 * - GET  /users/{id}                         public profile (never e-mail, referral or coordinates)
 * - GET  /users/{id}/stats                   counts and whether the caller follows them
 * - POST /users/{id}/follow, /unfollow       idempotent; following yourself is 400; answer the new stats
 * - PATCH  /users/profile/me                 first name, last name, bio, locale → the user (self)
 * - DELETE /users/profile/me                 password required; the account and its content go
 * - POST   /users/profile/avatar             multipart file field `avatar` → the user (self)
 * - DELETE /users/profile/avatar             back to initials → the user (self)
 * - PATCH  /users/profile/password           current + new; other sessions revoked; a notice is e-mailed
 * - GET/PATCH /users/profile/notification-preferences
 * - GET  /users/profile/invite               referral code, invite link and how many joined with it
 */
export const ProfileMessages = {
  userNotFound: 'User not found',
  cannotFollowSelf: 'You cannot follow yourself',
  followed: 'Followed',
  unfollowed: 'Unfollowed',
  statsLoaded: 'Stats loaded',
  userLoaded: 'User loaded',
  profileUpdated: 'Profile updated',
  bioTooLong: `Bio must be at most ${Limits.bioMaxLength} characters`,
  avatarUpdated: 'Profile picture updated',
  avatarRemoved: 'Profile picture removed',
  avatarRequired: 'Choose an image for your profile picture',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'Choose a new password that differs from the current one',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  deletePasswordRequired: 'Enter your password to delete your account',
  accountDeleted: 'Your account has been deleted',
  preferencesLoaded: 'Notification preferences loaded',
  preferencesSaved: 'Notification preferences saved',
  inviteLoaded: 'Invite loaded',
} as const;

/** Someone else's profile: the self view without e-mail, referral, role or verification state. */
// Nobody else sees someone's language (locale): it says where they may come from.
export const publicUserSchema = userSelfSchema.omit({
  email: true,
  referral: true,
  role: true,
  email_verified: true,
  locale: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Stats with the spec's camelCase names and snake_case copies (docs/api.md, Compatibility shapes). */
export const userStatsSchema = z.object({
  postsCount: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  isFollowing: z.boolean(),
  posts_count: z.number().int(),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  is_following: z.boolean(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** PATCH /users/profile/me and the profile form: the same rules as sign-up for names. */
export const updateProfileBodySchema = z.object({
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
  bio: z.string().trim().max(Limits.bioMaxLength, ProfileMessages.bioTooLong).optional(),
  /** The saved language; null clears it (the web app and e-mails then follow the browser). */
  locale: localeSchema.nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PATCH /users/profile/password. Whether the new password is too common is checked on the server. */
export const changePasswordBodySchema = z.object({
  current_password: z
    .string({ error: ProfileMessages.currentPasswordRequired })
    .min(1, ProfileMessages.currentPasswordRequired)
    .max(256),
  new_password: z
    .string({ error: AuthMessages.newPasswordRequired })
    .min(1, AuthMessages.newPasswordRequired)
    .min(Limits.passwordMinLength, AuthMessages.passwordShort)
    .max(256),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * The change-password form: the route's body plus the new password typed again. The match check
 * runs even when other fields failed (`when`), so every message shows at once.
 */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirm_password: z.string().min(1, AuthMessages.confirmRequired) })
  .refine(
    (value) => {
      const fields = value as { new_password?: unknown; confirm_password?: unknown };
      return !fields.confirm_password || fields.new_password === fields.confirm_password;
    },
    { path: ['confirm_password'], message: AuthMessages.confirmMismatch, when: () => true },
  );
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** POST /users/profile/avatar's form: one image, sent in the multipart file field `avatar`. */
export const avatarFormSchema = z.object({
  avatar: z.array(z.custom<File>()).min(1, ProfileMessages.avatarRequired).max(1),
});
export type AvatarForm = z.input<typeof avatarFormSchema>;

/** DELETE /users/profile/me. */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: ProfileMessages.deletePasswordRequired })
    .min(1, ProfileMessages.deletePasswordRequired)
    .max(256),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** Events a person can be notified of, and how. In-app notifications and e-mail are chosen apart. */
/**
 * rental_match: a request matches one of your keywords; rental_update: someone offers to lend you
 * what you asked for, the requester confirms or declines your offer, or a request you lend is completed.
 */
export const notificationEvents = [
  'rental_match',
  'rental_update',
  'comment_on_post',
  'new_follower',
  'group_membership',
  'group_post',
  'event_update',
  'event_reminder',
  'safety_alert',
  'reaction',
  'mention',
  'message',
  'marketplace',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** Each event in words, as settings and unsubscribe pages show it. */
export const notificationEventLabels: Record<NotificationEvent, string> = {
  rental_match: 'A rental request matches my keywords',
  rental_update: 'Someone lends me an item, or a loan is completed',
  comment_on_post: 'Someone comments on my post',
  new_follower: 'Someone follows me',
  group_membership: 'Someone asks to join my group, or my request to join is approved',
  group_post: 'Someone posts in a group I belong to',
  event_update: 'An event I answered changes time or place, is cancelled, or a waitlisted place comes free',
  event_reminder: 'Reminders 24 hours and 1 hour before an event I am going to',
  safety_alert: 'An urgent community alert is posted in my area',
  reaction: 'Someone reacts to my post or comment',
  mention: 'Someone mentions me in a post or comment',
  message:
    'Someone sends me a direct message (e-mail when I have been away for 10 minutes, at most hourly per conversation)',
  marketplace: 'Someone is interested in my marketplace item, or an item is reserved for me',
};

/** Push (decision 0027) reaches only the devices where the person turned push on. */
export const notificationChannelsSchema = z.object({ in_app: z.boolean(), email: z.boolean(), push: z.boolean() });
export const notificationPreferencesSchema = z.object({
  rental_match: notificationChannelsSchema,
  rental_update: notificationChannelsSchema,
  comment_on_post: notificationChannelsSchema,
  new_follower: notificationChannelsSchema,
  group_membership: notificationChannelsSchema,
  group_post: notificationChannelsSchema,
  /** An event one answered changed time or place, was cancelled, or a waitlisted seat came free. */
  event_update: notificationChannelsSchema,
  /** 24 h and 1 h before an event one is going to. */
  event_reminder: notificationChannelsSchema,
  /** Urgent community alerts in one's area (issue 17): on by default, e-mail too. */
  safety_alert: notificationChannelsSchema,
  reaction: notificationChannelsSchema,
  mention: notificationChannelsSchema,
  /**
   * Direct messages (issue 20): `in_app` counts unread conversations in the bell (the Messages
   * entry always does); e-mail only after 10 minutes away, at most one an hour per conversation.
   */
  message: notificationChannelsSchema,
  /** 'I'm interested' in one's marketplace item; an item reserved for one (issue 19). */
  marketplace: notificationChannelsSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What a new account starts with: rentals by e-mail too, the rest in the app only. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  rental_match: { in_app: true, email: true, push: true },
  rental_update: { in_app: true, email: true, push: true },
  comment_on_post: { in_app: true, email: false, push: true },
  new_follower: { in_app: true, email: false, push: false },
  group_membership: { in_app: true, email: true, push: true },
  group_post: { in_app: true, email: false, push: false },
  event_update: { in_app: true, email: true, push: true },
  event_reminder: { in_app: true, email: true, push: true },
  safety_alert: { in_app: true, email: true, push: true },
  reaction: { in_app: true, email: false, push: false },
  mention: { in_app: true, email: false, push: true },
  message: { in_app: true, email: true, push: true },
  marketplace: { in_app: true, email: true, push: true },
};

/** PATCH body: any subset of events and channels. */
export const updateNotificationPreferencesBodySchema = z.object({
  rental_match: notificationChannelsSchema.partial().optional(),
  rental_update: notificationChannelsSchema.partial().optional(),
  comment_on_post: notificationChannelsSchema.partial().optional(),
  new_follower: notificationChannelsSchema.partial().optional(),
  group_membership: notificationChannelsSchema.partial().optional(),
  group_post: notificationChannelsSchema.partial().optional(),
  event_update: notificationChannelsSchema.partial().optional(),
  event_reminder: notificationChannelsSchema.partial().optional(),
  safety_alert: notificationChannelsSchema.partial().optional(),
  reaction: notificationChannelsSchema.partial().optional(),
  mention: notificationChannelsSchema.partial().optional(),
  message: notificationChannelsSchema.partial().optional(),
  marketplace: notificationChannelsSchema.partial().optional(),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBodySchema>;

/** GET /users/profile/invite: the link is the sign-up page of PUBLIC_URL with `?ref=CODE`. */
export const inviteSchema = z.object({
  referral_code: z.string().nullable(),
  invite_link: z.string().nullable(),
  joined_count: z.number().int(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const publicUserResponseSchema = successEnvelope(publicUserSchema);
export const userStatsResponseSchema = successEnvelope(userStatsSchema);
export const notificationPreferencesResponseSchema = successEnvelope(notificationPreferencesSchema);
export const inviteResponseSchema = successEnvelope(inviteSchema);
