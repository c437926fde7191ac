import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageLimits, MessageMessages, sendMessageBodySchema, sendMessageFieldsSchema } from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { imageLimitsFrom, readJsonOrMultipart } from '../../lib/images/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { ok, okPage } from '../../lib/success.js';
import { registerMessageEmails } from './message-email-job.js';
import {
  answerRequest,
  deleteMessage,
  getConversation,
  getConversations,
  getMessages,
  getUnread,
  readConversation,
  sendMessage,
  sendWithPhotos,
  startConversation,
  type MessagesDeps,
} from './messages-service.js';
import { mailContextOf } from '../../lib/mail/templates.js';

/** Direct messages (issue 20, decision 0031): contract in messages.ts. */
export async function messagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['messages']);
  const deps = (log: FastifyBaseLogger): MessagesDeps => ({
    db: app.database.db,
    clock: app.clock,
    urlFor: (key, access) => app.mediaStorage.urlFor(key, access),
    hub: app.notifications,
    jobs: app.jobs,
    storage: app.mediaStorage,
    log,
    trust: app.config,
  });
  registerMessageEmails(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    mailPerPersonPerDay: app.config.MAIL_PER_PERSON_PER_DAY,
    mailer: app.mailer,
    mail: mailContextOf(app.config, app.instanceDefaults),
    unsubscribe: app.unsubscribeTokens,
    push: app.push,
  });

  serve(
    apiRoutes.conversations,
    {
      summary:
        "The caller's conversations, latest activity first: `box=inbox` (accepted, and the caller's own pending requests) or `requests` (first messages waiting for the caller's answer).",
    },
    async (request) => {
      const { data, metadata } = await getConversations(deps(request.log), signedIn(request).id, request.query);
      return okPage(MessageMessages.conversationsLoaded, { data, metadata });
    },
  );

  serve(
    apiRoutes.messageUnreadCount,
    { summary: 'Inbox conversations with unread messages, and message requests waiting (the sidebar and the bell).' },
    async (request) => ok(MessageMessages.unreadCountLoaded, await getUnread(deps(request.log), signedIn(request).id)),
  );

  serve(
    apiRoutes.startConversation,
    {
      summary: `Message someone: 201 with a new conversation (a request unless they follow the caller or dealt with them; ${MessageLimits.newConversationsPerDay} new ones a day, 429), or 200 with the pair's existing one and the message sent into it.`,
      errors: [409, 429],
    },
    async (request, reply) => {
      const started = await startConversation(deps(request.log), signedIn(request).id, request.body);
      return reply
        .code(started.created ? 201 : 200)
        .send(ok(started.created ? MessageMessages.conversationStarted : MessageMessages.messageSent, started));
    },
  );

  serve(
    apiRoutes.getConversation,
    { summary: 'One conversation of the caller (404 to anyone else, and across a block).' },
    async (request) =>
      ok(
        MessageMessages.conversationLoaded,
        await getConversation(deps(request.log), signedIn(request).id, request.params.id),
      ),
  );

  serve(
    apiRoutes.conversationMessages,
    {
      summary:
        'Messages of a conversation, oldest first: the newest page, or the one before the message `before` (scrolling up).',
    },
    async (request) => {
      const { data, metadata } = await getMessages(
        deps(request.log),
        signedIn(request).id,
        request.params.id,
        request.query,
      );
      return okPage(MessageMessages.messagesLoaded, { data, metadata });
    },
  );

  serve(
    apiRoutes.sendMessage,
    {
      summary: `Send a message: JSON \`{ text }\`, or multipart with \`text\` and up to ${MessageLimits.photosMax} files \`photos\`. 409 while the caller's request waits for acceptance.`,
      errors: [409, 413, 415, 429],
    },
    async (request, reply) => {
      const messageDeps = deps(request.log);
      const { fields, upload } = await readJsonOrMultipart(request, {
        storage: app.mediaStorage,
        limits: imageLimitsFrom(app.config),
        maxFiles: MessageLimits.photosMax,
        fileField: 'photos',
      });
      const photos = upload?.images ?? [];
      const message = await sendWithPhotos(messageDeps, photos, async () => {
        const body = parseFields(photos.length > 0 ? sendMessageFieldsSchema : sendMessageBodySchema, fields ?? {}, {
          fallback: { field: 'text', message: MessageMessages.textRequired },
        });
        return sendMessage(messageDeps, signedIn(request).id, request.params.id, { text: body.text, photos });
      });
      return reply.code(201).send(ok(MessageMessages.messageSent, message));
    },
  );

  serve(
    apiRoutes.readConversation,
    { summary: 'The caller has read up to `message_id` (a read receipt; never moves back).' },
    async (request) =>
      ok(
        MessageMessages.conversationRead,
        await readConversation(deps(request.log), signedIn(request).id, request.params.id, request.body.message_id),
      ),
  );

  for (const [route, answer, message, summary] of [
    [
      apiRoutes.acceptConversation,
      'accepted',
      MessageMessages.requestAccepted,
      'Accept a message request (its recipient only): it moves to the inbox and its sender may write again.',
    ],
    [
      apiRoutes.declineConversation,
      'declined',
      MessageMessages.requestDeclined,
      'Decline a message request (its recipient only): it is hidden, and its sender still cannot write again.',
    ],
  ] as const) {
    serve(route, { summary, errors: [409] }, async (request) =>
      ok(message, await answerRequest(deps(request.log), signedIn(request).id, request.params.id, answer)),
    );
  }

  serve(
    apiRoutes.deleteMessage,
    { summary: "Delete one's own message: both sides see 'Message deleted' instead." },
    async (request) => {
      await deleteMessage(deps(request.log), signedIn(request).id, request.params.id);
      return ok(MessageMessages.messageDeleted, { _id: request.params.id, id: request.params.id });
    },
  );
}
