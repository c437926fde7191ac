import * as apiRoutes from '@ourhood/contract/route-table';
import { ok, okPage } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrganizationUpdateLimits, OrganizationUpdateMessages } from '@ourhood/contract';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { signedIn } from '../../plugins/authenticate.js';
import {
  getOwnUpdates,
  publishUpdate,
  recordSeen,
  removeUpdate,
  type OrganizationUpdatesDeps,
} from './organization-updates-service.js';

/** Organization updates (issue 19, decision 0029). */
export async function organizationUpdatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['organization updates']);
  const deps = (log: FastifyInstance['log']): OrganizationUpdatesDeps => ({
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    log,
    perDay: app.config.ORGANIZATION_UPDATES_PER_DAY,
  });

  serve(
    apiRoutes.listMyOrganizationUpdates,
    { summary: "Org-only: the organization's updates, newest first, with reach (seen, reacted, commented)." },
    async (request) =>
      okPage(
        OrganizationUpdateMessages.updatesLoaded,
        await getOwnUpdates(deps(request.log), signedIn(request).id, request.query),
      ),
  );

  serve(
    apiRoutes.publishOrganizationUpdate,
    {
      summary: `Org-only: publish an update: multipart \`text\`, optional \`offer_ends_at\` and up to ${OrganizationUpdateLimits.imagesPerUpdate} repeated \`media\` images (a daily limit: 429).`,
      errors: [413, 415, 429],
    },
    async (request, reply) => {
      const upload = await readMultipart(request, {
        storage: app.mediaStorage,
        limits: imageLimitsFrom(app.config),
        maxFiles: OrganizationUpdateLimits.imagesPerUpdate,
        fileField: 'media',
      });
      const update = await publishUpdate(deps(request.log), signedIn(request).id, upload);
      return reply.code(201).send(ok(OrganizationUpdateMessages.updatePublished, update));
    },
  );

  serve(apiRoutes.deleteOrganizationUpdate, { summary: 'Org-only: delete one of its updates.' }, async (request) =>
    ok(
      OrganizationUpdateMessages.updateDeleted,
      await removeUpdate(deps(request.log), signedIn(request).id, request.params.id),
    ),
  );

  serve(
    apiRoutes.markOrganizationUpdatesSeen,
    { summary: 'The organization updates the app showed the caller (counts reach; idempotent).' },
    async (request) =>
      ok(
        OrganizationUpdateMessages.seenRecorded,
        await recordSeen(deps(request.log), signedIn(request).id, request.body.ids),
      ),
  );
}
