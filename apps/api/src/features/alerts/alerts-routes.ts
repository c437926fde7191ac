import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlertMessages } from '@ourhood/contract';
import { imageLimitsFrom, readJsonOrMultipart } from '../../lib/images/index.js';
import { ok, okPage } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { registerAlertFanOut } from './alert-fanout.js';
import {
  assertMayPostAlert,
  createAlert,
  getAlert,
  listAlertsFor,
  removeAlert,
  resolveAlert,
  type AlertsDeps,
} from './alerts-service.js';

/** Community alerts (issue 17, decision 0020). */
export async function alertsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAlertFanOut(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    notifications: app.notifications,
    jobs: app.jobs,
  });
  const serve = routeServer(app, ['alerts']);
  const deps = (log: FastifyBaseLogger): AlertsDeps => ({
    db: app.database.db,
    storage: app.mediaStorage,
    log,
    clock: app.clock,
    jobs: app.jobs,
    urgentMinAccountDays: app.config.ALERT_URGENT_MIN_ACCOUNT_DAYS,
  });
  const readForm = (request: FastifyRequest) =>
    readJsonOrMultipart(request, {
      storage: app.mediaStorage,
      limits: imageLimitsFrom(app.config),
      maxFiles: 1,
      fileField: 'photo',
    });

  serve(
    apiRoutes.listAlerts,
    {
      summary:
        "Active alerts for the caller's area (their suburb's and their city's city-wide ones), urgent first, then newest; plus the caller's pending ones.",
    },
    async (request) => {
      const { data, metadata } = await listAlertsFor(deps(request.log), signedIn(request), request.query);
      return okPage(AlertMessages.alertsLoaded, { data, metadata });
    },
  );

  serve(
    apiRoutes.createAlert,
    {
      summary:
        'Post an alert (neighbours with a location): multipart (category, title, details, area, expires_in_hours, urgent, optional file `photo`) or JSON. 3 a day (429); urgent needs an account 7 days old (409); a city-wide urgent alert waits for a moderator.',
      errors: [409, 413, 415, 429],
    },
    async (request, reply) => {
      const alertDeps = deps(request.log);
      const user = signedIn(request);
      // Refused before a photo is read and re-encoded.
      await assertMayPostAlert(alertDeps, user);
      const { fields, upload } = await readForm(request);
      const { alert, pending } = await createAlert(alertDeps, user, fields, upload);
      return reply.code(201).send(ok(pending ? AlertMessages.alertPending : AlertMessages.alertCreated, alert));
    },
  );

  serve(
    apiRoutes.getAlert,
    { summary: 'One alert (404 when removed, hidden, pending for others, or across a block).' },
    async (request) =>
      ok(AlertMessages.alertLoaded, await getAlert(deps(request.log), signedIn(request), request.params.id)),
  );

  serve(
    apiRoutes.resolveAlert,
    { summary: 'The author, a moderator or an admin marks the alert resolved.' },
    async (request) =>
      ok(AlertMessages.alertResolved, await resolveAlert(deps(request.log), signedIn(request), request.params.id)),
  );

  serve(
    apiRoutes.removeAlert,
    { summary: 'The author, a moderator or an admin removes the alert.' },
    async (request) => {
      const { id } = request.params;
      await removeAlert(deps(request.log), signedIn(request), id);
      return ok(AlertMessages.alertRemoved, { _id: id, id });
    },
  );
}
