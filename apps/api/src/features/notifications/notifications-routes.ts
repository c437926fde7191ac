import * as apiRoutes from '@ourhood/contract/route-table';
import { ok, okPage } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { translatorFor } from '../../plugins/message-language.js';
import { NotificationFilterMessages, NotificationMessages } from '@ourhood/contract';
import {
  allowFilteredSender,
  dismissFilteredSender,
  getFilteredSenders,
  getFilterPolicy,
  updateFilterPolicy,
} from './filtered-notifications-service.js';

/** The caller's notifications, for every account type (contract: notifications.ts). */
export async function notificationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['notifications']);
  const deps = notificationsDeps(app);
  // Streams never end on their own: close them before the server waits for its connections.
  const openStreams = new OpenStreams();
  app.addHook('preClose', async () => openStreams.endAll());
  app.metrics.gauge('sse_open_streams', 'Live notification streams open in this process.', () => openStreams.size);

  serve(
    apiRoutes.listNotifications,
    { summary: 'Own notifications, newest first; metadata.unread_count.' },
    async (request) =>
      okPage(
        NotificationMessages.notificationsLoaded,
        // Sentences in the language the page asked for (Accept-Language), as the envelope's message.
        await getNotificationPage(deps, signedIn(request).id, request.query, translatorFor(request)),
      ),
  );

  serve(apiRoutes.unreadNotificationCount, { summary: 'How many notifications are unread.' }, async (request) =>
    ok(NotificationMessages.unreadCountLoaded, { unread_count: await getUnreadCount(deps, signedIn(request).id) }),
  );

  serve(apiRoutes.markNotificationRead, { summary: 'Mark one notification read.' }, async (request) =>
    ok(
      NotificationMessages.notificationRead,
      await readNotification(deps, signedIn(request).id, request.params.id, translatorFor(request)),
    ),
  );

  serve(apiRoutes.markAllNotificationsRead, { summary: 'Mark every notification read.' }, async (request) =>
    ok(NotificationMessages.allRead, { updated: await readAllNotifications(deps, signedIn(request).id) }),
  );

  serve(
    apiRoutes.notificationStreamTicket,
    { summary: 'A single-use ticket for opening the stream without headers (EventSource).' },
    async (request) =>
      ok(
        NotificationMessages.ticketIssued,
        await issueStreamTicket(app.database.db, app.clock, {
          userId: signedIn(request).id,
          sessionId: signedIn(request).sessionId,
        }),
      ),
  );

  serve(
    apiRoutes.notificationStream,
    { summary: 'Server-Sent Events: ready, notification and unread events for the caller.', errors: [401, 429] },
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

  // The filtered box (decision 0069).
  serve(
    apiRoutes.getNotificationFilterPolicy,
    { summary: 'Filtering rules and how many notifications wait.' },
    async (request) => ok(NotificationFilterMessages.policyLoaded, await getFilterPolicy(deps, signedIn(request).id)),
  );
  serve(
    apiRoutes.updateNotificationFilterPolicy,
    { summary: 'Turn a filtering rule on or off; off moves what it held into the list.' },
    async (request) =>
      ok(NotificationFilterMessages.policyUpdated, await updateFilterPolicy(deps, signedIn(request).id, request.body)),
  );
  serve(
    apiRoutes.listFilteredNotificationSenders,
    { summary: 'Senders with filtered notifications, newest first, with a preview of each.' },
    async (request) =>
      okPage(
        NotificationFilterMessages.filteredLoaded,
        await getFilteredSenders(deps, signedIn(request).id, request.query, translatorFor(request)),
      ),
  );
  serve(
    apiRoutes.allowFilteredSender,
    { summary: "Move a sender's filtered notifications into the list and let them through from now on." },
    async (request) =>
      ok(
        NotificationFilterMessages.senderAllowed,
        await allowFilteredSender(deps, signedIn(request).id, request.params.actor_id),
      ),
  );
  serve(apiRoutes.dismissFilteredSender, { summary: "Delete a sender's filtered notifications." }, async (request) =>
    ok(
      NotificationFilterMessages.senderDismissed,
      await dismissFilteredSender(deps, signedIn(request).id, request.params.actor_id),
    ),
  );
}
