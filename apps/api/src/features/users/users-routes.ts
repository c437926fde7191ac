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
import { signedIn } from '../../plugins/authenticate.js';

const updateLocationResponseSchema = successEnvelope(updateLocationDataSchema);

export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/users/profile/me',
    {
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
      data: await getOwnProfile(app.database.db, (key) => app.mediaStorage.urlFor(key), signedIn(request).id),
    }),
  );

  app.patch(
    '/users/profile/update-location',
    {
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
        location: await updateOwnLocation(app.database.db, signedIn(request).id, app.clock.now(), request.body),
      },
    }),
  );
}
