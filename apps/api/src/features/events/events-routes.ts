import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventMessages } from '@ourhood/contract';
import { coverFormReader, imageLimitsFrom } from '../../lib/images/index.js';
import { ok, okPage } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import {
  eventIcs,
  getFeedUrl,
  groupFeed,
  organizationFeed,
  personalFeed,
  rotateFeedUrl,
} from './calendar-feeds-service.js';
import { answerEvent, getAttendees } from './event-rsvps-service.js';
import type { EventsDeps } from './events-service-shared.js';
import {
  assertMayCreateEvent,
  cancelEvent,
  createEvent,
  deleteEvent,
  getEvent,
  listEventsFor,
  updateEventDetails,
} from './events-service.js';
import { registerEventReminders } from './event-reminders.js';

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
    // The instance's default language (admins may change it), read when a feed is written.
    get defaultLocale() {
      return app.instanceDefaults.locale();
    },
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
  registerEventReminders(app.jobs, { db: app.database.db, clock: app.clock, notifications: app.notifications });
  const serve = routeServer(app, ['events']);
  const deps = (log: FastifyBaseLogger) => depsOf(app, log);
  const readForm = coverFormReader({ storage: app.mediaStorage, limits: imageLimitsFrom(app.config) });

  serve(
    apiRoutes.listEvents,
    {
      summary:
        "Events soonest first: `scope=area` the caller's city, `mine` organized or answered, `group` one group's (`group_id`); `from` (default now) and `to` bound the dates.",
    },
    async (request) => {
      const { data, metadata } = await listEventsFor(deps(request.log), signedIn(request), request.query);
      return okPage(EventMessages.eventsLoaded, { data, metadata });
    },
  );

  serve(
    apiRoutes.createEvent,
    {
      summary:
        'Create an event: JSON, or multipart with a file `cover` (other fields as text, `place` as JSON text). Neighbours (their area, or a group), group members (or admins, per the group) and organizations; at most 20 a day (429).',
      errors: [413, 415, 429],
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

  serve(
    apiRoutes.getEvent,
    { summary: "One event, with the caller's answer and friends going (a private group's: 404 from outside)." },
    async (request) =>
      ok(EventMessages.eventLoaded, await getEvent(deps(request.log), signedIn(request).id, request.params.id)),
  );

  serve(
    apiRoutes.updateEvent,
    {
      summary:
        "The organizer edits any field but visibility and group (JSON, or multipart with a new `cover`); a new time or place notifies 'going' and 'interested'.",
      errors: [409, 413, 415, 429],
    },
    async (request) => {
      const { fields, upload } = await readForm(request);
      const event = await updateEventDetails(deps(request.log), signedIn(request), request.params.id, fields, upload);
      return ok(EventMessages.eventUpdated, event);
    },
  );

  serve(
    apiRoutes.cancelEvent,
    { summary: "The organizer cancels: the event stays, shown as cancelled; 'going' and 'interested' are notified." },
    async (request) =>
      ok(EventMessages.eventCancelledDone, await cancelEvent(deps(request.log), signedIn(request), request.params.id)),
  );

  serve(apiRoutes.deleteEvent, { summary: 'The organizer deletes the event with its answers.' }, async (request) => {
    const { id } = request.params;
    await deleteEvent(deps(request.log), signedIn(request), id);
    return ok(EventMessages.eventDeleted, { _id: id, id });
  });

  serve(
    apiRoutes.rsvpEvent,
    {
      summary:
        "Answer going, interested or not going; with a capacity, 'going' beyond it joins the waitlist (`waitlisted`).",
      errors: [409],
    },
    async (request) =>
      ok(
        EventMessages.rsvpSaved,
        await answerEvent(deps(request.log), signedIn(request), request.params.id, request.body.status),
      ),
  );

  serve(
    apiRoutes.eventAttendees,
    {
      summary: 'The organizer: everyone who answered (going first, then the waitlist in order, interested, not going).',
    },
    async (request) =>
      ok(EventMessages.attendeesLoaded, await getAttendees(deps(request.log), signedIn(request), request.params.id)),
  );

  serve(
    apiRoutes.eventIcs,
    { summary: 'One event as an RFC 5545 calendar file (text/calendar).', produces: ['text/calendar'] },
    async (request, reply) =>
      sendCalendar(reply, await eventIcs(deps(request.log), signedIn(request).id, request.params.id), 'event.ics'),
  );

  serve(
    apiRoutes.calendarFeedUrl,
    {
      summary:
        "The caller's personal live calendar feed URL (events they organize, go to or are interested in, and their groups').",
    },
    async (request) =>
      ok(EventMessages.feedUrlLoaded, { url: await getFeedUrl(deps(request.log), signedIn(request).id) }),
  );

  serve(
    apiRoutes.rotateCalendarFeedUrl,
    { summary: 'A new secret feed URL; the old one stops working at once.' },
    async (request) =>
      ok(EventMessages.feedUrlRotated, { url: await rotateFeedUrl(deps(request.log), signedIn(request).id) }),
  );
}

/** Feeds calendar apps subscribe to: no bearer header (a personal feed's token is its credential). */
export async function calendarFeedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['events']);
  const config = { rateLimit: FEED_RATE_LIMIT };

  const deps = (log: FastifyBaseLogger) => depsOf(app, log);

  serve(
    apiRoutes.personalCalendarFeed,
    {
      summary:
        'A personal live calendar feed (text/calendar); the token in the URL is the credential (404 when unknown).',
      produces: ['text/calendar'],
      errors: [429],
      config,
    },
    async (request, reply) => sendCalendar(reply, await personalFeed(deps(request.log), request.params.token)),
  );

  serve(
    apiRoutes.groupCalendarFeed,
    {
      summary: "A public group's events as a calendar feed (a private group's: 404).",
      produces: ['text/calendar'],
      errors: [429],
      config,
    },
    async (request, reply) => sendCalendar(reply, await groupFeed(deps(request.log), request.params.id)),
  );

  serve(
    apiRoutes.organizationCalendarFeed,
    {
      summary: "An organization's events as a calendar feed.",
      produces: ['text/calendar'],
      errors: [429],
      config,
    },
    async (request, reply) => sendCalendar(reply, await organizationFeed(deps(request.log), request.params.id)),
  );
}
