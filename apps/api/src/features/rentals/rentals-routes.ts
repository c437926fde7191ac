import * as apiRoutes from '@ourhood/contract/route-table';
import { ok, okPage } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageMetadata, RentalMessages } from '@ourhood/contract';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { addKeyword, getKeywords, removeKeyword } from './keywords-service.js';
import { registerRentalMatching } from './rental-matching.js';
import { rentalsDeps } from './rentals-deps.js';
import {
  acceptRequest,
  assertMayPostRequest,
  cancelRequest,
  completeRequest,
  confirmLender,
  createRentalRequestFromJson,
  declineOffer,
  createRentalRequestFromUpload,
  getRentalRequest,
  getRentalRequests,
} from './rentals-service.js';
import { signedIn } from '../../plugins/authenticate.js';

const PHOTO_SIZES = { displaySize: 1200, thumbnailSize: 400 };

/** The rentals board (contract: rentals.ts). Neighbours only: an organization gets 404. */
export async function rentalsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['rentals']);
  const deps = (log: FastifyInstance['log']) => rentalsDeps(app, log);
  registerRentalMatching(app.jobs, { db: app.database.db, clock: app.clock, notifications: app.notifications });

  serve(
    apiRoutes.listRentalRequests,
    {
      summary: "Requests in the caller's city and their own, newest first; search, status and role filters.",
      errors: [409],
    },
    async (request) =>
      okPage(
        RentalMessages.requestsLoaded,
        await getRentalRequests(deps(request.log), signedIn(request).id, request.query),
      ),
  );

  serve(apiRoutes.getRentalRequest, { summary: 'One request.', errors: [409] }, async (request) =>
    ok(
      RentalMessages.requestLoaded,
      await getRentalRequest(deps(request.log), signedIn(request).id, request.params.id),
    ),
  );

  serve(
    apiRoutes.createRentalRequest,
    {
      summary:
        'Ask to borrow something: multipart (itemName, description, duration, optional file `image`) or JSON (itemName, description, duration, optional imageUrl of media stored here). At most 10 a day per neighbour (429 with Retry-After).',
      errors: [409, 413, 415, 429],
    },
    async (request, reply) => {
      const requesterDeps = deps(request.log);
      let data;
      if (request.isMultipart()) {
        // Over the daily cap: refused before any photo is read and re-encoded.
        await assertMayPostRequest(requesterDeps, signedIn(request).id);
        const upload = await readMultipart(request, {
          storage: app.mediaStorage,
          limits: imageLimitsFrom(app.config),
          maxFiles: 1,
          fileField: 'image',
          ...PHOTO_SIZES,
        });
        data = await createRentalRequestFromUpload(requesterDeps, signedIn(request).id, upload);
      } else {
        data = await createRentalRequestFromJson(requesterDeps, signedIn(request).id, request.body);
      }
      return reply.code(201).send(ok(RentalMessages.requestCreated, data));
    },
  );

  serve(
    apiRoutes.acceptRentalRequest,
    {
      summary:
        'Offer to lend the item: open → accepted (409 when no longer open, or when the caller already lends 3 items; the requester gets 404).',
      errors: [409],
    },
    async (request) =>
      ok(
        RentalMessages.requestAccepted,
        await acceptRequest(deps(request.log), signedIn(request).id, request.params.id),
      ),
  );

  serve(
    apiRoutes.confirmRentalRequest,
    {
      summary:
        'The requester confirms the lender of an accepted request; contact details are shown from then on (409 when there is no offer waiting).',
      errors: [409],
    },
    async (request) =>
      ok(
        RentalMessages.requestConfirmed,
        await confirmLender(deps(request.log), signedIn(request).id, request.params.id),
      ),
  );

  serve(
    apiRoutes.declineRentalRequest,
    {
      summary:
        'The requester declines an unconfirmed offer: accepted → open, the lender is told (409 when there is no offer waiting).',
      errors: [409],
    },
    async (request) =>
      ok(RentalMessages.offerDeclined, await declineOffer(deps(request.log), signedIn(request).id, request.params.id)),
  );

  serve(
    apiRoutes.completeRentalRequest,
    { summary: 'The requester marks an accepted request completed (409 otherwise).', errors: [409] },
    async (request) =>
      ok(
        RentalMessages.requestCompleted,
        await completeRequest(deps(request.log), signedIn(request).id, request.params.id),
      ),
  );

  serve(
    apiRoutes.cancelRentalRequest,
    { summary: 'The requester cancels an open request (409 once accepted).', errors: [409] },
    async (request) => {
      await cancelRequest(deps(request.log), signedIn(request).id, request.params.id);
      return ok(RentalMessages.requestCancelled, { _id: request.params.id, id: request.params.id });
    },
  );

  serve(apiRoutes.listRentalKeywords, { summary: 'Own keywords, newest first.', errors: [409] }, async (request) => {
    const data = await getKeywords(deps(request.log), signedIn(request).id);
    return okPage(RentalMessages.keywordsLoaded, { data: data, metadata: pageMetadataOf(data.length) });
  });

  serve(
    apiRoutes.addRentalKeyword,
    { summary: 'Add a keyword: 201 new, 200 with the existing one for a case-insensitive duplicate.', errors: [409] },
    async (request, reply) => {
      const { keyword, created } = await addKeyword(deps(request.log), signedIn(request).id, request.body.keyword);
      return reply
        .code(created ? 201 : 200)
        .send(ok(created ? RentalMessages.keywordAdded : RentalMessages.keywordExists, keyword));
    },
  );

  serve(apiRoutes.removeRentalKeyword, { summary: 'Remove a keyword.', errors: [409] }, async (request) => {
    await removeKeyword(deps(request.log), signedIn(request).id, request.params.id);
    return ok(RentalMessages.keywordDeleted, { _id: request.params.id, id: request.params.id });
  });
}

/** The keyword list is whole: one page holding everything. */
function pageMetadataOf(count: number) {
  return pageMetadata(1, Math.max(count, 1), count);
}
