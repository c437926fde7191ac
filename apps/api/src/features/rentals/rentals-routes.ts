import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedResponseSchema,
  errorEnvelopeSchema,
  pageMetadata,
  RentalMessages,
  rentalIdParamsSchema,
  rentalKeywordBodySchema,
  rentalKeywordListResponseSchema,
  rentalKeywordResponseSchema,
  rentalRequestListResponseSchema,
  rentalRequestQuerySchema,
  rentalRequestResponseSchema,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
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

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const PHOTO_SIZES = { displaySize: 1200, thumbnailSize: 400 };

/** The rentals board (contract: rentals.ts). Neighbours only: an organization gets 404. */
export async function rentalsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireNeighbour = async (request: FastifyRequest) => {
    if (request.user?.accountType !== 'user') throw AppError.notFound();
  };
  app.addHook('onRequest', app.requireAuth);
  app.addHook('onRequest', requireNeighbour);
  const tags = ['rentals'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyInstance['log']) => rentalsDeps(app, log);
  registerRentalMatching(app.jobs, { db: app.database.db, clock: app.clock, notifications: app.notifications });

  app.get(
    '/rentals/requests',
    {
      schema: {
        tags,
        security,
        summary: "Requests in the caller's city and their own, newest first; search, status and role filters.",
        querystring: rentalRequestQuerySchema,
        response: { 200: rentalRequestListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: RentalMessages.requestsLoaded,
      ...(await getRentalRequests(deps(request.log), signedIn(request).id, request.query)),
    }),
  );

  app.get(
    '/rentals/requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One request.',
        params: rentalIdParamsSchema,
        response: { 200: rentalRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: RentalMessages.requestLoaded,
      data: await getRentalRequest(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.post(
    '/rentals/requests',
    {
      schema: {
        tags,
        security,
        summary:
          'Ask to borrow something: multipart (itemName, description, duration, optional file `image`) or JSON (itemName, description, duration, optional imageUrl of media stored here). At most 10 a day per neighbour (429 with Retry-After).',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: rentalRequestResponseSchema, ...uploadErrors },
      },
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
      return reply.code(201).send({ status: 'success' as const, message: RentalMessages.requestCreated, data });
    },
  );

  app.post(
    '/rentals/requests/:id/accept',
    {
      schema: {
        tags,
        security,
        summary:
          'Offer to lend the item: open → accepted (409 when no longer open, or when the caller already lends 3 items; the requester gets 404).',
        params: rentalIdParamsSchema,
        response: { 200: rentalRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: RentalMessages.requestAccepted,
      data: await acceptRequest(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.post(
    '/rentals/requests/:id/confirm',
    {
      schema: {
        tags,
        security,
        summary:
          'The requester confirms the lender of an accepted request; contact details are shown from then on (409 when there is no offer waiting).',
        params: rentalIdParamsSchema,
        response: { 200: rentalRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: RentalMessages.requestConfirmed,
      data: await confirmLender(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.post(
    '/rentals/requests/:id/decline',
    {
      schema: {
        tags,
        security,
        summary:
          'The requester declines an unconfirmed offer: accepted → open, the lender is told (409 when there is no offer waiting).',
        params: rentalIdParamsSchema,
        response: { 200: rentalRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: RentalMessages.offerDeclined,
      data: await declineOffer(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.post(
    '/rentals/requests/:id/complete',
    {
      schema: {
        tags,
        security,
        summary: 'The requester marks an accepted request completed (409 otherwise).',
        params: rentalIdParamsSchema,
        response: { 200: rentalRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: RentalMessages.requestCompleted,
      data: await completeRequest(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.delete(
    '/rentals/requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The requester cancels an open request (409 once accepted).',
        params: rentalIdParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelRequest(deps(request.log), signedIn(request).id, request.params.id);
      return {
        status: 'success' as const,
        message: RentalMessages.requestCancelled,
        data: { _id: request.params.id, id: request.params.id },
      };
    },
  );

  app.get(
    '/rentals/keywords',
    {
      schema: {
        tags,
        security,
        summary: 'Own keywords, newest first.',
        response: { 200: rentalKeywordListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await getKeywords(deps(request.log), signedIn(request).id);
      return {
        status: 'success' as const,
        message: RentalMessages.keywordsLoaded,
        data,
        metadata: pageMetadataOf(data.length),
      };
    },
  );

  app.post(
    '/rentals/keywords',
    {
      schema: {
        tags,
        security,
        summary: 'Add a keyword: 201 new, 200 with the existing one for a case-insensitive duplicate.',
        body: rentalKeywordBodySchema,
        response: { 200: rentalKeywordResponseSchema, 201: rentalKeywordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { keyword, created } = await addKeyword(deps(request.log), signedIn(request).id, request.body.keyword);
      return reply.code(created ? 201 : 200).send({
        status: 'success' as const,
        message: created ? RentalMessages.keywordAdded : RentalMessages.keywordExists,
        data: keyword,
      });
    },
  );

  app.delete(
    '/rentals/keywords/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a keyword.',
        params: rentalIdParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeKeyword(deps(request.log), signedIn(request).id, request.params.id);
      return {
        status: 'success' as const,
        message: RentalMessages.keywordDeleted,
        data: { _id: request.params.id, id: request.params.id },
      };
    },
  );
}

/** The keyword list is whole: one page holding everything. */
function pageMetadataOf(count: number) {
  return pageMetadata(1, Math.max(count, 1), count);
}
