import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageLimits,
  MessageMessages,
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationReadResponseSchema,
  conversationResponseSchema,
  createConversationBodySchema,
  deletedResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageResponseSchema,
  messageUnreadResponseSchema,
  readConversationBodySchema,
  sendMessageBodySchema,
  sendMessageFieldsSchema,
  startedConversationResponseSchema,
} from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { imageLimitsFrom, readJsonOrMultipart } from '../../lib/images/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { ok } from '../../lib/success.js';
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

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const writeErrors = { ...errors, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Direct messages (issue 20, decision 0031): contract in messages.ts. */
export async function messagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['messages'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyBaseLogger): MessagesDeps => ({
    db: app.database.db,
    clock: app.clock,
    urlFor: (key, access) => app.mediaStorage.urlFor(key, access),
    hub: app.notifications,
    jobs: app.jobs,
    storage: app.mediaStorage,
    log,
  });
  registerMessageEmails(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    mailer: app.mailer,
    mail: { productName: app.config.PRODUCT_NAME, publicUrl: app.config.PUBLIC_URL },
    unsubscribe: app.unsubscribeTokens,
    push: app.push,
  });

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's conversations, latest activity first: `box=inbox` (accepted, and the caller's own pending requests) or `requests` (first messages waiting for the caller's answer).",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { data, metadata } = await getConversations(deps(request.log), signedIn(request).id, request.query);
      return { status: 'success' as const, message: MessageMessages.conversationsLoaded, data, metadata };
    },
  );

  app.get(
    '/conversations/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'Inbox conversations with unread messages, and message requests waiting (the sidebar and the bell).',
        response: { 200: messageUnreadResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ok(MessageMessages.unreadCountLoaded, await getUnread(deps(request.log), signedIn(request).id)),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary: `Message someone: 201 with a new conversation (a request unless they follow the caller or dealt with them; ${MessageLimits.newConversationsPerDay} new ones a day, 429), or 200 with the pair's existing one and the message sent into it.`,
        body: createConversationBodySchema,
        response: { 200: startedConversationResponseSchema, 201: startedConversationResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const started = await startConversation(deps(request.log), signedIn(request).id, request.body);
      return reply
        .code(started.created ? 201 : 200)
        .send(ok(started.created ? MessageMessages.conversationStarted : MessageMessages.messageSent, started));
    },
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One conversation of the caller (404 to anyone else, and across a block).',
        params: conversationIdParamsSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        MessageMessages.conversationLoaded,
        await getConversation(deps(request.log), signedIn(request).id, request.params.id),
      ),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary:
          'Messages of a conversation, oldest first: the newest page, or the one before the message `before` (scrolling up).',
        params: conversationIdParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, metadata } = await getMessages(
        deps(request.log),
        signedIn(request).id,
        request.params.id,
        request.query,
      );
      return { status: 'success' as const, message: MessageMessages.messagesLoaded, data, metadata };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: `Send a message: JSON \`{ text }\`, or multipart with \`text\` and up to ${MessageLimits.photosMax} files \`photos\`. 409 while the caller's request waits for acceptance.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: conversationIdParamsSchema,
        response: { 201: messageResponseSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...writeErrors },
      },
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

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'The caller has read up to `message_id` (a read receipt; never moves back).',
        params: conversationIdParamsSchema,
        body: readConversationBodySchema,
        response: { 200: conversationReadResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        MessageMessages.conversationRead,
        await readConversation(deps(request.log), signedIn(request).id, request.params.id, request.body.message_id),
      ),
  );

  for (const [path, answer, message, summary] of [
    [
      '/conversations/:id/accept',
      'accepted',
      MessageMessages.requestAccepted,
      'Accept a message request (its recipient only): it moves to the inbox and its sender may write again.',
    ],
    [
      '/conversations/:id/decline',
      'declined',
      MessageMessages.requestDeclined,
      'Decline a message request (its recipient only): it is hidden, and its sender still cannot write again.',
    ],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          security,
          summary,
          params: conversationIdParamsSchema,
          response: { 200: conversationResponseSchema, ...errors, 409: errorEnvelopeSchema },
        },
      },
      async (request) =>
        ok(message, await answerRequest(deps(request.log), signedIn(request).id, request.params.id, answer)),
    );
  }

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: "Delete one's own message: both sides see 'Message deleted' instead.",
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteMessage(deps(request.log), signedIn(request).id, request.params.id);
      return ok(MessageMessages.messageDeleted, { _id: request.params.id, id: request.params.id });
    },
  );
}
