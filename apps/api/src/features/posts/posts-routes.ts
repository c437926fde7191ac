import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  PostMessages,
  postFeedQuerySchema,
  postFeedResponseSchema,
  postResponseSchema,
  updatePostBodySchema,
} from '@ourhood/contract';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { createFeedResponseWriter, sendSerialized } from './feed-response.js';
import { listFeed } from './feed-service.js';
import { createPost, deletePost, getPost, updatePost, type PostsDeps } from './posts-service.js';
import { isModerator, signedIn } from '../../plugins/authenticate.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export async function postsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (log: PostsDeps['log']): PostsDeps => ({
    db: app.database.db,
    storage: app.mediaStorage,
    log,
    now: () => app.clock.now(),
    notifications: app.notifications,
  });
  const writeFeed = createFeedResponseWriter({ verify: app.config.NODE_ENV !== 'production' });
  // onRequest, not preHandler: a visitor gets 401 before any body is validated or read.
  app.addHook('onRequest', app.requireAuth);
  const tags = ['posts'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/posts',
    {
      schema: {
        tags,
        security,
        summary:
          "The local feed: own suburb, then own city, then everywhere, each newest first; or a search / one author / one group's posts (`group_id`: 404 to outsiders of a private group), newest first. A private group's posts appear nowhere else.",
        querystring: postFeedQuerySchema,
        response: { 200: postFeedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { posts, metadata } = await listFeed(
        app.database.db,
        (key, access) => app.mediaStorage.urlFor(key, access),
        signedIn(request),
        request.query,
        app.feedCaches,
      );
      // Serialized here, not by the route: posts shared by readers keep their JSON (decision 0037).
      return sendSerialized(reply, writeFeed(PostMessages.postsLoaded, posts, metadata));
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One post.',
        params: idParamsSchema,
        response: { 200: postResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: PostMessages.postLoaded,
      data: await getPost(deps(request.log), signedIn(request).id, request.params.id, isModerator(request.user)),
    }),
  );

  app.post(
    '/posts/create-post',
    {
      schema: {
        tags,
        security,
        summary: `Create a post: multipart \`content\`, optional \`group_id\` (members only), and up to ${app.config.UPLOAD_MAX_FILES_PER_POST} repeated \`media\` images.`,
        consumes: ['multipart/form-data'],
        response: { 201: postResponseSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readMultipart(request, {
        storage: app.mediaStorage,
        limits: imageLimitsFrom(app.config),
        maxFiles: app.config.UPLOAD_MAX_FILES_PER_POST,
        fileField: 'media',
      });
      const post = await createPost(deps(request.log), signedIn(request).id, upload);
      return reply.code(201).send({ status: 'success', message: PostMessages.postCreated, data: post });
    },
  );

  app.patch(
    '/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: "Edit the text of one's own post.",
        params: idParamsSchema,
        body: updatePostBodySchema,
        response: { 200: postResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: PostMessages.postUpdated,
      data: await updatePost(deps(request.log), signedIn(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "Delete one's own post (or, for a group's owner and admins, a post in the group) with its comments and images.",
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deletePost(deps(request.log), signedIn(request).id, request.params.id);
      const id = request.params.id;
      return { status: 'success' as const, message: PostMessages.postDeleted, data: { _id: id, id } };
    },
  );
}
