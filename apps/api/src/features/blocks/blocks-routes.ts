import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BlockMessages,
  blockListResponseSchema,
  blockStateResponseSchema,
  errorEnvelopeSchema,
  userIdParamsSchema,
} from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { changeRelation, listRelations, type BlocksDeps } from './blocks-service.js';
import { ok } from '../../lib/success.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Blocking and muting (issue 17, decision 0020). */
export async function blocksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['blocks'];
  const security = [{ bearerAuth: [] }];
  const deps: BlocksDeps = { db: app.database.db, clock: app.clock, urlFor: (key) => app.mediaStorage.urlFor(key) };

  app.get(
    '/users/me/blocks',
    {
      schema: {
        tags,
        security,
        summary: 'The accounts the caller blocked and muted, newest first.',
        response: { 200: blockListResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ok(BlockMessages.listLoaded, await listRelations(deps, signedIn(request).id)),
  );

  const relation = (
    method: 'POST' | 'DELETE',
    path: '/users/:id/block' | '/users/:id/mute',
    change: 'block' | 'unblock' | 'mute' | 'unmute',
    summary: string,
    message: string,
  ) =>
    app.route({
      method,
      url: path,
      schema: {
        tags,
        security,
        summary,
        params: userIdParamsSchema,
        response: { 200: blockStateResponseSchema, ...errors },
      },
      handler: async (request) =>
        ok(message, await changeRelation(deps, signedIn(request).id, request.params.id, change)),
    });

  relation(
    'POST',
    '/users/:id/block',
    'block',
    'Block an account (idempotent): neither sees the other, follows end, no follow, comment, lend or notification between them.',
    BlockMessages.blocked,
  );
  relation('DELETE', '/users/:id/block', 'unblock', 'Undo a block (idempotent).', BlockMessages.unblocked);
  relation(
    'POST',
    '/users/:id/mute',
    'mute',
    "Mute an account (idempotent): its posts leave the caller's feed.",
    BlockMessages.muted,
  );
  relation('DELETE', '/users/:id/mute', 'unmute', 'Undo a mute (idempotent).', BlockMessages.unmuted);
}
