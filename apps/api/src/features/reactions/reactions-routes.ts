import type { FastifyInstance } from 'fastify';
import * as apiRoutes from '@ourhood/contract/route-table';
import { ReactionMessages } from '@ourhood/contract';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import type { ReactionTarget } from './reactions-repository.js';
import { listReactions, setReaction, type ReactionsDeps } from './reactions-service.js';

/** Each reaction target's routes in the contract's table. */
const routesOf = {
  post: { react: apiRoutes.reactToPost, unreact: apiRoutes.unreactToPost, list: apiRoutes.listPostReactions },
  comment: {
    react: apiRoutes.reactToComment,
    unreact: apiRoutes.unreactToComment,
    list: apiRoutes.listCommentReactions,
  },
} as const satisfies Record<ReactionTarget, unknown>;

/** PUT, DELETE and GET …/reactions under /posts/{id} and /comments/{id} (issue 18, decision 0021). */
export async function reactionsRoutes(app: FastifyInstance): Promise<void> {
  const deps: ReactionsDeps = {
    db: app.database.db,
    trust: app.config,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    now: () => app.clock.now(),
  };
  const serve = routeServer(app, ['reactions']);

  for (const target of ['post', 'comment'] as const satisfies readonly ReactionTarget[]) {
    const routes = routesOf[target];

    serve(
      routes.react,
      { summary: `React to a ${target} (one reaction per person: a new kind replaces the old).` },
      async (request) =>
        ok(
          ReactionMessages.reactionSaved,
          await setReaction(deps, target, request.params.id, signedIn(request).id, request.body.kind),
        ),
    );

    serve(
      routes.unreact,
      { summary: `Remove one's reaction to a ${target} (none is not an error).` },
      async (request) =>
        ok(
          ReactionMessages.reactionRemoved,
          await setReaction(deps, target, request.params.id, signedIn(request).id, null),
        ),
    );

    serve(
      routes.list,
      { summary: `Who reacted to a ${target}, newest first (optionally of one kind); the counts in metadata.` },
      async (request) => {
        const { people, metadata } = await listReactions(
          deps,
          target,
          request.params.id,
          signedIn(request).id,
          request.query,
        );
        return { ...ok(ReactionMessages.reactionsLoaded, people), metadata };
      },
    );
  }
}
