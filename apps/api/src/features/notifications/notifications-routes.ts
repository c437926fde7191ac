import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  NotificationMessages,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationPageQuerySchema,
  notificationResponseSchema,
  notificationStreamQuerySchema,
  readAllResponseSchema,
  streamTicketResponseSchema,
  unreadCountResponseSchema,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import {
  getNotificationPage,
  getUnreadCount,
  notificationsDeps,
  readAllNotifications,
  readNotification,
} from '../../lib/notifications/index.js';
import { streamNotifications } from './notification-stream.js';
import { OpenStreams } from './open-streams.js';
import { issueStreamTicket, redeemTicket } from './stream-tickets.js';
import { signedIn } from '../../plugins/authenticate.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The caller's notifications, for every account type (contract: notifications.ts). */
export async function notificationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.requireAuth };
  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];
  const deps = notificationsDeps(app);
  // Streams never end on their own: close them before the server waits for its connections.
  const openStreams = new OpenStreams();
  app.addHook('preClose', async () => openStreams.endAll());
  app.metrics.gauge('sse_open_streams', 'Live notification streams open in this process.', () => openStreams.size);

  app.get(
    '/notifications',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Own notifications, newest first; metadata.unread_count.',
        querystring: notificationPageQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: NotificationMessages.notificationsLoaded,
      ...(await getNotificationPage(deps, signedIn(request).id, request.query)),
    }),
  );

  app.get(
    '/notifications/unread-count',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'How many notifications are unread.',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: NotificationMessages.unreadCountLoaded,
      data: { unread_count: await getUnreadCount(deps, signedIn(request).id) },
    }),
  );

  app.patch(
    '/notifications/:id/read',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Mark one notification read.',
        params: notificationIdParamsSchema,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: NotificationMessages.notificationRead,
      data: await readNotification(deps, signedIn(request).id, request.params.id),
    }),
  );

  app.post(
    '/notifications/read-all',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Mark every notification read.',
        response: { 200: readAllResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: NotificationMessages.allRead,
      data: { updated: await readAllNotifications(deps, signedIn(request).id) },
    }),
  );

  app.post(
    '/notifications/stream-ticket',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'A single-use ticket for opening the stream without headers (EventSource).',
        response: { 200: streamTicketResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: NotificationMessages.ticketIssued,
      data: await issueStreamTicket(app.database.db, app.clock, {
        userId: signedIn(request).id,
        sessionId: signedIn(request).sessionId,
      }),
    }),
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        security,
        summary: 'Server-Sent Events: ready, notification and unread events for the caller.',
        querystring: notificationStreamQuerySchema,
        response: { 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const owner = request.user
        ? { userId: request.user.id, sessionId: request.user.sessionId }
        : request.query.ticket
          ? await redeemTicket(app.database.db, app.clock, request.query.ticket)
          : undefined;
      if (!owner) {
        throw request.query.ticket && !request.user
          ? AppError.unauthorized(NotificationMessages.ticketInvalid)
          : AppError.unauthorized();
      }
      await streamNotifications(deps, request, reply, owner, openStreams);
    },
  );
}
