// The API's routes: Events and calendars (events-routes.ts).
import type {
  calendarFeedUrlResponseSchema,
  calendarTokenParamsSchema,
  createEventBodySchema,
  eventAttendeesResponseSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  rsvpBodySchema,
  rsvpResponseSchema,
  updateEventBodySchema,
} from '../index.js';
import type { Id, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const listEvents = route<{ query: typeof eventListQuerySchema; response: typeof eventListResponseSchema }>()(
  'GET',
  '/events',
);
/** Multipart with a cover (`place` as JSON text), else JSON (createEventBodySchema). */
export const createEvent = route<{
  body: typeof createEventBodySchema | 'multipart';
  response: typeof eventResponseSchema;
}>()('POST', '/events');
export const getEvent = route<{ params: Id; response: typeof eventResponseSchema }>()('GET', '/events/:id');
/** Multipart with a new cover, else JSON (updateEventBodySchema). */
export const updateEvent = route<{
  params: Id;
  body: typeof updateEventBodySchema | 'multipart';
  response: typeof eventResponseSchema;
}>()('PATCH', '/events/:id');
export const cancelEvent = route<{ params: Id; response: typeof eventResponseSchema }>()('POST', '/events/:id/cancel');
export const deleteEvent = route<{ params: Id; response: Deleted }>()('DELETE', '/events/:id');
export const rsvpEvent = route<{ params: Id; body: typeof rsvpBodySchema; response: typeof rsvpResponseSchema }>()(
  'POST',
  '/events/:id/rsvp',
);
export const eventAttendees = route<{ params: Id; response: typeof eventAttendeesResponseSchema }>()(
  'GET',
  '/events/:id/attendees',
);
/** text/calendar, not JSON: fetched as a file. */
export const eventIcs = route<{ params: Id }>()('GET', '/events/:id/ics');
export const calendarFeedUrl = route<{ response: typeof calendarFeedUrlResponseSchema }>()('GET', '/calendar/feed-url');
export const rotateCalendarFeedUrl = route<{ response: typeof calendarFeedUrlResponseSchema }>()(
  'POST',
  '/calendar/feed-url/rotate',
);
/** No bearer: the token is the credential (text/calendar). */
export const personalCalendarFeed = route<{ params: typeof calendarTokenParamsSchema }>()(
  'GET',
  '/calendar/:token.ics',
);
export const groupCalendarFeed = route<{ params: Id }>()('GET', '/groups/:id/calendar.ics');
export const organizationCalendarFeed = route<{ params: Id }>()('GET', '/organization/:id/calendar.ics');
