import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BlockMessages } from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { changeRelation, listRelations, type BlocksDeps } from './blocks-service.js';
import { ok } from '../../lib/success.js';

/** Blocking and muting (issue 17, decision 0020). */
export async function blocksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['blocks']);
  const deps: BlocksDeps = { db: app.database.db, clock: app.clock, urlFor: (key) => app.mediaStorage.urlFor(key) };

  serve(apiRoutes.myBlocks, { summary: 'The accounts the caller blocked and muted, newest first.' }, async (request) =>
    ok(BlockMessages.listLoaded, await listRelations(deps, signedIn(request).id)),
  );

  const relation = (
    route:
      | typeof apiRoutes.blockUser
      | typeof apiRoutes.unblockUser
      | typeof apiRoutes.muteUser
      | typeof apiRoutes.unmuteUser,
    change: 'block' | 'unblock' | 'mute' | 'unmute',
    summary: string,
    message: string,
  ) =>
    serve(route, { summary }, async (request) =>
      ok(message, await changeRelation(deps, signedIn(request).id, request.params.id, change)),
    );

  relation(
    apiRoutes.blockUser,
    'block',
    'Block an account (idempotent): neither sees the other, follows end, no follow, comment, lend or notification between them.',
    BlockMessages.blocked,
  );
  relation(apiRoutes.unblockUser, 'unblock', 'Undo a block (idempotent).', BlockMessages.unblocked);
  relation(
    apiRoutes.muteUser,
    'mute',
    "Mute an account (idempotent): its posts leave the caller's feed and search, its notifications the caller's; it is not told.",
    BlockMessages.muted,
  );
  relation(apiRoutes.unmuteUser, 'unmute', 'Undo a mute (idempotent).', BlockMessages.unmuted);
}
