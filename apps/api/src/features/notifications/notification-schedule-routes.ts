import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  NotificationScheduleMessages,
  notificationScheduleResponseSchema,
  updateNotificationScheduleBodySchema,
} from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { getSchedule, scheduleDeps, updateSchedule } from './notification-schedule-service.js';

/** Quiet hours, time zone and digest (contract: notification-schedule.ts). */
export async function notificationScheduleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['profile'];
  const security = [{ bearerAuth: [] }];
  const deps = scheduleDeps(app);

  app.get(
    '/users/profile/notification-schedule',
    {
      schema: {
        tags,
        security,
        summary: 'Quiet hours (held e-mails), time zone and e-mail digest of the caller.',
        response: { 200: notificationScheduleResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Notification schedule',
      data: await getSchedule(deps, signedIn(request).id),
    }),
  );

  app.put(
    '/users/profile/notification-schedule',
    {
      schema: {
        tags,
        security,
        summary: 'Change any subset of quiet hours, time zone and digest; answers the whole schedule.',
        body: updateNotificationScheduleBodySchema,
        response: { 200: notificationScheduleResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: NotificationScheduleMessages.saved,
      data: await updateSchedule(deps, signedIn(request).id, request.body),
    }),
  );
}
