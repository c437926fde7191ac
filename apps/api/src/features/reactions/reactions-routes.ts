import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParamsSchema,
  reactionBodySchema,
  reactionListQuerySchema,
  reactionListResponseSchema,
  ReactionMessages,
  reactionSummaryResponseSchema,
} from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import type { ReactionTarget } from './reactions-repository.js';
import { listReactions, setReaction, type ReactionsDeps } from './reactions-service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** PUT, DELETE and GET …/reactions under /posts/{id} and /comments/{id} (issue 18, decision 0021). */
export async function reactionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: ReactionsDeps = {
    db: app.database.db,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    now: () => app.clock.now(),
  };
  app.addHook('onRequest', app.requireAuth);
  const security = [{ bearerAuth: [] }];

  for (const target of ['post', 'comment'] as const satisfies readonly ReactionTarget[]) {
    const path = `/${target}s/:id/reactions`;
    const tags = ['reactions'];
    const item = target === 'post' ? 'post' : 'comment';

    app.put(
      path,
      {
        schema: {
          tags,
          security,
          summary: `React to a ${item} (one reaction per person: a new kind replaces the old).`,
          params: idParamsSchema,
          body: reactionBodySchema,
          response: { 200: reactionSummaryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: ReactionMessages.reactionSaved,
        data: await setReaction(deps, target, request.params.id, signedIn(request).id, request.body.kind),
      }),
    );

    app.delete(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Remove one's reaction to a ${item} (none is not an error).`,
          params: idParamsSchema,
          response: { 200: reactionSummaryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: ReactionMessages.reactionRemoved,
        data: await setReaction(deps, target, request.params.id, signedIn(request).id, null),
      }),
    );

    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Who reacted to a ${item}, newest first (optionally of one kind); the counts in metadata.`,
          params: idParamsSchema,
          querystring: reactionListQuerySchema,
          response: { 200: reactionListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { people, metadata } = await listReactions(
          deps,
          target,
          request.params.id,
          signedIn(request).id,
          request.query,
        );
        return { status: 'success' as const, message: ReactionMessages.reactionsLoaded, data: people, metadata };
      },
    );
  }
}
