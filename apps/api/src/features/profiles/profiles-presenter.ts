import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type PublicUser,
  type UserStats,
} from '@ourhood/contract';
import type { UrlFor } from '../../lib/storage/index.js';
import type { NotificationPreferencesRow, PublicUserRow, StatsRow } from './profiles-repository.js';

/** Someone's profile as anyone signed in sees it: no e-mail, role, referral or coordinates. */
export function presentPublicUser(row: PublicUserRow, urlFor: UrlFor): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    bio: row.bio,
    account_type: row.account_type,
    location: {
      city: row.location_city,
      suburb: row.location_suburb,
      state: row.location_state,
      country: row.location_country,
    },
    profile_picture: row.avatar_key ? { url: urlFor(row.avatar_key) } : null,
    organization_name: row.organization_name ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The spec's camelCase names with snake_case copies. */
export function presentStats(row: StatsRow): UserStats {
  return {
    postsCount: row.posts_count,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    isFollowing: row.is_following,
    posts_count: row.posts_count,
    followers_count: row.followers_count,
    following_count: row.following_count,
    is_following: row.is_following,
  };
}

export function presentPreferences(row: NotificationPreferencesRow | undefined): NotificationPreferences {
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  return {
    rental_match: { in_app: row.rental_match_in_app, email: row.rental_match_email, push: row.rental_match_push },
    rental_update: { in_app: row.rental_update_in_app, email: row.rental_update_email, push: row.rental_update_push },
    comment_on_post: {
      in_app: row.comment_on_post_in_app,
      email: row.comment_on_post_email,
      push: row.comment_on_post_push,
    },
    new_follower: { in_app: row.new_follower_in_app, email: row.new_follower_email, push: row.new_follower_push },
    group_membership: {
      in_app: row.group_membership_in_app,
      email: row.group_membership_email,
      push: row.group_membership_push,
    },
    group_post: { in_app: row.group_post_in_app, email: row.group_post_email, push: row.group_post_push },
    event_update: { in_app: row.event_update_in_app, email: row.event_update_email, push: row.event_update_push },
    event_reminder: {
      in_app: row.event_reminder_in_app,
      email: row.event_reminder_email,
      push: row.event_reminder_push,
    },
    safety_alert: { in_app: row.safety_alert_in_app, email: row.safety_alert_email, push: row.safety_alert_push },
    reaction: { in_app: row.reaction_in_app, email: row.reaction_email, push: row.reaction_push },
    mention: { in_app: row.mention_in_app, email: row.mention_email, push: row.mention_push },
    message: { in_app: row.message_in_app, email: row.message_email, push: row.message_push },
    marketplace: { in_app: row.marketplace_in_app, email: row.marketplace_email, push: row.marketplace_push },
  };
}

/** The row that stores a full set of preferences. */
export function preferencesRow(
  userId: string,
  preferences: NotificationPreferences,
  at: Date,
): NotificationPreferencesRow {
  return {
    user_id: userId,
    rental_match_in_app: preferences.rental_match.in_app,
    rental_match_email: preferences.rental_match.email,
    rental_match_push: preferences.rental_match.push,
    rental_update_in_app: preferences.rental_update.in_app,
    rental_update_email: preferences.rental_update.email,
    rental_update_push: preferences.rental_update.push,
    comment_on_post_in_app: preferences.comment_on_post.in_app,
    comment_on_post_email: preferences.comment_on_post.email,
    comment_on_post_push: preferences.comment_on_post.push,
    new_follower_in_app: preferences.new_follower.in_app,
    new_follower_email: preferences.new_follower.email,
    new_follower_push: preferences.new_follower.push,
    group_membership_in_app: preferences.group_membership.in_app,
    group_membership_email: preferences.group_membership.email,
    group_membership_push: preferences.group_membership.push,
    group_post_in_app: preferences.group_post.in_app,
    group_post_email: preferences.group_post.email,
    group_post_push: preferences.group_post.push,
    event_update_in_app: preferences.event_update.in_app,
    event_update_email: preferences.event_update.email,
    event_update_push: preferences.event_update.push,
    event_reminder_in_app: preferences.event_reminder.in_app,
    event_reminder_email: preferences.event_reminder.email,
    event_reminder_push: preferences.event_reminder.push,
    safety_alert_in_app: preferences.safety_alert.in_app,
    safety_alert_email: preferences.safety_alert.email,
    safety_alert_push: preferences.safety_alert.push,
    reaction_in_app: preferences.reaction.in_app,
    reaction_email: preferences.reaction.email,
    reaction_push: preferences.reaction.push,
    mention_in_app: preferences.mention.in_app,
    mention_email: preferences.mention.email,
    mention_push: preferences.mention.push,
    message_in_app: preferences.message.in_app,
    message_email: preferences.message.email,
    message_push: preferences.message.push,
    marketplace_in_app: preferences.marketplace.in_app,
    marketplace_email: preferences.marketplace.email,
    marketplace_push: preferences.marketplace.push,
    updated_at: at,
  };
}
