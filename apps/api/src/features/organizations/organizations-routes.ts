import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParamsSchema,
  listingListResponseSchema,
  listingResponseSchema,
  organizationDirectoryQuerySchema,
  organizationListResponseSchema,
  OrganizationMessages,
  organizationPageQuerySchema,
  organizationResponseSchema,
} from '@ourhood/contract';
import { getPublicListings, setInterest } from './listings-service.js';
import { organizationsDeps } from './organizations-deps.js';
import { getDirectory } from './directory-service.js';
import { getOrganization } from './organizations-service.js';
import { signedIn } from '../../plugins/authenticate.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Routes every signed-in user may call: the directory, organization pages and interest. */
export async function organizationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['organizations'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyInstance['log']) => organizationsDeps(app, log);

  app.get(
    '/organization/all',
    {
      schema: {
        tags,
        security,
        summary: 'Organizations directory: typo-tolerant search, or nearest first for the caller.',
        querystring: organizationDirectoryQuerySchema,
        response: { 200: organizationListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.directoryLoaded,
      ...(await getDirectory(deps(request.log), signedIn(request), request.query)),
    }),
  );

  app.get(
    '/organization/:id',
    {
      schema: {
        tags,
        security,
        summary: "An organization's public page (private contact fields are '').",
        params: idParamsSchema,
        response: { 200: organizationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.organizationLoaded,
      data: await getOrganization(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.get(
    '/organization/:id/listings',
    {
      schema: {
        tags,
        security,
        summary: "An organization's active listings, newest first.",
        params: idParamsSchema,
        querystring: organizationPageQuerySchema,
        response: { 200: listingListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationMessages.listingsLoaded,
      ...(await getPublicListings(deps(request.log), signedIn(request).id, request.params.id, request.query)),
    }),
  );

  for (const [method, interested] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/organization/listings/:id/interest',
      schema: {
        tags,
        security,
        summary: interested ? "I'm interested in a listing (idempotent)." : 'Withdraw interest (idempotent).',
        params: idParamsSchema,
        response: { 200: listingResponseSchema, ...errors },
      },
      handler: async (request) => ({
        status: 'success' as const,
        message: interested ? OrganizationMessages.interested : OrganizationMessages.notInterested,
        data: await setInterest(deps(request.log), signedIn(request).id, request.params.id, interested),
      }),
    });
  }
}
