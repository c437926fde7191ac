// The API's routes: Events and calendars (events-routes.ts).
import {
  calendarFeedUrlResponseSchema,
  calendarTokenParamsSchema,
  createEventBodySchema,
  deletedResponseSchema,
  eventAttendeesResponseSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  idParamsSchema,
  rsvpBodySchema,
  rsvpResponseSchema,
  updateEventBodySchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listEvents = route('GET', '/events', { query: eventListQuerySchema, response: eventListResponseSchema });
/** Multipart with a cover (`place` as JSON text), else JSON (createEventBodySchema). */
export const createEvent = route('POST', '/events', {
  status: [201],
  body: { multipartOr: createEventBodySchema },
  response: eventResponseSchema,
});
export const getEvent = route('GET', '/events/:id', { params: idParamsSchema, response: eventResponseSchema });
/** Multipart with a new cover, else JSON (updateEventBodySchema). */
export const updateEvent = route('PATCH', '/events/:id', {
  params: idParamsSchema,
  body: { multipartOr: updateEventBodySchema },
  response: eventResponseSchema,
});
export const cancelEvent = route('POST', '/events/:id/cancel', {
  params: idParamsSchema,
  response: eventResponseSchema,
});
export const deleteEvent = route('DELETE', '/events/:id', { params: idParamsSchema, response: deletedResponseSchema });
export const rsvpEvent = route('POST', '/events/:id/rsvp', {
  params: idParamsSchema,
  body: rsvpBodySchema,
  response: rsvpResponseSchema,
});
export const eventAttendees = route('GET', '/events/:id/attendees', {
  params: idParamsSchema,
  response: eventAttendeesResponseSchema,
});
/** text/calendar, not JSON: fetched as a file. */
export const eventIcs = route('GET', '/events/:id/ics', { params: idParamsSchema });
export const calendarFeedUrl = route('GET', '/calendar/feed-url', { response: calendarFeedUrlResponseSchema });
export const rotateCalendarFeedUrl = route('POST', '/calendar/feed-url/rotate', {
  response: calendarFeedUrlResponseSchema,
});
/** No bearer: the token is the credential (text/calendar). */
export const personalCalendarFeed = route('GET', '/calendar/:token.ics', {
  access: 'public',
  params: calendarTokenParamsSchema,
});
export const groupCalendarFeed = route('GET', '/groups/:id/calendar.ics', { access: 'public', params: idParamsSchema });
export const organizationCalendarFeed = route('GET', '/organization/:id/calendar.ics', {
  access: 'public',
  params: idParamsSchema,
});
