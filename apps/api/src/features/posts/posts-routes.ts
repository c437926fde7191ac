import * as apiRoutes from '@ourhood/contract/route-table';
import { ok } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PostMessages } from '@ourhood/contract';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { sendSerialized } from '../../lib/serialized/list-response-writer.js';
import { createFeedResponseWriter } from './feed-response.js';
import { listFeed } from './feed-service.js';
import { createPost, deletePost, getPost, updatePost, type PostsDeps } from './posts-service.js';
import { isModerator, signedIn } from '../../plugins/authenticate.js';
import { messageFor } from '../../plugins/message-language.js';

export async function postsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (log: PostsDeps['log']): PostsDeps => ({
    db: app.database.db,
    storage: app.mediaStorage,
    log,
    now: () => app.clock.now(),
    notifications: app.notifications,
    trust: app.config,
  });
  const writeFeed = createFeedResponseWriter({ verify: app.config.NODE_ENV !== 'production' });
  const serve = routeServer(app, ['posts']);

  serve(
    apiRoutes.listPosts,
    {
      summary:
        "The local feed: own suburb, then own city, then everywhere, each newest first; or a search / one author / one group's posts (`group_id`: 404 to outsiders of a private group), newest first. A private group's posts appear nowhere else.",
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
      return sendSerialized(reply, writeFeed(messageFor(request, PostMessages.postsLoaded), posts, metadata));
    },
  );

  serve(apiRoutes.getPost, { summary: 'One post.' }, async (request) =>
    ok(
      PostMessages.postLoaded,
      await getPost(deps(request.log), signedIn(request).id, request.params.id, isModerator(request.user)),
    ),
  );

  serve(
    apiRoutes.createPost,
    {
      summary: `Create a post: multipart \`content\`, optional \`group_id\` (members only), and up to ${app.config.UPLOAD_MAX_FILES_PER_POST} repeated \`media\` images.`,
      errors: [413, 415],
    },
    async (request, reply) => {
      const upload = await readMultipart(request, {
        storage: app.mediaStorage,
        limits: imageLimitsFrom(app.config),
        maxFiles: app.config.UPLOAD_MAX_FILES_PER_POST,
        fileField: 'media',
      });
      const post = await createPost(
        deps(request.log),
        signedIn(request).id,
        upload,
        app.config.UPLOAD_MAX_FILES_PER_POST,
      );
      return reply.code(201).send(ok(PostMessages.postCreated, post));
    },
  );

  serve(apiRoutes.updatePost, { summary: "Edit the text of one's own post." }, async (request) =>
    ok(
      PostMessages.postUpdated,
      await updatePost(deps(request.log), signedIn(request).id, request.params.id, request.body),
    ),
  );

  serve(
    apiRoutes.deletePost,
    {
      summary:
        "Delete one's own post (or, for a group's owner and admins, a post in the group) with its comments and images.",
    },
    async (request) => {
      await deletePost(deps(request.log), signedIn(request).id, request.params.id);
      const id = request.params.id;
      return ok(PostMessages.postDeleted, { _id: id, id });
    },
  );
}
