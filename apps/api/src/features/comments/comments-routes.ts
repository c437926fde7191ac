import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  createCommentBodySchema,
  deletedResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  Limits,
  pagingQuery,
  PostMessages,
  postIdParamsSchema,
  updateCommentBodySchema,
} from '@ourhood/contract';
import {
  createComment,
  deleteComment,
  listAuthorComments,
  listPostComments,
  updateComment,
} from './comments-service.js';
import { signedIn } from '../../plugins/authenticate.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export async function commentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.database.db,
    urlFor: (key: string) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
  };
  // onRequest, not preHandler: a visitor gets 401 before any body is validated or read.
  app.addHook('onRequest', app.requireAuth);
  const tags = ['comments'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/comments/:postId',
    {
      schema: {
        tags,
        security,
        summary: "A post's comments, newest first.",
        params: postIdParamsSchema,
        querystring: pagingQuery(Limits.feedPageSize, Limits.maxPageSize),
        response: { 200: commentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { comments, metadata } = await listPostComments(
        deps,
        signedIn(request).id,
        request.params.postId,
        request.query,
      );
      return { status: 'success' as const, message: PostMessages.commentsLoaded, data: comments, metadata };
    },
  );

  app.get(
    '/comments',
    {
      schema: {
        tags,
        security,
        summary: "One author's comments, newest first (the signed-in user's without author_id).",
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewerId = signedIn(request).id;
      const authorId = request.query.author_id || viewerId;
      const { comments, metadata } = await listAuthorComments(deps, viewerId, authorId, request.query);
      return { status: 'success' as const, message: PostMessages.commentsLoaded, data: comments, metadata };
    },
  );

  app.post(
    '/comments/create-comment',
    {
      schema: {
        tags,
        security,
        summary: 'Comment on a post.',
        body: createCommentBodySchema,
        response: { 201: commentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await createComment(deps, app.clock.now(), signedIn(request).id, request.body);
      return reply.code(201).send({ status: 'success', message: PostMessages.commentCreated, data: comment });
    },
  );

  app.patch(
    '/comments/:id',
    {
      schema: {
        tags,
        security,
        summary: "Edit one's own comment.",
        params: idParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: commentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: PostMessages.commentUpdated,
      data: await updateComment(deps, app.clock.now(), signedIn(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/comments/:id',
    {
      schema: {
        tags,
        security,
        summary: "Delete one's own comment, or any comment on one's own post.",
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteComment(deps, signedIn(request).id, request.params.id);
      const id = request.params.id;
      return { status: 'success' as const, message: PostMessages.commentDeleted, data: { _id: id, id } };
    },
  );
}
