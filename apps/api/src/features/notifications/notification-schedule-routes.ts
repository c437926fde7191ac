import * as apiRoutes from '@ourhood/contract/route-table';
import { ok } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotificationScheduleMessages } from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { getSchedule, scheduleDeps, updateSchedule } from './notification-schedule-service.js';
import { ServerMessages } from '../../lib/i18n/server-messages.js';

/** Quiet hours, time zone and digest (contract: notification-schedule.ts). */
export async function notificationScheduleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['profile']);
  const deps = scheduleDeps(app);

  serve(
    apiRoutes.getNotificationSchedule,
    { summary: 'Quiet hours (held e-mails), time zone and e-mail digest of the caller.' },
    async (request) => ok(ServerMessages.notificationSchedule, await getSchedule(deps, signedIn(request).id)),
  );

  serve(
    apiRoutes.updateNotificationSchedule,
    { summary: 'Change any subset of quiet hours, time zone and digest; answers the whole schedule.' },
    async (request) =>
      ok(NotificationScheduleMessages.saved, await updateSchedule(deps, signedIn(request).id, request.body)),
  );
}
