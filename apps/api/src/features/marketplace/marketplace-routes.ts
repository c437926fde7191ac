import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedResponseSchema,
  errorEnvelopeSchema,
  MarketplaceLimits,
  MarketplaceMessages,
  marketplaceConfigResponseSchema,
  marketplaceIdParamsSchema,
  marketplaceInterestResponseSchema,
  marketplaceItemListResponseSchema,
  marketplaceItemQuerySchema,
  marketplaceItemResponseSchema,
  marketplacePageQuerySchema,
  reserveMarketplaceItemBodySchema,
  updateMarketplaceItemBodySchema,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { signedIn } from '../../plugins/authenticate.js';
import { marketplaceDeps } from './marketplace-deps.js';
import { registerMarketplaceMatching } from './marketplace-matching.js';
import {
  assertMayList,
  browseItems,
  createItemFromJson,
  createItemFromUpload,
  editItem,
  expressInterest,
  getConfig,
  getItem,
  markSold,
  myItems,
  reserveItem,
  savedItems,
  setSaved,
  withdrawItem,
} from './marketplace-service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const PHOTO_SIZES = { displaySize: 1200, thumbnailSize: 400 };

/** The neighbour marketplace (contract: marketplace.ts). Neighbours only: an organization gets 404. */
export async function marketplaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireNeighbour = async (request: FastifyRequest) => {
    if (request.user?.accountType !== 'user') throw AppError.notFound();
  };
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', requireNeighbour);
  const tags = ['marketplace'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyInstance['log']) => marketplaceDeps(app, log);
  registerMarketplaceMatching(app.jobs, { db: app.database.db, clock: app.clock, notifications: app.notifications });

  app.get(
    '/marketplace/config',
    {
      schema: {
        tags,
        security,
        summary: "The installation's currency and the marketplace's limits.",
        response: { 200: marketplaceConfigResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.configLoaded,
      data: getConfig(deps(request.log)),
    }),
  );

  app.get(
    '/marketplace/items',
    {
      schema: {
        tags,
        security,
        summary:
          "Available and reserved items of the caller's city with the organizations' active listings, newest first; category, free, price range and search filters.",
        querystring: marketplaceItemQuerySchema,
        response: { 200: marketplaceItemListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.itemsLoaded,
      ...(await browseItems(deps(request.log), signedIn(request).id, request.query)),
    }),
  );

  app.post(
    '/marketplace/items',
    {
      schema: {
        tags,
        security,
        summary: `List an item: multipart (title, description, category, condition, price in major units, 0 for free; up to ${MarketplaceLimits.maxPhotos} files \`photos\`) or JSON without photos. At most ${MarketplaceLimits.itemsPerDay} a day per neighbour (429).`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: marketplaceItemResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const sellerDeps = deps(request.log);
      let data;
      if (request.isMultipart()) {
        await assertMayList(sellerDeps, signedIn(request).id);
        const upload = await readMultipart(request, {
          storage: app.mediaStorage,
          limits: imageLimitsFrom(app.config),
          maxFiles: MarketplaceLimits.maxPhotos,
          fileField: 'photos',
          ...PHOTO_SIZES,
        });
        data = await createItemFromUpload(sellerDeps, signedIn(request).id, upload);
      } else {
        data = await createItemFromJson(sellerDeps, signedIn(request).id, request.body);
      }
      return reply.code(201).send({ status: 'success' as const, message: MarketplaceMessages.itemCreated, data });
    },
  );

  app.get(
    '/marketplace/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One item; the seller also sees who is interested.',
        params: marketplaceIdParamsSchema,
        response: { 200: marketplaceItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.itemLoaded,
      data: await getItem(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.patch(
    '/marketplace/items/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "The seller edits an available or reserved item (409 once sold or withdrawn); `status: 'available'` releases a reservation.",
        params: marketplaceIdParamsSchema,
        body: updateMarketplaceItemBodySchema,
        response: { 200: marketplaceItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.itemUpdated,
      data: await editItem(deps(request.log), signedIn(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/marketplace/items/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The seller withdraws an available or reserved item (409 otherwise).',
        params: marketplaceIdParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await withdrawItem(deps(request.log), signedIn(request).id, request.params.id);
      return {
        status: 'success' as const,
        message: MarketplaceMessages.itemWithdrawn,
        data: { _id: request.params.id, id: request.params.id },
      };
    },
  );

  app.post(
    '/marketplace/items/:id/interest',
    {
      schema: {
        tags,
        security,
        summary:
          "'I'm interested': 201 recorded and the seller notified, 200 when already recorded; 409 for one's own or an unavailable item; 429 beyond the daily limit.",
        params: marketplaceIdParamsSchema,
        response: {
          200: marketplaceInterestResponseSchema,
          201: marketplaceInterestResponseSchema,
          ...errors,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await expressInterest(deps(request.log), signedIn(request).id, request.params.id);
      return reply.code(data.created ? 201 : 200).send({
        status: 'success' as const,
        message: data.created ? MarketplaceMessages.interestRecorded : MarketplaceMessages.interestExists,
        data,
      });
    },
  );

  app.post(
    '/marketplace/items/:id/reserve',
    {
      schema: {
        tags,
        security,
        summary:
          'The seller reserves an available item for a neighbour who said they are interested (`buyer_id`; anyone else 400); the buyer is notified. 409 unless available.',
        params: marketplaceIdParamsSchema,
        body: reserveMarketplaceItemBodySchema,
        response: { 200: marketplaceItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.itemReserved,
      data: await reserveItem(deps(request.log), signedIn(request).id, request.params.id, request.body.buyer_id),
    }),
  );

  app.post(
    '/marketplace/items/:id/sold',
    {
      schema: {
        tags,
        security,
        summary: 'The seller marks a reserved item sold (409 otherwise).',
        params: marketplaceIdParamsSchema,
        response: { 200: marketplaceItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.itemSold,
      data: await markSold(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.put(
    '/marketplace/items/:id/save',
    {
      schema: {
        tags,
        security,
        summary: 'Save an item (idempotent).',
        params: marketplaceIdParamsSchema,
        response: { 200: marketplaceItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.saved,
      data: await setSaved(deps(request.log), signedIn(request).id, request.params.id, true),
    }),
  );

  app.delete(
    '/marketplace/items/:id/save',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an item from saved (idempotent).',
        params: marketplaceIdParamsSchema,
        response: { 200: marketplaceItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.unsaved,
      data: await setSaved(deps(request.log), signedIn(request).id, request.params.id, false),
    }),
  );

  app.get(
    '/marketplace/saved',
    {
      schema: {
        tags,
        security,
        summary: "The caller's saved items, latest saved first.",
        querystring: marketplacePageQuerySchema,
        response: { 200: marketplaceItemListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.savedLoaded,
      ...(await savedItems(deps(request.log), signedIn(request).id, request.query)),
    }),
  );

  app.get(
    '/marketplace/mine',
    {
      schema: {
        tags,
        security,
        summary: "The caller's own items in every status, newest first.",
        querystring: marketplacePageQuerySchema,
        response: { 200: marketplaceItemListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: MarketplaceMessages.mineLoaded,
      ...(await myItems(deps(request.log), signedIn(request).id, request.query)),
    }),
  );
}
