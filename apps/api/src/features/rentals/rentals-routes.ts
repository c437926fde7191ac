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
  cancelRequest,
  completeRequest,
  createRentalRequestFromJson,
  createRentalRequestFromUpload,
  getRentalRequest,
  getRentalRequests,
} from './rentals-service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };
const PHOTO_SIZES = { displaySize: 1200, thumbnailSize: 400 };

/** The rentals board (contract: rentals.ts). Neighbours only: an organization gets 404. */
export async function rentalsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireNeighbour = async (request: FastifyRequest) => {
    if (request.user?.accountType !== 'user') throw AppError.notFound();
  };
  const common = { onRequest: [app.requireAuth, requireNeighbour] };
  const tags = ['rentals'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyInstance['log']) => rentalsDeps(app, log);
  registerRentalMatching(app.jobs, { db: app.database.db, clock: app.clock, notifications: app.notifications });

  app.get(
    '/rentals/requests',
    {
      ...common,
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
      ...(await getRentalRequests(deps(request.log), request.user!.id, request.query)),
    }),
  );

  app.get(
    '/rentals/requests/:id',
    {
      ...common,
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
      data: await getRentalRequest(deps(request.log), request.user!.id, request.params.id),
    }),
  );

  app.post(
    '/rentals/requests',
    {
      ...common,
      schema: {
        tags,
        security,
        summary:
          'Ask to borrow something: multipart (itemName, description, duration, optional file `image`) or JSON (itemName, description, duration, optional imageUrl of media stored here).',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: rentalRequestResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const requesterDeps = deps(request.log);
      let data;
      if (request.isMultipart()) {
        const upload = await readMultipart(request, {
          storage: app.mediaStorage,
          limits: imageLimitsFrom(app.config),
          maxFiles: 1,
          fileField: 'image',
          ...PHOTO_SIZES,
        });
        data = await createRentalRequestFromUpload(requesterDeps, request.user!.id, upload);
      } else {
        data = await createRentalRequestFromJson(requesterDeps, request.user!.id, request.body);
      }
      return reply.code(201).send({ status: 'success' as const, message: RentalMessages.requestCreated, data });
    },
  );

  app.post(
    '/rentals/requests/:id/accept',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'Lend the item: open → accepted (409 when no longer open; the requester gets 404).',
        params: rentalIdParamsSchema,
        response: { 200: rentalRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: RentalMessages.requestAccepted,
      data: await acceptRequest(deps(request.log), request.user!.id, request.params.id),
    }),
  );

  app.post(
    '/rentals/requests/:id/complete',
    {
      ...common,
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
      data: await completeRequest(deps(request.log), request.user!.id, request.params.id),
    }),
  );

  app.delete(
    '/rentals/requests/:id',
    {
      ...common,
      schema: {
        tags,
        security,
        summary: 'The requester cancels an open request (409 once accepted).',
        params: rentalIdParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelRequest(deps(request.log), request.user!.id, request.params.id);
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
      ...common,
      schema: {
        tags,
        security,
        summary: 'Own keywords, newest first.',
        response: { 200: rentalKeywordListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await getKeywords(deps(request.log), request.user!.id);
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
      ...common,
      schema: {
        tags,
        security,
        summary: 'Add a keyword: 201 new, 200 with the existing one for a case-insensitive duplicate.',
        body: rentalKeywordBodySchema,
        response: { 200: rentalKeywordResponseSchema, 201: rentalKeywordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { keyword, created } = await addKeyword(deps(request.log), request.user!.id, request.body.keyword);
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
      ...common,
      schema: {
        tags,
        security,
        summary: 'Remove a keyword.',
        params: rentalIdParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeKeyword(deps(request.log), request.user!.id, request.params.id);
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
