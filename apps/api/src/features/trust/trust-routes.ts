import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SOURCE_LOCALE, TrustMessages } from '@ourhood/contract';
import { messageCatalogs } from '../../lib/i18n/catalogs.js';
import { requestedLocale } from '../../lib/i18n/request-locale.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { getMyTrust, setTrustLevel, type TrustDeps } from './trust-service.js';

/** Trust levels (issue 39, decision 0068): one's own level, and moderators setting one. */
export async function trustRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['trust']);
  const deps: TrustDeps = { db: app.database.db, clock: app.clock, settings: app.config };

  serve(
    apiRoutes.getMyTrust,
    { summary: "The caller's own trust level, what it allows and how to reach the next one; never shown to others." },
    async (request) => {
      // The requirements are words to read: in the language the caller asks for, as `message` is.
      const locale = requestedLocale(request.headers['accept-language']) ?? SOURCE_LOCALE;
      const tr = messageCatalogs().translator(locale);
      return ok(TrustMessages.trustLoaded, await getMyTrust(deps, signedIn(request).id, tr));
    },
  );

  serve(
    apiRoutes.setTrustLevel,
    {
      summary:
        'Moderators and admins (404 to others): keep an account at a trust level (0-3), or null to let it be earned again.',
    },
    async (request) => ok(TrustMessages.trustLevelSet, await setTrustLevel(deps, request.params.id, request.body)),
  );
}
