import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, profileMeResponseSchema } from '@ourhood/contract';
import { getOwnProfile } from './users-service.js';

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
      data: await getOwnProfile(app.database.db, request.user!.id),
    }),
  );
}
