// Generated from route-table/events-and-calendars.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/events-and-calendars.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const calendarFeedUrl: RoutePath<typeof declared.calendarFeedUrl> = {
  method: 'GET',
  path: '/calendar/feed-url',
};
export const cancelEvent: RoutePath<typeof declared.cancelEvent> = { method: 'POST', path: '/events/:id/cancel' };
export const createEvent: RoutePath<typeof declared.createEvent> = { method: 'POST', path: '/events' };
export const deleteEvent: RoutePath<typeof declared.deleteEvent> = { method: 'DELETE', path: '/events/:id' };
export const eventAttendees: RoutePath<typeof declared.eventAttendees> = {
  method: 'GET',
  path: '/events/:id/attendees',
};
export const eventIcs: RoutePath<typeof declared.eventIcs> = { method: 'GET', path: '/events/:id/ics' };
export const getEvent: RoutePath<typeof declared.getEvent> = { method: 'GET', path: '/events/:id' };
export const groupCalendarFeed: RoutePath<typeof declared.groupCalendarFeed> = {
  method: 'GET',
  path: '/groups/:id/calendar.ics',
};
export const listEvents: RoutePath<typeof declared.listEvents> = { method: 'GET', path: '/events' };
export const organizationCalendarFeed: RoutePath<typeof declared.organizationCalendarFeed> = {
  method: 'GET',
  path: '/organization/:id/calendar.ics',
};
export const personalCalendarFeed: RoutePath<typeof declared.personalCalendarFeed> = {
  method: 'GET',
  path: '/calendar/:token.ics',
};
export const rotateCalendarFeedUrl: RoutePath<typeof declared.rotateCalendarFeedUrl> = {
  method: 'POST',
  path: '/calendar/feed-url/rotate',
};
export const rsvpEvent: RoutePath<typeof declared.rsvpEvent> = { method: 'POST', path: '/events/:id/rsvp' };
export const updateEvent: RoutePath<typeof declared.updateEvent> = { method: 'PATCH', path: '/events/:id' };
