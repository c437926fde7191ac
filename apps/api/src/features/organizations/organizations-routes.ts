import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok, okPage } from '../../lib/success.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrganizationMessages } from '@ourhood/contract';
import { getPublicListings, setInterest } from './listings-service.js';
import { organizationsDeps } from './organizations-deps.js';
import { getDirectory } from './directory-service.js';
import { getOrganization } from './organizations-service.js';
import { signedIn } from '../../plugins/authenticate.js';

/** Routes every signed-in user may call: the directory, organization pages and interest. */
export async function organizationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['organizations']);
  const deps = (log: FastifyInstance['log']) => organizationsDeps(app, log);

  serve(
    apiRoutes.listOrganizations,
    { summary: 'Organizations directory: typo-tolerant search, or nearest first for the caller.' },
    async (request) =>
      okPage(
        OrganizationMessages.directoryLoaded,
        await getDirectory(deps(request.log), signedIn(request), request.query),
      ),
  );

  serve(
    apiRoutes.getOrganization,
    { summary: "An organization's public page (private contact fields are '')." },
    async (request) => {
      const viewer = signedIn(request).id;
      const organization = await getOrganization(deps(request.log), viewer, request.params.id);
      // A page view for the organization's insights, once a day per viewer, never the owner's.
      app.insights.view('page_views', organization.id, viewer);
      return ok(OrganizationMessages.organizationLoaded, organization);
    },
  );

  serve(
    apiRoutes.listOrganizationListings,
    { summary: "An organization's active listings, newest first." },
    async (request) => {
      const viewer = signedIn(request).id;
      const page = await getPublicListings(deps(request.log), viewer, request.params.id, request.query);
      // Counted after the access check passed: a hidden or blocked organization's listings are 404.
      app.insights.view('listing_views', request.params.id, viewer);
      return okPage(OrganizationMessages.listingsLoaded, page);
    },
  );

  for (const [route, interested] of [
    [apiRoutes.addListingInterest, true],
    [apiRoutes.removeListingInterest, false],
  ] as const) {
    serve(
      route,
      { summary: interested ? "I'm interested in a listing (idempotent)." : 'Withdraw interest (idempotent).' },
      async (request) =>
        ok(
          interested ? OrganizationMessages.interested : OrganizationMessages.notInterested,
          await setInterest(deps(request.log), signedIn(request).id, request.params.id, interested),
        ),
    );
  }
}
