import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerListResponseSchema,
  deletedResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listingListResponseSchema,
  listingResponseSchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  OrganizationMessages,
  organizationOwnerResponseSchema,
  organizationPageQuerySchema,
  readAllResponseSchema,
  updateListingBodySchema,
  updateOrganizationBodySchema,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
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

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };

/** Sizes of the stored versions: logos are small squares, covers wide banners, listing photos cards. */
const IMAGE_SIZES = {
  logo: { displaySize: 512, thumbnailSize: 128 },
  cover: { displaySize: 1600, thumbnailSize: 600 },
  listing: { displaySize: 1200, thumbnailSize: 400 },
} as const;

/** Organization-only routes: a neighbour gets 404 (never 403, which would sign spec clients out). */
export async function organizationMeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireOrganization = async (request: FastifyRequest) => {
    if (request.user?.accountType !== 'organization')
      throw AppError.notFound(OrganizationMessages.organizationNotFound);
  };
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', requireOrganization);
  const tags = ['organization dashboard'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyInstance['log']) => organizationsDeps(app, log);
  const upload = (request: FastifyRequest, fileField: string, sizes: { displaySize: number; thumbnailSize: number }) =>
    readMultipart(request, {
      storage: app.mediaStorage,
      limits: imageLimitsFrom(app.config),
      maxFiles: 1,
      fileField,
      ...sizes,
    });

  app.get(
    '/organization/me',
    {
      schema: {
        tags,
        security,
        summary: 'Own business profile.',
        response: { 200: organizationOwnerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.organizationLoaded,
      data: await getOwnOrganization(deps(request.log), signedIn(request).id),
    }),
  );

  app.patch(
    '/organization/me',
    {
      schema: {
        tags,
        security,
        summary: 'Update the business profile (coordinates are resolved to the area only).',
        body: updateOrganizationBodySchema,
        response: { 200: organizationOwnerResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.profileUpdated,
      data: await updateOwnOrganization(deps(request.log), signedIn(request).id, request.body),
    }),
  );

  for (const which of ['logo', 'cover'] as const) {
    app.post(
      `/organization/me/${which}`,
      {
        schema: {
          tags,
          security,
          summary: `Set the ${which}: multipart, one image in the file field \`image\`.`,
          consumes: ['multipart/form-data'],
          response: { 200: organizationOwnerResponseSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const d = deps(request.log);
        const files = await upload(request, 'image', IMAGE_SIZES[which]);
        return {
          status: 'success' as const,
          message: which === 'logo' ? OrganizationMessages.logoUpdated : OrganizationMessages.coverUpdated,
          data: await setOrganizationImage(d, signedIn(request).id, which, files),
        };
      },
    );

    app.delete(
      `/organization/me/${which}`,
      {
        schema: {
          tags,
          security,
          summary: `Remove the ${which}.`,
          response: { 200: organizationOwnerResponseSchema, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: which === 'logo' ? OrganizationMessages.logoRemoved : OrganizationMessages.coverRemoved,
        data: await removeOrganizationImage(deps(request.log), signedIn(request).id, which),
      }),
    );
  }

  app.get(
    '/organization/me/listings',
    {
      schema: {
        tags,
        security,
        summary: 'Own listings, active or not, newest first.',
        querystring: organizationPageQuerySchema,
        response: { 200: listingListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.listingsLoaded,
      ...(await getOwnListings(deps(request.log), signedIn(request).id, request.query)),
    }),
  );

  app.post(
    '/organization/me/listings',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a listing: multipart fields title, description, price_cents, active and an optional file `photo`.',
        consumes: ['multipart/form-data'],
        response: { 201: listingResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const files = await upload(request, 'photo', IMAGE_SIZES.listing);
      const data = await createListing(deps(request.log), signedIn(request).id, files);
      return reply.code(201).send({ status: 'success' as const, message: OrganizationMessages.listingCreated, data });
    },
  );

  app.patch(
    '/organization/me/listings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update a listing (JSON: title, description, price_cents, active).',
        params: idParamsSchema,
        body: updateListingBodySchema,
        response: { 200: listingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.listingUpdated,
      data: await updateListing(deps(request.log), signedIn(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/organization/me/listings/:id/photo',
    {
      schema: {
        tags,
        security,
        summary: "Replace a listing's photo: multipart, one image in the file field `photo`.",
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: listingResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const files = await upload(request, 'photo', IMAGE_SIZES.listing);
      return {
        status: 'success' as const,
        message: OrganizationMessages.photoUpdated,
        data: await setListingPhoto(deps(request.log), signedIn(request).id, request.params.id, files),
      };
    },
  );

  app.delete(
    '/organization/me/listings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a listing (its photo files go after the commit).',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteListing(deps(request.log), signedIn(request).id, request.params.id);
      return {
        status: 'success' as const,
        message: OrganizationMessages.listingDeleted,
        data: { _id: request.params.id, id: request.params.id },
      };
    },
  );

  app.get(
    '/organization/me/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Neighbours who follow the organization or showed interest in its listings, newest first.',
        querystring: organizationPageQuerySchema,
        response: { 200: customerListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.customersLoaded,
      ...(await getCustomers(deps(request.log), signedIn(request).id, request.query)),
    }),
  );

  app.get(
    '/organization/me/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'Notifications, newest first; metadata.unread_count.',
        querystring: organizationPageQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.notificationsLoaded,
      ...(await getNotifications(deps(request.log), signedIn(request).id, request.query)),
    }),
  );

  app.patch(
    '/organization/me/notifications/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a notification read.',
        params: idParamsSchema,
        response: { 200: notificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.notificationRead,
      data: await readOwnNotification(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.post(
    '/organization/me/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark every notification read.',
        response: { 200: readAllResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.allRead,
      data: { updated: await readAllOwnNotifications(deps(request.log), signedIn(request).id) },
    }),
  );
}
