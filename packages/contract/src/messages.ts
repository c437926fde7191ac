import { z } from 'zod';
import { pageMetadataSchema, pagingQuery, successEnvelope } from './envelope.js';
import { mediaItemSchema } from './posts.js';

/**
 * Direct messages (issue 20, decision 0031). Routes (all under /api/v1, bearer auth, neighbours and
 * organizations alike). Nobody but the two participants reads a conversation: 404 to everyone else.
 * - GET    /conversations?box=inbox|requests&page&limit   newest activity first; `inbox`: accepted
 *                                      conversations and the caller's own pending requests;
 *                                      `requests`: first messages waiting for the caller's answer
 * - GET    /conversations/unread-count  `{ unread_count, requests_count }`: inbox conversations with
 *                                      unread messages, and waiting requests (sidebar and bell)
 * - POST   /conversations              `{ recipient_id, subject_type?, subject_id?, text }` → 201 with
 *                                      the new conversation and its first message, or 200 with the
 *                                      existing one (one per pair) and the message sent into it
 * - GET    /conversations/{id}         the conversation
 * - GET    /conversations/{id}/messages?before&limit   oldest first, the page before `before` (a
 *                                      message id; the newest page without it); `metadata.has_more`
 * - POST   /conversations/{id}/messages  JSON `{ text }`, or multipart with `text` and up to
 *                                      MessageLimits.photosMax files `photos` → 201 message
 * - POST   /conversations/{id}/read    `{ message_id }`: the caller has read up to it (never back)
 * - POST   /conversations/{id}/accept  the recipient of a request moves it to the inbox
 * - POST   /conversations/{id}/decline the recipient hides a request; its sender still cannot send more
 * - DELETE /messages/{id}              the sender's own: shown as 'Message deleted' from then on
 *
 * Requests: the first message from someone the recipient does not follow and has never dealt with
 * (no rental request, no marketplace item between them) waits in 'requests'; its sender cannot send
 * another until it is accepted (409). Replying accepts. Blocked either way: 404.
 *
 * The notification stream (notifications.ts) also sends:
 * - `message`            `{ conversation_id, message, unread }` to both participants' open tabs
 *                         (`message.mine` and `unread` as that tab's user sees them)
 * - `conversation_read`  `{ conversation_id, reader_id, last_read_message_id, unread }` to both
 *                         (a read receipt for one, the unread counts of the other tabs for the reader)
 */
export const MessageMessages = {
  conversationsLoaded: 'Conversations loaded',
  conversationLoaded: 'Conversation loaded',
  conversationStarted: 'Conversation started',
  messagesLoaded: 'Messages loaded',
  messageSent: 'Message sent',
  messageDeleted: 'Message deleted',
  conversationRead: 'Conversation marked as read',
  requestAccepted: 'Message request accepted',
  requestDeclined: 'Message request declined',
  unreadCountLoaded: 'Unread messages counted',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  recipientNotFound: 'User not found',
  subjectNotFound: 'Subject not found',
  notYourself: 'You cannot message yourself',
  textRequired: 'Write a message',
  textTooLong: 'A message can be at most 4000 characters',
  tooManyPhotos: 'A message can have at most 4 photos',
  subjectIncomplete: 'Give both subject_type and subject_id, or neither',
  awaitingAcceptance: 'Your message request has not been accepted yet',
  notARequest: 'This conversation is not a request waiting for you',
  tooManyConversations: 'You can start at most 30 new conversations a day. Try again tomorrow.',
} as const;

export const MessageLimits = {
  textMax: 4000,
  photosMax: 4,
  messagesPageSize: 30,
  messagesMaxPageSize: 100,
  conversationsPageSize: 20,
  conversationsMaxPageSize: 50,
  newConversationsPerDay: 30,
  /** A recipient is e-mailed only when they have not been online for this long… */
  emailOfflineMinutes: 10,
  /** …and at most once per conversation in this interval. */
  emailIntervalMinutes: 60,
  /** Messages shown to moderators around a reported one. */
  reportContextMessages: 20,
} as const;

/** What a conversation can be about. A kind answers 404 until its resolver is registered (API). */
export const conversationSubjectTypes = ['rental_request', 'marketplace_item'] as const;
export const conversationSubjectTypeSchema = z.enum(conversationSubjectTypes);
export type ConversationSubjectType = z.infer<typeof conversationSubjectTypeSchema>;

export const conversationBoxes = ['inbox', 'requests'] as const;
export type ConversationBox = (typeof conversationBoxes)[number];

export const messageTextSchema = z
  .string({ error: MessageMessages.textRequired })
  .trim()
  .min(1, MessageMessages.textRequired)
  .max(MessageLimits.textMax, MessageMessages.textTooLong);

/** Text of a message with photos: may be empty. */
export const optionalMessageTextSchema = z
  .string()
  .trim()
  .max(MessageLimits.textMax, MessageMessages.textTooLong)
  .default('');

export const createConversationBodySchema = z
  .object({
    recipient_id: z.string().max(100),
    subject_type: conversationSubjectTypeSchema.optional(),
    subject_id: z.string().max(100).optional(),
    text: messageTextSchema,
  })
  .refine((body) => (body.subject_type === undefined) === (body.subject_id === undefined), {
    message: MessageMessages.subjectIncomplete,
    path: ['subject_id'],
  });
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

export const sendMessageBodySchema = z.object({ text: messageTextSchema });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** The text field of a multipart message (photos ride as files). */
export const sendMessageFieldsSchema = z.object({ text: optionalMessageTextSchema });

export const readConversationBodySchema = z.object({ message_id: z.string().max(100) });
export type ReadConversationBody = z.infer<typeof readConversationBodySchema>;

export const conversationListQuerySchema = pagingQuery(
  MessageLimits.conversationsPageSize,
  MessageLimits.conversationsMaxPageSize,
).extend({ box: z.enum(conversationBoxes).default('inbox') });
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const messageListQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(MessageLimits.messagesPageSize)
    .transform((value) => Math.min(value, MessageLimits.messagesMaxPageSize)),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** The other side of a conversation; null once their account is deleted ('Deleted account'). */
export const participantSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.object({ url: z.string() }).nullable(),
  account_type: z.string(),
});
export type Participant = z.infer<typeof participantSchema>;

export const messageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  conversation_id: z.string(),
  /** The message's place in its conversation (1, 2, …): one order for both sides. */
  seq: z.number().int(),
  /** Null when the sender's account was deleted. */
  sender_id: z.string().nullable(),
  mine: z.boolean(),
  /** Empty when deleted or removed by moderators. */
  text: z.string(),
  photos: z.array(mediaItemSchema),
  deleted: z.boolean(),
  /** Hidden by moderators after a report (its sender still sees it, marked). */
  removed: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSubjectSchema = z.object({
  type: conversationSubjectTypeSchema,
  id: z.string(),
  title: z.string(),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const conversationSchema = z.object({
  _id: z.string(),
  id: z.string(),
  other: participantSchema.nullable(),
  subject: conversationSubjectSchema.nullable(),
  /** `request`: the first message waits for the recipient; `declined`: the recipient said no. */
  status: z.enum(['request', 'accepted', 'declined']),
  /** Whether the caller wrote first (a pending request of theirs shows as waiting). */
  started_by_me: z.boolean(),
  /** Whether the caller may send now. */
  can_send: z.boolean(),
  last_message: messageSchema.nullable(),
  /** Messages from the other side the caller has not read. */
  unread_count: z.number().int(),
  /** The other side's read receipt: the last message they have read (null: none yet). */
  other_last_read_message_id: z.string().nullable(),
  last_message_at: z.string(),
  created_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageUnreadSchema = z.object({
  unread_count: z.number().int(),
  requests_count: z.number().int(),
  /** The caller's `message.in_app` preference: whether the bell counts unread conversations too. */
  in_bell: z.boolean(),
});
export type MessageUnread = z.infer<typeof messageUnreadSchema>;

export const startedConversationSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
  created: z.boolean(),
});
export type StartedConversation = z.infer<typeof startedConversationSchema>;

export const conversationReadSchema = z.object({
  conversation_id: z.string(),
  last_read_message_id: z.string().nullable(),
  /** The caller's counts after reading (the sidebar badge). */
  unread: messageUnreadSchema,
});
export type ConversationRead = z.infer<typeof conversationReadSchema>;

/** Stream event payloads (see above). */
export const streamMessageEventSchema = z.object({
  conversation_id: z.string(),
  message: messageSchema,
  unread: messageUnreadSchema,
});
export type StreamMessageEvent = z.infer<typeof streamMessageEventSchema>;
export const streamConversationReadEventSchema = z.object({
  conversation_id: z.string(),
  reader_id: z.string(),
  last_read_message_id: z.string().nullable(),
  unread: messageUnreadSchema,
});
export type StreamConversationReadEvent = z.infer<typeof streamConversationReadEventSchema>;

export const conversationIdParamsSchema = z.object({ id: z.string() });

export const conversationResponseSchema = successEnvelope(conversationSchema);
export const conversationListResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(conversationSchema),
  metadata: pageMetadataSchema,
});
export const messageListResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(messageSchema),
  metadata: z.object({ has_more: z.boolean(), limit: z.number().int() }),
});
export const messageResponseSchema = successEnvelope(messageSchema);
export const startedConversationResponseSchema = successEnvelope(startedConversationSchema);
export const conversationReadResponseSchema = successEnvelope(conversationReadSchema);
export const messageUnreadResponseSchema = successEnvelope(messageUnreadSchema);
