import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MessageLimits,
  MessageMessages,
  pageMetadata,
  type Conversation,
  type ConversationListQuery,
  type ConversationRead,
  type CreateConversationBody,
  type Message,
  type MessageListQuery,
  type MessageUnread,
  type PageMetadata,
  type StartedConversation,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import type { Clock } from '../../lib/clock.js';
import { deleteStoredImages, storedImageKeys, type StoredImage } from '../../lib/images/index.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import { insertJob } from '../../lib/jobs/jobs-repository.js';
import { countUnread, findMessageForMember, presentMessage } from '../../lib/messages/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { lockEventSubject } from '../../lib/rate-limits/auth-events-repository.js';
import type { MediaStorage, UrlFor } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import { MESSAGE_EMAIL_JOB, type MessageEmailJob } from './message-email-job.js';
import { subjectKinds } from './message-subjects.js';
import { countNewAccountRequest } from './new-account-requests.js';
import { presentConversation } from './messages-presenter.js';
import {
  advanceRead,
  claimMessageEmail,
  countStartedSince,
  findConversation,
  findConversationIdByPair,
  findMessageForDeletion,
  findMessageSeq,
  findRecipient,
  insertConversation,
  insertMessage,
  insertMessageMedia,
  isKnownTo,
  listConversations,
  listMessages,
  lockConversation,
  markMessageDeleted,
  pairKeyOf,
  setStatus,
  setSubject,
} from './messages-repository.js';
import type { TrustSettings } from '../../lib/trust/index.js';

export interface MessagesDeps {
  db: Kysely<DB>;
  clock: Clock;
  urlFor: UrlFor;
  hub: NotificationHub;
  jobs: JobRunner;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** Trust levels' settings: a new account's message requests a day (issue 39). */
  trust: TrustSettings;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const conversationNotFound = () => AppError.notFound(MessageMessages.conversationNotFound);

/** What a new message needs besides its conversation: text and stored photos. */
export interface NewMessage {
  text: string;
  photos: readonly StoredImage[];
}

interface Sent {
  conversationId: string;
  messageId: string;
  recipientId: string | null;
  emailQueued: boolean;
}

/**
 * Appends a message under the conversation's row lock (one order for both sides), moves the
 * sender's read position, and claims the recipient's e-mail when they have been away
 * (decision 0031). Runs in the caller's transaction.
 */
async function appendMessage(
  deps: MessagesDeps,
  trx: Kysely<DB>,
  conversation: { id: string; last_seq: number; other_id: string | null },
  senderId: string,
  message: NewMessage,
  at: Date,
): Promise<Sent> {
  const seq = conversation.last_seq + 1;
  const messageId = await insertMessage(trx, {
    conversationId: conversation.id,
    seq,
    senderId,
    body: message.text,
    at,
  });
  await insertMessageMedia(
    trx,
    messageId,
    message.photos.map((photo) => ({
      display_key: photo.keys.display,
      thumbnail_key: photo.keys.thumbnail,
      width: photo.width,
      height: photo.height,
    })),
  );
  let emailQueued = false;
  if (conversation.other_id !== null) {
    emailQueued = await claimMessageEmail(
      trx,
      conversation.id,
      conversation.other_id,
      at,
      new Date(at.getTime() - MessageLimits.emailOfflineMinutes * MINUTE_MS),
      new Date(at.getTime() - MessageLimits.emailIntervalMinutes * MINUTE_MS),
    );
    if (emailQueued) {
      const payload: MessageEmailJob = { messageId, recipientId: conversation.other_id };
      await insertJob(trx, { kind: MESSAGE_EMAIL_JOB, payload, runAt: at });
    }
  }
  return { conversationId: conversation.id, messageId, recipientId: conversation.other_id, emailQueued };
}

/** After the commit: both sides' open tabs hear of it, and the e-mail worker wakes. */
async function announceSent(deps: MessagesDeps, senderId: string, sent: Sent): Promise<void> {
  if (sent.emailQueued) deps.jobs.poke();
  const recipients = sent.recipientId ? [senderId, sent.recipientId] : [senderId];
  await deps.hub.announceMessage(recipients, 'message', { c: sent.conversationId, i: sent.messageId });
}

async function presentSent(deps: MessagesDeps, viewerId: string, messageId: string): Promise<Message> {
  const row = await findMessageForMember(deps.db, messageId, viewerId);
  if (!row) throw AppError.notFound(MessageMessages.messageNotFound);
  return presentMessage(row, viewerId, deps.urlFor);
}

async function presentFor(deps: MessagesDeps, conversationId: string, viewerId: string): Promise<Conversation> {
  const row = await findConversation(deps.db, conversationId, viewerId);
  if (!row) throw conversationNotFound();
  return presentConversation(row, viewerId, deps.urlFor);
}

/**
 * POST /conversations: the pair's conversation (created unless it exists) and the message sent
 * into it. A new one counts against the starter's 30 a day (under their advisory lock, so a burst
 * cannot pass the count together) and is a request unless the recipient knows the starter.
 */
export async function startConversation(
  deps: MessagesDeps,
  starterId: string,
  body: CreateConversationBody,
  photos: readonly StoredImage[] = [],
): Promise<StartedConversation> {
  const recipientId = body.recipient_id;
  if (!isUuid(recipientId)) throw AppError.notFound(MessageMessages.recipientNotFound);
  if (recipientId === starterId)
    throw AppError.badRequest(MessageMessages.notYourself, { recipient_id: MessageMessages.notYourself });
  const recipient = await findRecipient(deps.db, recipientId);
  if (!recipient || recipient.banned_at !== null || (await isBlockedEitherWay(deps.db, starterId, recipientId))) {
    throw AppError.notFound(MessageMessages.recipientNotFound);
  }
  let subject: { type: string; id: string; title: string } | null = null;
  if (body.subject_type !== undefined && body.subject_id !== undefined) {
    const kind = subjectKinds[body.subject_type];
    const title =
      kind && isUuid(body.subject_id)
        ? await kind.resolve(deps.db, body.subject_id, starterId, recipientId)
        : undefined;
    if (title === undefined) throw AppError.notFound(MessageMessages.subjectNotFound);
    subject = { type: body.subject_type, id: body.subject_id, title };
  }
  const pairKey = pairKeyOf(starterId, recipientId);
  const existing = await findConversationIdByPair(deps.db, pairKey);
  if (existing) {
    const message = await sendMessage(deps, starterId, existing, { text: body.text, photos }, subject);
    return { conversation: await presentFor(deps, existing, starterId), message, created: false };
  }
  const at = deps.clock.now();
  const known = await isKnownTo(deps.db, recipientId, starterId);
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockEventSubject(trx, 'conversation_start', starterId);
    const conversationId = await insertConversation(trx, {
      pairKey,
      starterId,
      recipientId,
      status: known ? 'accepted' : 'request',
      subject,
      at,
    });
    // The other side started it meanwhile: the message goes into theirs (below, after this ends).
    if (conversationId === undefined) return undefined;
    const dayAgo = new Date(at.getTime() - DAY_MS);
    if ((await countStartedSince(trx, starterId, dayAgo)) > MessageLimits.newConversationsPerDay)
      throw AppError.tooManyRequests(MessageMessages.tooManyConversations, DAY_MS / 1000);
    if (!known) await countNewAccountRequest(trx, deps, starterId, at);
    return appendMessage(
      deps,
      trx,
      { id: conversationId, last_seq: 0, other_id: recipientId },
      starterId,
      { text: body.text, photos },
      at,
    );
  });
  if (result === undefined) {
    const id = await findConversationIdByPair(deps.db, pairKey);
    if (!id) throw conversationNotFound();
    const message = await sendMessage(deps, starterId, id, { text: body.text, photos }, subject);
    return { conversation: await presentFor(deps, id, starterId), message, created: false };
  }
  await announceSent(deps, starterId, result);
  return {
    conversation: await presentFor(deps, result.conversationId, starterId),
    message: await presentSent(deps, starterId, result.messageId),
    created: true,
  };
}

/**
 * POST /conversations/{id}/messages. The starter of a request that was not accepted cannot send
 * again (409); the recipient of one accepts it by replying. Blocked either way, or not a
 * participant: 404. Writing to a deleted account: 409.
 */
export async function sendMessage(
  deps: MessagesDeps,
  senderId: string,
  conversationId: string,
  message: NewMessage,
  subject: { type: string; id: string; title: string } | null = null,
): Promise<Message> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const at = deps.clock.now();
  const sent = await deps.db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, conversationId, senderId);
    if (!conversation || conversation.blocked) throw conversationNotFound();
    if (conversation.other_id === null) throw AppError.conflict(MessageMessages.recipientNotFound);
    if (conversation.status !== 'accepted') {
      if (conversation.starter_id === senderId) throw AppError.conflict(MessageMessages.awaitingAcceptance);
      await setStatus(trx, conversationId, 'accepted');
    }
    if (subject) await setSubject(trx, conversationId, subject);
    return appendMessage(deps, trx, conversation, senderId, message, at);
  });
  await announceSent(deps, senderId, sent);
  return presentSent(deps, senderId, sent.messageId);
}

/** The same, for a route whose photos were stored first: they are deleted when the send fails. */
export async function sendWithPhotos<T>(
  deps: MessagesDeps,
  photos: readonly StoredImage[],
  send: () => Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const failed = await deleteStoredImages(deps.storage, storedImageKeys(photos));
    if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete the photos of a failed message');
    throw error;
  }
}

export async function getConversations(
  deps: MessagesDeps,
  viewerId: string,
  query: ConversationListQuery,
): Promise<{ data: Conversation[]; metadata: PageMetadata }> {
  const { page, limit, box } = query;
  const { rows, total } = await listConversations(deps.db, viewerId, box, limit, (page - 1) * limit);
  return {
    data: rows.map((row) => presentConversation(row, viewerId, deps.urlFor)),
    metadata: pageMetadata(page, limit, total),
  };
}

export async function getConversation(deps: MessagesDeps, viewerId: string, conversationId: string) {
  if (!isUuid(conversationId)) throw conversationNotFound();
  return presentFor(deps, conversationId, viewerId);
}

/** GET /conversations/{id}/messages: a page of the newest messages before `before`, oldest first. */
export async function getMessages(
  deps: MessagesDeps,
  viewerId: string,
  conversationId: string,
  query: MessageListQuery,
): Promise<{ data: Message[]; metadata: { has_more: boolean; limit: number } }> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const conversation = await findConversation(deps.db, conversationId, viewerId);
  if (!conversation) throw conversationNotFound();
  let beforeSeq: number | null = null;
  if (query.before !== undefined) {
    const seq = isUuid(query.before) ? await findMessageSeq(deps.db, conversationId, query.before) : undefined;
    if (seq === undefined) throw AppError.notFound(MessageMessages.messageNotFound);
    beforeSeq = seq;
  }
  const rows = await listMessages(deps.db, conversationId, beforeSeq, query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(1) : rows;
  return {
    data: page.map((row) => presentMessage(row, viewerId, deps.urlFor)),
    metadata: { has_more: hasMore, limit: query.limit },
  };
}

/**
 * POST /conversations/{id}/read: the caller has read up to the message (never moves back). Both
 * sides' tabs hear of it: a read receipt for one, the new counts for the other.
 */
export async function readConversation(
  deps: MessagesDeps,
  viewerId: string,
  conversationId: string,
  messageId: string,
): Promise<ConversationRead> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const conversation = await findConversation(deps.db, conversationId, viewerId);
  if (!conversation) throw conversationNotFound();
  const seq = isUuid(messageId) ? await findMessageSeq(deps.db, conversationId, messageId) : undefined;
  if (seq === undefined) throw AppError.notFound(MessageMessages.messageNotFound);
  const moved = await advanceRead(deps.db, conversationId, viewerId, seq);
  if (moved) {
    const recipients = conversation.other_id ? [viewerId, conversation.other_id] : [viewerId];
    await deps.hub.announceMessage(recipients, 'conversation_read', { c: conversationId, u: viewerId });
  }
  const after = await findConversation(deps.db, conversationId, viewerId);
  const lastRead = after ? await findLastReadId(deps, conversationId, after.my_last_read_seq) : null;
  return {
    conversation_id: conversationId,
    last_read_message_id: lastRead,
    unread: await countUnread(deps.db, viewerId),
  };
}

async function findLastReadId(deps: MessagesDeps, conversationId: string, seq: number): Promise<string | null> {
  const row = await deps.db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** POST /conversations/{id}/accept or /decline: the recipient of a request answers it. */
export async function answerRequest(
  deps: MessagesDeps,
  viewerId: string,
  conversationId: string,
  answer: 'accepted' | 'declined',
): Promise<Conversation> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, conversationId, viewerId);
    if (!conversation || conversation.blocked) throw conversationNotFound();
    if (conversation.starter_id === viewerId) throw AppError.conflict(MessageMessages.notARequest);
    if (conversation.status === answer) return false;
    // Accepting works on a declined request too (changing one's mind); declining an accepted one does not.
    if (conversation.status === 'accepted') throw AppError.conflict(MessageMessages.notARequest);
    await setStatus(trx, conversationId, answer);
    return true;
  });
  if (changed) await deps.hub.announceUnread(viewerId);
  return presentFor(deps, conversationId, viewerId);
}

/** DELETE /messages/{id}: the sender's own message becomes 'Message deleted' for both. */
export async function deleteMessage(deps: MessagesDeps, viewerId: string, messageId: string): Promise<void> {
  const notFound = () => AppError.notFound(MessageMessages.messageNotFound);
  if (!isUuid(messageId)) throw notFound();
  const message = await findMessageForDeletion(deps.db, messageId, viewerId);
  if (!message || message.sender_id !== viewerId) throw notFound();
  if (message.other_id !== null && (await isBlockedEitherWay(deps.db, viewerId, message.other_id))) throw notFound();
  if (message.deleted_at !== null) return;
  const keys = await deps.db.transaction().execute((trx) => markMessageDeleted(trx, messageId, deps.clock.now()));
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete the photos of a deleted message');
  const recipients = message.other_id ? [viewerId, message.other_id] : [viewerId];
  await deps.hub.announceMessage(recipients, 'message', { c: message.conversation_id, i: messageId });
}

export function getUnread(deps: MessagesDeps, viewerId: string): Promise<MessageUnread> {
  return countUnread(deps.db, viewerId);
}
