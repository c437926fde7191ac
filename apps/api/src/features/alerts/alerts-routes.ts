import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AlertMessages,
  alertListQuerySchema,
  alertListResponseSchema,
  alertResponseSchema,
  deletedResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
} from '@ourhood/contract';
import { imageLimitsFrom, readJsonOrMultipart } from '../../lib/images/index.js';
import { ok } from '../../lib/success.js';
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

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const createErrors = {
  ...errors,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** Community alerts (issue 17, decision 0020). */
export async function alertsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  registerAlertFanOut(app.jobs, {
    db: app.database.db,
    clock: app.clock,
    notifications: app.notifications,
    jobs: app.jobs,
  });
  const tags = ['alerts'];
  const security = [{ bearerAuth: [] }];
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

  app.get(
    '/alerts',
    {
      schema: {
        tags,
        security,
        summary:
          "Active alerts for the caller's area (their suburb's and their city's city-wide ones), urgent first, then newest; plus the caller's pending ones.",
        querystring: alertListQuerySchema,
        response: { 200: alertListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, metadata } = await listAlertsFor(deps(request.log), signedIn(request), request.query);
      return { status: 'success' as const, message: AlertMessages.alertsLoaded, data, metadata };
    },
  );

  app.post(
    '/alerts',
    {
      schema: {
        tags,
        security,
        summary:
          'Post an alert (neighbours with a location): multipart (category, title, details, area, expires_in_hours, urgent, optional file `photo`) or JSON. 3 a day (429); urgent needs an account 7 days old (409); a city-wide urgent alert waits for a moderator.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: alertResponseSchema, ...createErrors },
      },
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

  app.get(
    '/alerts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One alert (404 when removed, hidden, pending for others, or across a block).',
        params: idParamsSchema,
        response: { 200: alertResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(AlertMessages.alertLoaded, await getAlert(deps(request.log), signedIn(request), request.params.id)),
  );

  app.post(
    '/alerts/:id/resolve',
    {
      schema: {
        tags,
        security,
        summary: 'The author, a moderator or an admin marks the alert resolved.',
        params: idParamsSchema,
        response: { 200: alertResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(AlertMessages.alertResolved, await resolveAlert(deps(request.log), signedIn(request), request.params.id)),
  );

  app.delete(
    '/alerts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The author, a moderator or an admin removes the alert.',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await removeAlert(deps(request.log), signedIn(request), id);
      return ok(AlertMessages.alertRemoved, { _id: id, id });
    },
  );
}
