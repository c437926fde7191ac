import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LocationUiMessage } from '@ourhood/contract';
import { getOwnProfile, updateOwnLocation } from './users-service.js';
import { signedIn } from '../../plugins/authenticate.js';
import { ServerMessages } from '../../lib/i18n/server-messages.js';

export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['users']);

  serve(apiRoutes.getMe, { summary: 'The signed-in user, with e-mail and referral code.' }, async (request) =>
    ok(
      ServerMessages.profileLoaded,
      await getOwnProfile(app.database.db, (key) => app.mediaStorage.urlFor(key), signedIn(request).id),
    ),
  );

  serve(
    apiRoutes.updateLocation,
    { summary: "Set one's area from the browser's coordinates (resolved offline; coordinates are never returned)." },
    async (request) =>
      ok(LocationUiMessage.UPDATED, {
        location: await updateOwnLocation(app.database.db, signedIn(request).id, app.clock.now(), request.body),
      }),
  );
}
