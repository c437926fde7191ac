import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedUrlResponseSchema,
  calendarTokenParamsSchema,
  deletedResponseSchema,
  errorEnvelopeSchema,
  eventAttendeesResponseSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  EventMessages,
  eventResponseSchema,
  idParamsSchema,
  rsvpBodySchema,
  rsvpResponseSchema,
} from '@ourhood/contract';
import { COVER_IMAGE_SIZES, imageLimitsFrom, readJsonOrMultipart } from '../../lib/images/index.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import {
  answerEvent,
  assertMayCreateEvent,
  cancelEvent,
  createEvent,
  deleteEvent,
  eventIcs,
  getAttendees,
  getEvent,
  getFeedUrl,
  groupFeed,
  listEventsFor,
  organizationFeed,
  personalFeed,
  rotateFeedUrl,
  updateEventDetails,
  type EventsDeps,
} from './events-service.js';
import { registerEventReminders } from './event-reminders.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, 429: errorEnvelopeSchema };
/** Calendar apps poll feeds; a client address may fetch this many feeds a minute. */
const FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

function depsOf(app: FastifyInstance, log: FastifyBaseLogger): EventsDeps {
  return {
    db: app.database.db,
    storage: app.mediaStorage,
    log,
    clock: app.clock,
    notifications: app.notifications,
    publicUrl: app.config.PUBLIC_URL,
    defaultTimeZone: app.config.DEFAULT_TIME_ZONE,
    productName: app.config.PRODUCT_NAME,
  };
}

function sendCalendar(reply: FastifyReply, body: string, filename?: string) {
  reply.type('text/calendar; charset=utf-8');
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

/** Events and the caller's calendar (bearer). */
export async function eventsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  registerEventReminders(app.jobs, { db: app.database.db, clock: app.clock, notifications: app.notifications });
  const tags = ['events'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyBaseLogger) => depsOf(app, log);
  const readForm = (request: FastifyRequest) =>
    readJsonOrMultipart(request, {
      storage: app.mediaStorage,
      limits: imageLimitsFrom(app.config),
      maxFiles: 1,
      fileField: 'cover',
      ...COVER_IMAGE_SIZES,
    });

  app.get(
    '/events',
    {
      schema: {
        tags,
        security,
        summary:
          "Events soonest first: `scope=area` the caller's city, `mine` organized or answered, `group` one group's (`group_id`); `from` (default now) and `to` bound the dates.",
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, metadata } = await listEventsFor(deps(request.log), signedIn(request), request.query);
      return { status: 'success' as const, message: EventMessages.eventsLoaded, data, metadata };
    },
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        security,
        summary:
          'Create an event: JSON, or multipart with a file `cover` (other fields as text, `place` as JSON text). Neighbours (their area, or a group), group members (or admins, per the group) and organizations; at most 20 a day (429).',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: eventResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const eventDeps = deps(request.log);
      const user = signedIn(request);
      await assertMayCreateEvent(eventDeps, user);
      const { fields, upload } = await readForm(request);
      const event = await createEvent(eventDeps, user, fields, upload);
      return reply.code(201).send(ok(EventMessages.eventCreated, event));
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        security,
        summary: "One event, with the caller's answer and friends going (a private group's: 404 from outside).",
        params: idParamsSchema,
        response: { 200: eventResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(EventMessages.eventLoaded, await getEvent(deps(request.log), signedIn(request).id, request.params.id)),
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "The organizer edits any field but visibility and group (JSON, or multipart with a new `cover`); a new time or place notifies 'going' and 'interested'.",
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: { 200: eventResponseSchema, 409: errorEnvelopeSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, upload } = await readForm(request);
      const event = await updateEventDetails(deps(request.log), signedIn(request), request.params.id, fields, upload);
      return ok(EventMessages.eventUpdated, event);
    },
  );

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: "The organizer cancels: the event stays, shown as cancelled; 'going' and 'interested' are notified.",
        params: idParamsSchema,
        response: { 200: eventResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(EventMessages.eventCancelledDone, await cancelEvent(deps(request.log), signedIn(request), request.params.id)),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The organizer deletes the event with its answers.',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deleteEvent(deps(request.log), signedIn(request), id);
      return ok(EventMessages.eventDeleted, { _id: id, id });
    },
  );

  app.post(
    '/events/:id/rsvp',
    {
      schema: {
        tags,
        security,
        summary:
          "Answer going, interested or not going; with a capacity, 'going' beyond it joins the waitlist (`waitlisted`).",
        params: idParamsSchema,
        body: rsvpBodySchema,
        response: { 200: rsvpResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        EventMessages.rsvpSaved,
        await answerEvent(deps(request.log), signedIn(request), request.params.id, request.body.status),
      ),
  );

  app.get(
    '/events/:id/attendees',
    {
      schema: {
        tags,
        security,
        summary:
          'The organizer: everyone who answered (going first, then the waitlist in order, interested, not going).',
        params: idParamsSchema,
        response: { 200: eventAttendeesResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(EventMessages.attendeesLoaded, await getAttendees(deps(request.log), signedIn(request), request.params.id)),
  );

  app.get(
    '/events/:id/ics',
    {
      schema: {
        tags,
        security,
        summary: 'One event as an RFC 5545 calendar file (text/calendar).',
        params: idParamsSchema,
        produces: ['text/calendar'],
        response: errors,
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await eventIcs(deps(request.log), signedIn(request).id, request.params.id), 'event.ics'),
  );

  app.get(
    '/calendar/feed-url',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's personal live calendar feed URL (events they organize, go to or are interested in, and their groups').",
        response: { 200: calendarFeedUrlResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(EventMessages.feedUrlLoaded, { url: await getFeedUrl(deps(request.log), signedIn(request).id) }),
  );

  app.post(
    '/calendar/feed-url/rotate',
    {
      schema: {
        tags,
        security,
        summary: 'A new secret feed URL; the old one stops working at once.',
        response: { 200: calendarFeedUrlResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(EventMessages.feedUrlRotated, { url: await rotateFeedUrl(deps(request.log), signedIn(request).id) }),
  );
}

/** Feeds calendar apps subscribe to: no bearer header (a personal feed's token is its credential). */
export async function calendarFeedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['events'];
  const config = { rateLimit: FEED_RATE_LIMIT };
  const feedErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };
  const deps = (log: FastifyBaseLogger) => depsOf(app, log);

  app.get(
    '/calendar/:token.ics',
    {
      config,
      schema: {
        tags,
        summary:
          'A personal live calendar feed (text/calendar); the token in the URL is the credential (404 when unknown).',
        params: calendarTokenParamsSchema,
        produces: ['text/calendar'],
        response: feedErrors,
      },
    },
    async (request, reply) => sendCalendar(reply, await personalFeed(deps(request.log), request.params.token)),
  );

  app.get(
    '/groups/:id/calendar.ics',
    {
      config,
      schema: {
        tags,
        summary: "A public group's events as a calendar feed (a private group's: 404).",
        params: idParamsSchema,
        produces: ['text/calendar'],
        response: feedErrors,
      },
    },
    async (request, reply) => sendCalendar(reply, await groupFeed(deps(request.log), request.params.id)),
  );

  app.get(
    '/organization/:id/calendar.ics',
    {
      config,
      schema: {
        tags,
        summary: "An organization's events as a calendar feed.",
        params: z.object({ id: idParamsSchema.shape.id }),
        produces: ['text/calendar'],
        response: feedErrors,
      },
    },
    async (request, reply) => sendCalendar(reply, await organizationFeed(deps(request.log), request.params.id)),
  );
}
