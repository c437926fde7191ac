import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  OrganizationMessages,
  organizationUpdateListQuerySchema,
  organizationUpdateListResponseSchema,
  OrganizationUpdateLimits,
  OrganizationUpdateMessages,
  organizationUpdateResponseSchema,
  updatesSeenBodySchema,
  updatesSeenResponseSchema,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { signedIn } from '../../plugins/authenticate.js';
import {
  getOwnUpdates,
  publishUpdate,
  recordSeen,
  removeUpdate,
  type OrganizationUpdatesDeps,
} from './organization-updates-service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** Organization updates (issue 19, decision 0029). */
export async function organizationUpdatesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['organization updates'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyInstance['log']): OrganizationUpdatesDeps => ({
    db: app.database.db,
    clock: app.clock,
    storage: app.mediaStorage,
    urlFor: (key) => app.mediaStorage.urlFor(key),
    notifications: app.notifications,
    log,
    perDay: app.config.ORGANIZATION_UPDATES_PER_DAY,
  });
  const requireOrganization = async (request: FastifyRequest) => {
    if (request.user?.accountType !== 'organization')
      throw AppError.notFound(OrganizationMessages.organizationNotFound);
  };

  app.get(
    '/organization/me/updates',
    {
      onRequest: requireOrganization,
      schema: {
        tags,
        security,
        summary: "Org-only: the organization's updates, newest first, with reach (seen, reacted, commented).",
        querystring: organizationUpdateListQuerySchema,
        response: { 200: organizationUpdateListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationUpdateMessages.updatesLoaded,
      ...(await getOwnUpdates(deps(request.log), signedIn(request).id, request.query)),
    }),
  );

  app.post(
    '/organization/me/updates',
    {
      onRequest: requireOrganization,
      schema: {
        tags,
        security,
        summary: `Org-only: publish an update: multipart \`text\`, optional \`offer_ends_at\` and up to ${OrganizationUpdateLimits.imagesPerUpdate} repeated \`media\` images (a daily limit: 429).`,
        consumes: ['multipart/form-data'],
        response: {
          201: organizationUpdateResponseSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const upload = await readMultipart(request, {
        storage: app.mediaStorage,
        limits: imageLimitsFrom(app.config),
        maxFiles: OrganizationUpdateLimits.imagesPerUpdate,
        fileField: 'media',
      });
      const update = await publishUpdate(deps(request.log), signedIn(request).id, upload);
      return reply
        .code(201)
        .send({ status: 'success', message: OrganizationUpdateMessages.updatePublished, data: update });
    },
  );

  app.delete(
    '/organization/me/updates/:id',
    {
      onRequest: requireOrganization,
      schema: {
        tags,
        security,
        summary: 'Org-only: delete one of its updates.',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationUpdateMessages.updateDeleted,
      data: await removeUpdate(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  app.post(
    '/organization/updates/seen',
    {
      schema: {
        tags,
        security,
        summary: 'The organization updates the app showed the caller (counts reach; idempotent).',
        body: updatesSeenBodySchema,
        response: { 200: updatesSeenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: OrganizationUpdateMessages.seenRecorded,
      data: await recordSeen(deps(request.log), signedIn(request).id, request.body.ids),
    }),
  );
}
