import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { notificationSchema } from './notifications.js';

/**
 * Filtered notifications (issue 39), after Mastodon's. What someone causes unasked — a mention, an
 * "I'm interested", a comment, a reaction, a follow — from a new account, or a mention from someone
 * the recipient does not follow, waits in a box of its own: not in the
 * bell, the unread count, e-mail or push. The recipient reviews it by sender ("Allow" moves the
 * sender's notifications into the list and lets them through from then on; "Dismiss" deletes them)
 * or turns either rule off. Message requests have their own box already (Messages → Requests).
 * Routes (bearer auth, any account type):
 * - GET   /notifications/filter-policy                    → the rules and how many notifications wait
 * - PATCH /notifications/filter-policy                    any subset of the rules; turning one off
 *                                                         moves what it held into the list
 * - GET   /notifications/filtered?page&limit              senders with waiting notifications, newest first
 * - POST  /notifications/filtered/{actor_id}/allow        → `{ moved }`
 * - POST  /notifications/filtered/{actor_id}/dismiss      → `{ removed }`
 */
export const NotificationFilterMessages = {
  policyLoaded: 'Notification filters loaded',
  policyUpdated: 'Notification filters updated',
  filteredLoaded: 'Filtered notifications loaded',
  senderAllowed: 'Notifications from this person now reach you',
  senderDismissed: 'Filtered notifications dismissed',
  senderNotFound: 'Nothing filtered from this person',
} as const;

export const notificationFilterPolicySchema = z.object({
  /** Mentions from people the recipient does not follow. */
  filter_not_following: z.boolean(),
  /** Anything unasked (mentions, comments, reactions, follows, interest, reviews) from new accounts. */
  filter_new_accounts: z.boolean(),
  /** Notifications waiting in the filtered box. */
  filtered_count: z.number().int(),
});
export type NotificationFilterPolicy = z.infer<typeof notificationFilterPolicySchema>;

export const updateNotificationFilterPolicyBodySchema = z
  .object({
    filter_not_following: z.boolean().optional(),
    filter_new_accounts: z.boolean().optional(),
  })
  .strict();
export type UpdateNotificationFilterPolicyBody = z.infer<typeof updateNotificationFilterPolicyBodySchema>;

/** One sender in the filtered box, with their newest waiting notifications. */
export const filteredSenderSchema = z.object({
  actor: z.object({ id: z.string(), name: z.string(), profile_picture: z.object({ url: z.string() }).nullable() }),
  notification_count: z.number().int(),
  latest_at: z.string(),
  /** The newest few (at most FilteredLimits.previewPerSender), newest first. */
  notifications: z.array(notificationSchema),
});
export type FilteredSender = z.infer<typeof filteredSenderSchema>;

export const FilteredLimits = { previewPerSender: 3, sendersPageSize: 20, maxSendersPageSize: 50 } as const;

export const filteredSendersQuerySchema = pagingQuery(
  FilteredLimits.sendersPageSize,
  FilteredLimits.maxSendersPageSize,
);
export const filteredSenderParamsSchema = z.object({ actor_id: z.string() });

export const notificationFilterPolicyResponseSchema = successEnvelope(notificationFilterPolicySchema);
export const filteredSendersResponseSchema = listEnvelope(filteredSenderSchema);
export const allowFilteredSenderResponseSchema = successEnvelope(z.object({ moved: z.number().int() }));
export const dismissFilteredSenderResponseSchema = successEnvelope(z.object({ removed: z.number().int() }));
