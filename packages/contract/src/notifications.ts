import { z } from 'zod';
import { pageMetadataSchema, pagingQuery, successEnvelope } from './envelope.js';
import { Limits } from './limits.js';
import type { NotificationEvent } from './profiles.js';

/**
 * Notifications, shared by every feature that notifies (follows, comments, listings, rentals).
 * Routes (all under /api/v1, bearer auth, any account type):
 * - GET    /notifications?page&limit          own notifications, newest first; metadata.unread_count
 * - GET    /notifications/unread-count        `{ unread_count }`
 * - PATCH  /notifications/{id}/read           → the notification (404 when not the caller's)
 * - POST   /notifications/read-all            → `{ updated }`
 * - GET    /notifications/stream              Server-Sent Events for the caller (see below)
 * - POST   /notifications/stream-ticket       → `{ ticket, expires_at }`: a single-use ticket, valid
 *                                             for STREAM_TICKET_SECONDS, for clients that cannot
 *                                             send headers (EventSource): `/notifications/stream?ticket=…`
 * The organization dashboard's /organization/me/notifications routes answer with the same shapes.
 *
 * The stream (text/event-stream) sends, as `event: <name>` + `data: <JSON>`:
 * - `ready`        `{ unread_count }` once connected
 * - `notification` `{ notification, unread_count }` for each new notification of the caller
 * - `unread`       `{ unread_count }` when the count changed otherwise (read in another tab)
 * - `post`         `{ post: { id, author_id, suburb, city } }` when someone else writes a post of the
 *                  neighbourhood feed in the caller's city (issue 18, the live feed: fetch it with
 *                  GET /posts/{id}); never a private group's post
 * and a `: ping` comment every STREAM_PING_SECONDS so proxies keep it open. Delivery is live across
 * API processes (PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set).
 */
export const NotificationMessages = {
  notificationsLoaded: 'Notifications loaded',
  unreadCountLoaded: 'Unread count loaded',
  notificationRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  notificationNotFound: 'Notification not found',
  ticketIssued: 'Stream ticket issued',
  ticketInvalid: 'Stream ticket is invalid or expired',
  tooManyStreams: 'Too many open notification streams; close a tab and try again',
} as const;

export const NotificationLimits = {
  streamTicketSeconds: 30,
  streamPingSeconds: 25,
  /** Open streams one session may hold in one server process (tabs of one browser). */
  streamsPerSession: 5,
  /** Open streams one client address may hold in one server process (a household behind one router). */
  streamsPerAddress: 20,
} as const;

export const notificationKinds = [
  'new_follower',
  'listing_interest',
  'comment_on_post',
  /** A neighbour asked for something one of the recipient's keywords matches. */
  'rental_match',
  /** Someone offered to lend the recipient the item they asked for. */
  'rental_accepted',
  /** The requester marked a request the recipient lends as completed. */
  'rental_completed',
  /** The requester confirmed the recipient as their lender: contact details are now shown. */
  'rental_confirmed',
  /** The requester declined the recipient's offer to lend; the request is open again. */
  'rental_declined',
  /** Someone asked to join a private group the recipient runs (owner or admin). */
  'group_join_request',
  /** The recipient's request to join a group was approved. */
  'group_join_approved',
  /** A member posted in a group the recipient belongs to. */
  'group_post',
  /** The time or place of an event the recipient is going to or interested in changed. */
  'event_updated',
  /** An event the recipient is going to or interested in was cancelled. */
  'event_cancelled',
  /** A seat came free: the recipient moved from the waitlist to 'going'. */
  'event_promoted',
  /** An event the recipient is going to starts in 24 hours. */
  'event_reminder_day',
  /** An event the recipient is going to starts in an hour. */
  'event_reminder_hour',
  /** An urgent community alert in the recipient's area (issue 17). */
  'safety_alert',
  /** A moderator hid or restored the recipient's content, or suspended their account. */
  'moderation_notice',
  /** A report the recipient made was reviewed. */
  'report_outcome',
  /** People reacted to the recipient's post (one notification per post while unread: grouped). */
  'reaction',
  /** People reacted to the recipient's comment (grouped the same way; the subject is the post). */
  'comment_reaction',
  /** Someone mentioned the recipient ('@First Last') in a post or a comment (the subject is the post). */
  'mention',
  /** A neighbour reviewed the recipient's organization (issue 19; in-app only). */
  'organization_review',
  /** A neighbour pressed 'I'm interested' on the recipient's marketplace item (issue 19). */
  'marketplace_interest',
  /** The seller reserved a marketplace item for the recipient. */
  'marketplace_reserved',
  /** A new marketplace item matches one of the recipient's 'Notify me when…' keywords. */
  'marketplace_match',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * Which preference (profiles.ts, notification preferences) governs a kind; null means in-app only
 * and never e-mailed (an organization's listing interest).
 */
export const notificationEventOfKind: Record<NotificationKind, NotificationEvent | null> = {
  new_follower: 'new_follower',
  listing_interest: null,
  comment_on_post: 'comment_on_post',
  rental_match: 'rental_match',
  rental_accepted: 'rental_update',
  rental_completed: 'rental_update',
  rental_confirmed: 'rental_update',
  rental_declined: 'rental_update',
  group_join_request: 'group_membership',
  group_join_approved: 'group_membership',
  group_post: 'group_post',
  event_updated: 'event_update',
  event_cancelled: 'event_update',
  event_promoted: 'event_update',
  event_reminder_day: 'event_reminder',
  event_reminder_hour: 'event_reminder',
  safety_alert: 'safety_alert',
  moderation_notice: null,
  report_outcome: null,
  reaction: 'reaction',
  comment_reaction: 'reaction',
  mention: 'mention',
  organization_review: null,
  marketplace_interest: 'marketplace',
  marketplace_reserved: 'marketplace',
  // The keywords are the rentals board's: one preference for both boards' keyword alerts.
  marketplace_match: 'rental_match',
};

/** Which board a keyword alert came from (`board` on the notification); null for other kinds. */
export const notificationBoardOfKind: Partial<Record<NotificationKind, 'rentals' | 'marketplace'>> = {
  rental_match: 'rentals',
  marketplace_match: 'marketplace',
};

/** Subject types, for clients that link a notification to its page. */
export const notificationSubjectTypes = [
  'post',
  'listing',
  'rental_request',
  'group',
  'event',
  'alert',
  'moderation',
  'review',
  'marketplace_item',
] as const;

const imageRef = z.object({ url: z.string() }).nullable();

/** A generic in-app notification. */
export const notificationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  kind: notificationKindSchema,
  actor: z.object({ id: z.string(), name: z.string(), profile_picture: imageRef }).nullable(),
  /** What it is about, e.g. `{ type: 'rental_request', id, title }`; null when the actor is the subject. */
  subject: z.object({ type: z.string(), id: z.string(), title: z.string() }).nullable(),
  /** Ready to show, e.g. 'Ada Lovelace asked to borrow "Ladder"'. */
  message: z.string(),
  /** The board a keyword alert came from ('Notify me when…' matches rentals and the marketplace). */
  board: z.enum(['rentals', 'marketplace']).nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageQuerySchema = pagingQuery(Limits.feedPageSize, Limits.maxPageSize);
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;

export const notificationIdParamsSchema = z.object({ id: z.string() });

/** `?ticket=` on the stream, for EventSource clients (otherwise the bearer header). */
export const notificationStreamQuerySchema = z.object({ ticket: z.string().max(200).optional() });

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const streamTicketSchema = z.object({ ticket: z.string(), expires_at: z.string() });
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** Payloads of the stream's events. */
export const streamNotificationEventSchema = z.object({
  notification: notificationSchema,
  unread_count: z.number().int(),
});
export type StreamNotificationEvent = z.infer<typeof streamNotificationEventSchema>;
export type StreamReadyEvent = UnreadCount;

/** A new post near the caller (the live feed). */
export const streamPostEventSchema = z.object({
  post: z.object({ id: z.string(), author_id: z.string(), suburb: z.string(), city: z.string() }),
});
export type StreamPostEvent = z.infer<typeof streamPostEventSchema>;
export type StreamUnreadEvent = UnreadCount;

export const notificationResponseSchema = successEnvelope(notificationSchema);
export const notificationListResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(notificationSchema),
  metadata: pageMetadataSchema.extend({ unread_count: z.number().int() }),
});
export const unreadCountResponseSchema = successEnvelope(unreadCountSchema);
export const readAllResponseSchema = successEnvelope(z.object({ updated: z.number().int() }));
export const streamTicketResponseSchema = successEnvelope(streamTicketSchema);
