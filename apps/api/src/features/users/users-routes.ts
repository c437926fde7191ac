import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  coordinatesSchema,
  errorEnvelopeSchema,
  LocationUiMessage,
  profileMeResponseSchema,
  successEnvelope,
  updateLocationDataSchema,
} from '@ourhood/contract';
import { getOwnProfile, updateOwnLocation } from './users-service.js';

const updateLocationResponseSchema = successEnvelope(updateLocationDataSchema);

export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/profile/me',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, with e-mail and referral code.',
        security: [{ bearerAuth: [] }],
        response: { 200: profileMeResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Profile loaded',
      data: await getOwnProfile(app.database.db, (key) => app.mediaStorage.urlFor(key), request.user!.id),
    }),
  );

  app.patch(
    '/users/profile/update-location',
    {
      // onRequest: a visitor gets 401 before the body is validated.
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
        summary: "Set one's area from the browser's coordinates (resolved offline; coordinates are never returned).",
        security: [{ bearerAuth: [] }],
        body: coordinatesSchema,
        response: { 200: updateLocationResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: LocationUiMessage.UPDATED,
      data: {
        location: await updateOwnLocation(app.database.db, request.user!.id, app.clock.now(), request.body),
      },
    }),
  );
}
