import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { latitudeSchema, locationSchema, longitudeSchema } from './location.js';
import { authorSchema } from './posts.js';
import { singleLine } from './text.js';

/**
 * Events and calendar feeds (issue 16, decision 0019). Routes (all under /api/v1):
 * - GET    /events?from&to&scope&group_id&page&limit   bearer; `scope=area` (default): events of the
 *                                             caller's city; `mine`: organized or answered by the
 *                                             caller; `group`: one group's (`group_id`). Soonest first.
 *                                             `organization_id`: one organization's (its page).
 * - POST   /events                            bearer; JSON, or multipart with a file `cover` (the other
 *                                             fields as text, `place` as JSON text) → 201 event
 * - GET    /events/{id}                       bearer; one event (a private group's: 404 to outsiders)
 * - PATCH  /events/{id}                       organizer: any field but visibility and group; time or
 *                                             place changes notify 'going' and 'interested'
 * - POST   /events/{id}/cancel                organizer: kept, shown as cancelled; notifies
 * - DELETE /events/{id}                       organizer: gone, with its answers
 * - POST   /events/{id}/rsvp                  `{ status }` → `{ status, waitlisted, going_count }`
 * - GET    /events/{id}/attendees             organizer: everyone who answered
 * - GET    /events/{id}/ics                   bearer; one event as text/calendar
 * - GET    /calendar/feed-url                 bearer; `{ url }`: the caller's personal live feed
 * - POST   /calendar/feed-url/rotate          bearer; a new secret (the old URL stops at once)
 * - GET    /calendar/{token}.ics              no bearer: the token is the credential (404 unknown)
 * - GET    /groups/{id}/calendar.ics          no bearer: a public group's events (404 otherwise)
 * - GET    /organization/{id}/calendar.ics    no bearer: an organization's events
 */
export const EventMessages = {
  titleRequired: 'Title is required',
  titleTooShort: 'Title must be at least 3 characters',
  titleTooLong: 'Title must be at most 120 characters',
  descriptionTooLong: 'Description must be at most 5000 characters',
  dateInvalid: 'Enter a valid date and time',
  dateOutOfRange: 'Date is out of range',
  endBeforeStart: 'End must be after the start',
  startInPast: 'Start cannot be in the past',
  tooLong: 'An event can last at most 31 days',
  placeRequired: 'Place name is required',
  placeTooLong: 'Place must be at most 200 characters',
  capacityInvalid: 'Capacity must be a whole number greater than 0',
  visibilityInvalid: 'Choose neighbourhood or group',
  groupRequired: 'Choose the group of a group event',
  privateGroupNeighbourhood: "A private group's events are for its members only",
  timeZoneInvalid: 'Unknown time zone',
  rsvpInvalid: 'Choose going, interested or not going',
  noLocation: 'Set your location first: an event belongs to your area',
  notAllowed: 'Only the admins of this group can create events',
  eventNotFound: 'Event not found',
  eventCancelled: 'This event was cancelled',
  eventOver: 'This event is over',
  organizerRsvp: 'You organize this event',
  eventsLoaded: 'Events loaded',
  eventLoaded: 'Event loaded',
  eventCreated: 'Event created',
  eventUpdated: 'Event updated',
  eventCancelledDone: 'Event cancelled',
  eventDeleted: 'Event deleted',
  rsvpSaved: 'Answer saved',
  attendeesLoaded: 'Attendees loaded',
  feedUrlLoaded: 'Calendar feed URL loaded',
  feedUrlRotated: 'New calendar feed URL created; the old one no longer works',
  pinIncomplete: 'Give both latitude and longitude of the place, or neither',
  tooManyEvents: 'You have created the most events allowed for one day. Try again tomorrow.',
} as const;

export const EventLimits = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 5000,
  placeMax: 200,
  capacityMax: 100_000,
  /** Longest event, start to end. */
  maxDurationDays: 31,
  /** Dates outside these years are refused (400), in bodies and in queries. */
  minYear: 2000,
  maxYear: 2200,
  pageSize: 20,
  maxPageSize: 100,
  /** Friends going shown on an event. */
  friendsShown: 10,
  /** Events one account may create per day (a spam wave is refused with 429). */
  createdPerDay: 20,
} as const;

export const eventVisibilities = ['neighbourhood', 'group'] as const;
export const eventVisibilitySchema = z.enum(eventVisibilities, { error: EventMessages.visibilityInvalid });
export type EventVisibility = z.infer<typeof eventVisibilitySchema>;

export const rsvpStatuses = ['going', 'interested', 'not_going'] as const;
export const rsvpStatusSchema = z.enum(rsvpStatuses, { error: EventMessages.rsvpInvalid });
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

export const eventStatuses = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** Who may create a group's events (a group setting, PATCH /groups/{id}). */
export const groupEventCreators = ['members', 'admins'] as const;
export const groupEventCreatorsSchema = z.enum(groupEventCreators);
export type GroupEventCreators = z.infer<typeof groupEventCreatorsSchema>;

const inYearRange = (value: string) => {
  const time = Date.parse(value);
  if (!Number.isFinite(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= EventLimits.minYear && year <= EventLimits.maxYear;
};

/** An ISO 8601 date-time with a zone (`Z` or an offset), within the accepted years. */
export const eventDateTimeSchema = z
  .string({ error: EventMessages.dateInvalid })
  .max(40, EventMessages.dateInvalid)
  .pipe(z.iso.datetime({ offset: true, error: EventMessages.dateInvalid }))
  .refine(inYearRange, EventMessages.dateOutOfRange);

/** An IANA time zone name the runtime knows (e.g. 'Europe/Berlin'). */
export const timeZoneSchema = z
  .string()
  .min(1, EventMessages.timeZoneInvalid)
  .max(64, EventMessages.timeZoneInvalid)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, EventMessages.timeZoneInvalid);

/** Multipart sends text: 'true'/'false' become booleans, JSON booleans stay. */
const booleanField = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

/** '' or null: no capacity; text from multipart becomes a number. */
const capacityField = z.preprocess(
  (value) => (value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: EventMessages.capacityInvalid })
    .int(EventMessages.capacityInvalid)
    .min(1, EventMessages.capacityInvalid)
    .max(EventLimits.capacityMax, EventMessages.capacityInvalid)
    .nullable(),
);

export const eventPlaceSchema = z.object(
  {
    name: singleLine(
      z
        .string({ error: EventMessages.placeRequired })
        .trim()
        .min(1, EventMessages.placeRequired)
        .max(EventLimits.placeMax, EventMessages.placeTooLong),
    ),
    address: singleLine(z.string().trim().max(EventLimits.placeMax, EventMessages.placeTooLong)).default(''),
  },
  { error: EventMessages.placeRequired },
);

/** Multipart carries `place` as JSON text. */
const placeField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, eventPlaceSchema);

export const eventTitleSchema = singleLine(
  z
    .string({ error: EventMessages.titleRequired })
    .trim()
    .min(1, EventMessages.titleRequired)
    .min(EventLimits.titleMin, EventMessages.titleTooShort)
    .max(EventLimits.titleMax, EventMessages.titleTooLong),
);

export const eventDescriptionSchema = z
  .string()
  .trim()
  .max(EventLimits.descriptionMax, EventMessages.descriptionTooLong);

const MAX_DURATION_MS = EventLimits.maxDurationDays * 24 * 60 * 60 * 1000;

/** End after start, and not longer than the longest event. */
function checkSpan(value: { start?: string; end?: string }, context: z.RefinementCtx) {
  if (!value.start || !value.end) return;
  const span = Date.parse(value.end) - Date.parse(value.start);
  if (!(span > 0)) context.addIssue({ code: 'custom', path: ['end'], message: EventMessages.endBeforeStart });
  else if (span > MAX_DURATION_MS) context.addIssue({ code: 'custom', path: ['end'], message: EventMessages.tooLong });
}

/** Multipart sends text: a number's text becomes the number; '' or null clears (the update's "no pin"). */
const coordinateField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value),
    schema.nullable(),
  );
/** The place's pin (issue 44): optional, both or neither; null on an update removes it. */
const eventPinFields = {
  latitude: coordinateField(latitudeSchema).optional(),
  longitude: coordinateField(longitudeSchema).optional(),
};
function checkPin(value: { latitude?: number | null; longitude?: number | null }, context: z.RefinementCtx) {
  if (
    (value.latitude === undefined) !== (value.longitude === undefined) ||
    (value.latitude === null) !== (value.longitude === null)
  ) {
    context.addIssue({ code: 'custom', path: ['longitude'], message: EventMessages.pinIncomplete });
  }
}

const eventFields = {
  title: eventTitleSchema,
  description: eventDescriptionSchema.default(''),
  start: eventDateTimeSchema,
  end: eventDateTimeSchema,
  all_day: booleanField.default(false),
  /** The IANA zone the times are meant in; the organizer's browser sends it (default: the server's). */
  time_zone: timeZoneSchema.optional(),
  place: placeField,
  capacity: capacityField.optional(),
  ...eventPinFields,
};

/** POST /events and the create form (the start's "not in the past" is the server's check). */
export const createEventBodySchema = z
  .object({
    ...eventFields,
    visibility: eventVisibilitySchema.default('neighbourhood'),
    group_id: z.string().max(100).optional(),
  })
  .superRefine(checkSpan)
  .superRefine(checkPin)
  .superRefine((value, context) => {
    if (value.visibility === 'group' && !value.group_id) {
      context.addIssue({ code: 'custom', path: ['group_id'], message: EventMessages.groupRequired });
    }
  });
export type CreateEventBody = z.input<typeof createEventBodySchema>;
export type CreateEventFields = z.output<typeof createEventBodySchema>;

/** PATCH /events/{id}: any subset; visibility and group are fixed at creation. */
export const updateEventBodySchema = z
  .object({
    title: eventFields.title.optional(),
    description: eventDescriptionSchema.optional(),
    start: eventDateTimeSchema.optional(),
    end: eventDateTimeSchema.optional(),
    all_day: booleanField.optional(),
    time_zone: timeZoneSchema.optional(),
    place: placeField.optional(),
    capacity: capacityField.optional(),
    remove_cover: booleanField.optional(),
    ...eventPinFields,
  })
  .superRefine(checkSpan)
  .superRefine(checkPin);
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;
export type UpdateEventFields = z.output<typeof updateEventBodySchema>;

export const rsvpBodySchema = z.object({ status: rsvpStatusSchema });
export type RsvpBody = z.infer<typeof rsvpBodySchema>;

export const eventScopes = ['area', 'mine', 'group'] as const;

export const eventListQuerySchema = pagingQuery(EventLimits.pageSize, EventLimits.maxPageSize)
  .extend({
    /** Events that end at or after `from` (default: now). */
    from: eventDateTimeSchema.optional(),
    /** Events that start before `to`. */
    to: eventDateTimeSchema.optional(),
    scope: z.enum(eventScopes).default('area'),
    group_id: z.string().max(100).optional(),
    /** One organization's events (its page), whatever the scope's area. */
    organization_id: z.string().max(100).optional(),
    /** Soonest first (default), or `desc`: latest first (past events). */
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .superRefine((value, context) => {
    if (value.scope === 'group' && !value.group_id) {
      context.addIssue({ code: 'custom', path: ['group_id'], message: EventMessages.groupRequired });
    }
  });
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const calendarTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const eventCoverSchema = z
  .object({ url: z.string(), thumbnail_url: z.string(), width: z.number().int(), height: z.number().int() })
  .nullable();

export const eventRsvpStateSchema = z.object({
  status: rsvpStatusSchema,
  /** 'going' beyond the capacity: on the waitlist, in order. */
  waitlisted: z.boolean(),
});

export const eventSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 in UTC; shown in the viewer's local time. */
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  /** The area's IANA time zone the event was planned in. */
  time_zone: z.string(),
  place: z.object({ name: z.string(), address: z.string() }),
  /** The place's pin, when the organizer set one (issue 44); null otherwise. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  capacity: z.number().int().nullable(),
  visibility: eventVisibilitySchema,
  status: z.enum(eventStatuses),
  /** Raised on every change (the calendar feeds' SEQUENCE). */
  sequence: z.number().int(),
  cover: eventCoverSchema,
  location: locationSchema,
  organizer: authorSchema,
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  group: z.object({ id: z.string(), name: z.string(), visibility: z.enum(['public', 'private']) }).nullable(),
  /** Seated 'going' answers (the organizer and the waitlist not counted). */
  going_count: z.number().int(),
  interested_count: z.number().int(),
  waitlist_count: z.number().int(),
  /** The caller's answer, or null. */
  viewer_rsvp: eventRsvpStateSchema.nullable(),
  is_organizer: z.boolean(),
  /** People the caller follows who are going (at most EventLimits.friendsShown). */
  friends_going: z.array(authorSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const rsvpResultSchema = eventRsvpStateSchema.extend({ going_count: z.number().int() });
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

export const eventAttendeeSchema = z.object({
  user: authorSchema,
  status: rsvpStatusSchema,
  waitlisted: z.boolean(),
  /** When they last answered. */
  since: z.string(),
});
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;

export const eventResponseSchema = successEnvelope(eventSchema);
export const eventListResponseSchema = listEnvelope(eventSchema);
export const rsvpResponseSchema = successEnvelope(rsvpResultSchema);
export const eventAttendeesResponseSchema = successEnvelope(z.array(eventAttendeeSchema));
export const calendarFeedUrlResponseSchema = successEnvelope(z.object({ url: z.string() }));

/** A `datetime-local` value ('2026-11-07T18:30'), read in the browser's zone. */
const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/, EventMessages.dateInvalid)
  .refine((value) => Number.isFinite(new Date(value.length === 10 ? `${value}T00:00` : value).getTime()), {
    message: EventMessages.dateInvalid,
  });

/**
 * The create/edit form: the route's fields as the form holds them (local date-times, the place's
 * two lines, capacity as text, an optional cover); the screen turns them into the route's body.
 */
export const eventFormSchema = z
  .object({
    title: eventTitleSchema,
    description: eventDescriptionSchema,
    start: localDateTimeSchema,
    end: localDateTimeSchema,
    all_day: z.boolean(),
    place_name: eventPlaceSchema.shape.name,
    place_address: eventPlaceSchema.shape.address,
    capacity: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= EventLimits.capacityMax),
        {
          message: EventMessages.capacityInvalid,
        },
      ),
    cover: z.array(z.custom<File>()).max(1),
  })
  .superRefine((value, context) => {
    const start = new Date(value.start.length === 10 ? `${value.start}T00:00` : value.start).getTime();
    const end = new Date(value.end.length === 10 ? `${value.end}T00:00` : value.end).getTime();
    if (Number.isFinite(start) && Number.isFinite(end) && end <= start && !(value.all_day && end === start)) {
      context.addIssue({ code: 'custom', path: ['end'], message: EventMessages.endBeforeStart });
    }
  });
export type EventForm = z.input<typeof eventFormSchema>;
