import * as apiRoutes from '@ourhood/contract/route-table';
import { ok, okPage } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MarketplaceLimits, MarketplaceMessages } from '@ourhood/contract';
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

const PHOTO_SIZES = { displaySize: 1200, thumbnailSize: 400 };

/** The neighbour marketplace (contract: marketplace.ts). Neighbours only: an organization gets 404. */
export async function marketplaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['marketplace']);
  const deps = (log: FastifyInstance['log']) => marketplaceDeps(app, log);
  registerMarketplaceMatching(app.jobs, { db: app.database.db, clock: app.clock, notifications: app.notifications });

  serve(
    apiRoutes.getMarketplaceConfig,
    { summary: "The installation's currency and the marketplace's limits.", errors: [409] },
    async (request) => ok(MarketplaceMessages.configLoaded, getConfig(deps(request.log))),
  );

  serve(
    apiRoutes.listMarketplaceItems,
    {
      summary:
        "Available and reserved items of the caller's city with the organizations' active listings, newest first; category, free, price range and search filters.",
      errors: [409],
    },
    async (request) =>
      okPage(
        MarketplaceMessages.itemsLoaded,
        await browseItems(deps(request.log), signedIn(request).id, request.query),
      ),
  );

  serve(
    apiRoutes.createMarketplaceItem,
    {
      summary: `List an item: multipart (title, description, category, condition, price in major units, 0 for free; up to ${MarketplaceLimits.maxPhotos} files \`photos\`) or JSON without photos. At most ${MarketplaceLimits.itemsPerDay} a day per neighbour (429).`,
      errors: [409, 413, 415, 429],
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
      return reply.code(201).send(ok(MarketplaceMessages.itemCreated, data));
    },
  );

  serve(
    apiRoutes.getMarketplaceItem,
    { summary: 'One item; the seller also sees who is interested.', errors: [409] },
    async (request) =>
      ok(MarketplaceMessages.itemLoaded, await getItem(deps(request.log), signedIn(request).id, request.params.id)),
  );

  serve(
    apiRoutes.updateMarketplaceItem,
    {
      summary:
        "The seller edits an available or reserved item (409 once sold or withdrawn); `status: 'available'` releases a reservation.",
      errors: [409],
    },
    async (request) =>
      ok(
        MarketplaceMessages.itemUpdated,
        await editItem(deps(request.log), signedIn(request).id, request.params.id, request.body),
      ),
  );

  serve(
    apiRoutes.withdrawMarketplaceItem,
    { summary: 'The seller withdraws an available or reserved item (409 otherwise).', errors: [409] },
    async (request) => {
      await withdrawItem(deps(request.log), signedIn(request).id, request.params.id);
      return ok(MarketplaceMessages.itemWithdrawn, { _id: request.params.id, id: request.params.id });
    },
  );

  serve(
    apiRoutes.marketplaceInterest,
    {
      summary:
        "'I'm interested': 201 recorded and the seller notified, 200 when already recorded; 409 for one's own or an unavailable item; 429 beyond the daily limit.",
      errors: [409, 429],
    },
    async (request, reply) => {
      const data = await expressInterest(deps(request.log), signedIn(request).id, request.params.id);
      return reply
        .code(data.created ? 201 : 200)
        .send(ok(data.created ? MarketplaceMessages.interestRecorded : MarketplaceMessages.interestExists, data));
    },
  );

  serve(
    apiRoutes.reserveMarketplaceItem,
    {
      summary:
        'The seller reserves an available item for a neighbour who said they are interested (`buyer_id`; anyone else 400); the buyer is notified. 409 unless available.',
      errors: [409],
    },
    async (request) =>
      ok(
        MarketplaceMessages.itemReserved,
        await reserveItem(deps(request.log), signedIn(request).id, request.params.id, request.body.buyer_id),
      ),
  );

  serve(
    apiRoutes.markMarketplaceItemSold,
    { summary: 'The seller marks a reserved item sold (409 otherwise).', errors: [409] },
    async (request) =>
      ok(MarketplaceMessages.itemSold, await markSold(deps(request.log), signedIn(request).id, request.params.id)),
  );

  serve(apiRoutes.saveMarketplaceItem, { summary: 'Save an item (idempotent).', errors: [409] }, async (request) =>
    ok(MarketplaceMessages.saved, await setSaved(deps(request.log), signedIn(request).id, request.params.id, true)),
  );

  serve(
    apiRoutes.unsaveMarketplaceItem,
    { summary: 'Remove an item from saved (idempotent).', errors: [409] },
    async (request) =>
      ok(
        MarketplaceMessages.unsaved,
        await setSaved(deps(request.log), signedIn(request).id, request.params.id, false),
      ),
  );

  serve(
    apiRoutes.listSavedMarketplaceItems,
    { summary: "The caller's saved items, latest saved first.", errors: [409] },
    async (request) =>
      okPage(MarketplaceMessages.savedLoaded, await savedItems(deps(request.log), signedIn(request).id, request.query)),
  );

  serve(
    apiRoutes.listMyMarketplaceItems,
    { summary: "The caller's own items in every status, newest first.", errors: [409] },
    async (request) =>
      okPage(MarketplaceMessages.mineLoaded, await myItems(deps(request.log), signedIn(request).id, request.query)),
  );
}
