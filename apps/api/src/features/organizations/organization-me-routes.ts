import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok, okPage } from '../../lib/success.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FirstStepsMessages, InsightsMessages, OrganizationMessages } from '@ourhood/contract';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { getCustomers, getNotifications, readAllOwnNotifications, readOwnNotification } from './dashboard-service.js';
import { createListing, deleteListing, getOwnListings, setListingPhoto, updateListing } from './listings-service.js';
import { organizationsDeps } from './organizations-deps.js';
import {
  getOwnOrganization,
  removeOrganizationImage,
  setOrganizationImage,
  updateOwnOrganization,
} from './organizations-service.js';
import { signedIn } from '../../plugins/authenticate.js';
import { getOwnSetup } from './setup-service.js';
import { getOwnInsights } from './insights-service.js';

/** Sizes of the stored versions: logos are small squares, covers wide banners, listing photos cards. */
const IMAGE_SIZES = {
  logo: { displaySize: 512, thumbnailSize: 128 },
  cover: { displaySize: 1600, thumbnailSize: 600 },
  listing: { displaySize: 1200, thumbnailSize: 400 },
} as const;

/** Organization-only routes: a neighbour gets 404 (never 403, which would sign spec clients out). */
export async function organizationMeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['organization dashboard']);
  const deps = (log: FastifyInstance['log']) => organizationsDeps(app, log);
  const upload = (request: FastifyRequest, fileField: string, sizes: { displaySize: number; thumbnailSize: number }) =>
    readMultipart(request, {
      storage: app.mediaStorage,
      limits: imageLimitsFrom(app.config),
      maxFiles: 1,
      fileField,
      ...sizes,
    });

  serve(apiRoutes.getMyOrganization, { summary: 'Own business profile.' }, async (request) =>
    ok(OrganizationMessages.organizationLoaded, await getOwnOrganization(deps(request.log), signedIn(request).id)),
  );

  serve(
    apiRoutes.getMyOrganizationSetup,
    {
      summary:
        'The setup checklist (location, logo, hours, description, first listing, first update) and the completeness figure made of it.',
    },
    async (request) => ok(FirstStepsMessages.setupLoaded, await getOwnSetup(deps(request.log), signedIn(request).id)),
  );

  serve(
    apiRoutes.getMyOrganizationInsights,
    {
      summary:
        'Daily series over the last 7, 30 or 90 days (installation time zone): page, listing and update views, followers gained and lost, reactions and comments on updates, reviews, the running average rating, messages received.',
    },
    async (request) =>
      ok(InsightsMessages.insightsLoaded, await getOwnInsights(deps(request.log), signedIn(request).id, request.query)),
  );

  serve(
    apiRoutes.updateMyOrganization,
    { summary: 'Update the business profile (coordinates are resolved to the area only).' },
    async (request) =>
      ok(
        OrganizationMessages.profileUpdated,
        await updateOwnOrganization(deps(request.log), signedIn(request).id, request.body),
      ),
  );

  const imageRoutes = {
    logo: { upload: apiRoutes.uploadOrganizationLogo, remove: apiRoutes.removeOrganizationLogo },
    cover: { upload: apiRoutes.uploadOrganizationCover, remove: apiRoutes.removeOrganizationCover },
  };
  for (const which of ['logo', 'cover'] as const) {
    serve(
      imageRoutes[which].upload,
      { summary: `Set the ${which}: multipart, one image in the file field \`image\`.`, errors: [413, 415] },
      async (request) => {
        const d = deps(request.log);
        const files = await upload(request, 'image', IMAGE_SIZES[which]);
        return ok(
          which === 'logo' ? OrganizationMessages.logoUpdated : OrganizationMessages.coverUpdated,
          await setOrganizationImage(d, signedIn(request).id, which, files),
        );
      },
    );

    serve(imageRoutes[which].remove, { summary: `Remove the ${which}.` }, async (request) =>
      ok(
        which === 'logo' ? OrganizationMessages.logoRemoved : OrganizationMessages.coverRemoved,
        await removeOrganizationImage(deps(request.log), signedIn(request).id, which),
      ),
    );
  }

  serve(apiRoutes.listMyListings, { summary: 'Own listings, active or not, newest first.' }, async (request) =>
    okPage(
      OrganizationMessages.listingsLoaded,
      await getOwnListings(deps(request.log), signedIn(request).id, request.query),
    ),
  );

  serve(
    apiRoutes.createListing,
    {
      summary:
        'Create a listing: multipart fields title, description, price_cents, active and an optional file `photo`.',
      errors: [413, 415],
    },
    async (request, reply) => {
      const files = await upload(request, 'photo', IMAGE_SIZES.listing);
      const data = await createListing(deps(request.log), signedIn(request).id, files);
      return reply.code(201).send(ok(OrganizationMessages.listingCreated, data));
    },
  );

  serve(
    apiRoutes.updateListing,
    { summary: 'Update a listing (JSON: title, description, price_cents, active).' },
    async (request) =>
      ok(
        OrganizationMessages.listingUpdated,
        await updateListing(deps(request.log), signedIn(request).id, request.params.id, request.body),
      ),
  );

  serve(
    apiRoutes.uploadListingPhoto,
    { summary: "Replace a listing's photo: multipart, one image in the file field `photo`.", errors: [413, 415] },
    async (request) => {
      const files = await upload(request, 'photo', IMAGE_SIZES.listing);
      return ok(
        OrganizationMessages.photoUpdated,
        await setListingPhoto(deps(request.log), signedIn(request).id, request.params.id, files),
      );
    },
  );

  serve(
    apiRoutes.deleteListing,
    { summary: 'Delete a listing (its photo files go after the commit).' },
    async (request) => {
      await deleteListing(deps(request.log), signedIn(request).id, request.params.id);
      return ok(OrganizationMessages.listingDeleted, { _id: request.params.id, id: request.params.id });
    },
  );

  serve(
    apiRoutes.listMyCustomers,
    { summary: 'Neighbours who follow the organization or showed interest in its listings, newest first.' },
    async (request) =>
      okPage(
        OrganizationMessages.customersLoaded,
        await getCustomers(deps(request.log), signedIn(request).id, request.query),
      ),
  );

  serve(
    apiRoutes.listMyOrganizationNotifications,
    { summary: 'Notifications, newest first; metadata.unread_count.' },
    async (request) =>
      okPage(
        OrganizationMessages.notificationsLoaded,
        await getNotifications(deps(request.log), signedIn(request).id, request.query),
      ),
  );

  serve(apiRoutes.markMyOrganizationNotificationRead, { summary: 'Mark a notification read.' }, async (request) =>
    ok(
      OrganizationMessages.notificationRead,
      await readOwnNotification(deps(request.log), signedIn(request).id, request.params.id),
    ),
  );

  serve(
    apiRoutes.markAllMyOrganizationNotificationsRead,
    { summary: 'Mark every notification read.' },
    async (request) =>
      ok(OrganizationMessages.allRead, {
        updated: await readAllOwnNotifications(deps(request.log), signedIn(request).id),
      }),
  );
}
