import * as apiRoutes from '@ourhood/contract/route-table';
import { ok, okPage } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PostMessages } from '@ourhood/contract';
import {
  createComment,
  deleteComment,
  listAuthorComments,
  listPostComments,
  updateComment,
} from './comments-service.js';
import { signedIn } from '../../plugins/authenticate.js';

export async function commentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.database.db,
    urlFor: (key: string) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    trust: app.config,
  };
  const serve = routeServer(app, ['comments']);

  serve(apiRoutes.listPostComments, { summary: "A post's comments, newest first." }, async (request) => {
    const { comments, metadata } = await listPostComments(
      deps,
      signedIn(request).id,
      request.params.postId,
      request.query,
    );
    return okPage(PostMessages.commentsLoaded, { data: comments, metadata: metadata });
  });

  serve(
    apiRoutes.listComments,
    { summary: "One author's comments, newest first (the signed-in user's without author_id)." },
    async (request) => {
      const viewerId = signedIn(request).id;
      const authorId = request.query.author_id || viewerId;
      const { comments, metadata } = await listAuthorComments(deps, viewerId, authorId, request.query);
      return okPage(PostMessages.commentsLoaded, { data: comments, metadata: metadata });
    },
  );

  serve(apiRoutes.createComment, { summary: 'Comment on a post.' }, async (request, reply) => {
    const comment = await createComment(deps, app.clock.now(), signedIn(request).id, request.body);
    return reply.code(201).send(ok(PostMessages.commentCreated, comment));
  });

  serve(apiRoutes.updateComment, { summary: "Edit one's own comment." }, async (request) =>
    ok(
      PostMessages.commentUpdated,
      await updateComment(deps, app.clock.now(), signedIn(request).id, request.params.id, request.body),
    ),
  );

  serve(
    apiRoutes.deleteComment,
    { summary: "Delete one's own comment, or any comment on one's own post." },
    async (request) => {
      await deleteComment(deps, signedIn(request).id, request.params.id);
      const id = request.params.id;
      return ok(PostMessages.commentDeleted, { _id: id, id });
    },
  );
}
