import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenStreams } from './open-streams.js';
import { NotificationLimits } from '@ourhood/contract';
import type { BusEvent, MessageNews, PostNews } from '../../lib/notifications/notification-bus.js';
import {
  countUnread,
  findMessageForMember,
  lastReadMessageId,
  markSeen,
  presentMessage,
  PRESENCE_REFRESH_MS,
} from '../../lib/messages/index.js';
import { findUserArea } from '../../lib/users/user-location-repository.js';
import { isSessionLive } from '../../lib/sessions/sessions.js';
import { translatorFor } from '../../plugins/message-language.js';
import {
  getUnreadCount,
  recentNotificationIds,
  unsentNotifications,
  type NotificationsDeps,
} from '../../lib/notifications/index.js';

/**
 * GET /notifications/stream for the session's user (contract: notifications.ts): `ready`, then
 * `notification` and `unread` events as the hub reports news, direct messages' `message` and
 * `conversation_read` (decision 0031), and a ping comment now and then. An open stream is its
 * user's presence: it marks them seen when it opens, every few minutes and when it closes.
 * The stream lives no longer than its session: it ends when the hub says the user's sessions
 * changed (logout, password change, deletion, from any process) and its session is gone, and
 * every ping checks again in case that news was lost.
 */
export async function streamNotifications(
  deps: NotificationsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: { userId: string; sessionId: string },
  /** This app's open streams, capped per session and address, ended before the server closes. */
  openStreams: OpenStreams,
): Promise<void> {
  const { userId, sessionId } = owner;
  const release = openStreams.admit(sessionId, request.ip);
  let sent: Set<string>;
  let unread: number;
  // The user's area, for the live feed: new posts of their city are told (read again every ping,
  // so a move is picked up without a reconnect).
  let area: Awaited<ReturnType<typeof findUserArea>>;
  try {
    sent = new Set(await recentNotificationIds(deps, userId));
    unread = await getUnreadCount(deps, userId);
    area = await findUserArea(deps.db, userId);
  } catch (error) {
    release();
    throw error;
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise buffer the events.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  // The server's inactivity timeout is for requests, not for a stream that is meant to stay open.
  request.raw.socket.setTimeout(0);
  // News queued before the stream ended (a suspension's notice right behind its 'sessions' event) is dropped.
  const send = (event: string, data: unknown) => {
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  send('ready', { unread_count: unread });

  // News is handled in order, one read at a time, however fast it arrives.
  let queue = Promise.resolve();
  const endIfSessionEnded = async () => {
    if (!(await isSessionLive(deps.db, deps.clock, sessionId))) end();
  };
  const onMessageNews = async (event: 'message' | 'conversation_read', news: MessageNews) => {
    if (event === 'message' && news.i) {
      const row = await findMessageForMember(deps.db, news.i, userId);
      if (!row) return;
      send('message', {
        conversation_id: news.c,
        message: presentMessage(row, userId, deps.urlFor),
        unread: await countUnread(deps.db, userId),
      });
      return;
    }
    if (event === 'conversation_read' && news.u) {
      const lastRead = await lastReadMessageId(deps.db, news.c, news.u);
      // Undefined: the reader is no participant here (never sent such news) or gone since.
      if (lastRead === undefined) return;
      send('conversation_read', {
        conversation_id: news.c,
        reader_id: news.u,
        last_read_message_id: lastRead,
        unread: await countUnread(deps.db, userId),
      });
    }
  };
  // Session checks under way: a post's news (sent without any read) waits behind them, so nothing
  // reaches a stream whose session may have ended (after the bus resumes, a logout may be missed).
  let checksPending = 0;
  const onNews = (event: BusEvent, post?: PostNews, message?: MessageNews) => {
    if (event === 'post') {
      // No read at all: the post's area against the one kept for this stream.
      const sendPost = () => {
        if (
          post &&
          post.a !== userId &&
          area?.city &&
          post.c === area.country &&
          post.s === area.state &&
          post.t === area.city
        ) {
          send('post', { post: { id: post.i, author_id: post.a, suburb: post.b, city: post.t } });
        }
      };
      if (checksPending === 0) sendPost();
      else queue = queue.then(sendPost);
      return;
    }
    if (event === 'sessions') checksPending += 1;
    queue = queue
      .then(async () => {
        if (event === 'sessions') {
          try {
            area = await findUserArea(deps.db, userId);
            return await endIfSessionEnded();
          } finally {
            checksPending -= 1;
          }
        }
        if (event === 'message' || event === 'conversation_read') {
          if (message) await onMessageNews(event, message);
          return;
        }
        const unreadCount = await getUnreadCount(deps, userId);
        if (event === 'unread') {
          send('unread', { unread_count: unreadCount });
          return;
        }
        for (const notification of await unsentNotifications(deps, userId, sent, translatorFor(request))) {
          sent.add(notification.id);
          send('notification', { notification, unread_count: unreadCount });
        }
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'notification stream could not read news'));
  };
  const unsubscribe = deps.hub.subscribe(userId, onNews);
  // Presence (decision 0031): seen now, every PRESENCE_REFRESH_MS while open, and at the close.
  const seen = () => {
    markSeen(deps.db, userId, deps.clock.now()).catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not mark presence'),
    );
  };
  seen();
  let lastSeen = Date.now();
  const ping = setInterval(() => {
    raw.write(': ping\n\n');
    onNews('sessions');
    if (Date.now() - lastSeen >= PRESENCE_REFRESH_MS) {
      lastSeen = Date.now();
      seen();
    }
  }, NotificationLimits.streamPingSeconds * 1000);
  ping.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    unsubscribe();
    release();
    openStreams.delete(end);
    seen();
  };
  const end = () => {
    close();
    raw.end();
  };
  openStreams.add(end);
  request.raw.on('close', close);
}
