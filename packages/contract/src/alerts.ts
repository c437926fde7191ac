import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { locationSchema } from './location.js';
import { authorSchema, mediaItemSchema } from './posts.js';
import { singleLine } from './text.js';

/**
 * Community alerts (issue 17, decision 0020). Routes (under /api/v1, bearer auth):
 * - GET    /alerts?page&limit        active alerts for the caller's area (their suburb's and their
 *                                    city's city-wide ones), urgent first, then newest; plus the
 *                                    caller's own pending ones
 * - POST   /alerts                   neighbours: multipart (fields below + optional file `photo`) or
 *                                    JSON → 201 alert. 3 a day (429); urgent needs a location (400)
 *                                    and an account at least 7 days old (409); a city-wide urgent
 *                                    alert waits for a moderator (`status: pending`) before it notifies
 * - GET    /alerts/{id}              one alert (404 when expired for others, removed, hidden or blocked)
 * - POST   /alerts/{id}/resolve      author, moderator or admin → the alert, `status: resolved`
 * - DELETE /alerts/{id}              author, moderator or admin: removed
 */
export const AlertMessages = {
  alertsLoaded: 'Alerts loaded',
  alertLoaded: 'Alert loaded',
  alertCreated: 'Alert posted',
  alertPending: 'Alert posted. A moderator will approve it before the whole city is notified.',
  alertResolved: 'Alert marked as resolved',
  alertRemoved: 'Alert removed',
  alertNotFound: 'Alert not found',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  detailsTooLong: 'Details must be at most 2000 characters',
  categoryInvalid: 'Choose a category',
  areaInvalid: 'Choose your suburb or your whole city',
  expiryInvalid: 'An alert lasts from 1 hour to 7 days (168 hours)',
  noLocation: 'Set your location first: an alert goes to the neighbours of your area',
  urgentTooNew: 'Urgent alerts are open to accounts older than 7 days. Post it as a normal alert for now.',
  tooManyAlerts: 'You have posted the most alerts allowed for one day. Try again tomorrow.',
  organizationsCannotPost: 'Alerts are posted by neighbours',
} as const;

export const AlertLimits = {
  titleMax: 120,
  detailsMax: 2000,
  expiryMinHours: 1,
  expiryMaxHours: 168,
  expiryDefaultHours: 24,
  perDay: 3,
  /** An account must be this old to send urgent alerts. */
  urgentMinAccountDays: 7,
  pageSize: 20,
  maxPageSize: 50,
} as const;

export const alertCategories = [
  'crime',
  'fire',
  'flood',
  'lost_pet',
  'missing_person',
  'road',
  'outage',
  'other',
] as const;
export const alertCategorySchema = z.enum(alertCategories, { error: AlertMessages.categoryInvalid });
export type AlertCategory = z.infer<typeof alertCategorySchema>;

export const alertAreas = ['suburb', 'city'] as const;
export const alertAreaSchema = z.enum(alertAreas, { error: AlertMessages.areaInvalid });

export const alertStatuses = ['pending', 'active', 'resolved', 'removed', 'expired'] as const;
export type AlertStatus = (typeof alertStatuses)[number];

/** Multipart fields arrive as text: 'true'/'1'/'on' and booleans both read as true. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** The form and the route's fields (JSON or multipart text fields): one schema. */
export const createAlertBodySchema = z.object({
  category: alertCategorySchema,
  title: singleLine(
    z
      .string({ error: AlertMessages.titleRequired })
      .trim()
      .min(1, AlertMessages.titleRequired)
      .max(AlertLimits.titleMax, AlertMessages.titleTooLong),
  ),
  details: z.string().trim().max(AlertLimits.detailsMax, AlertMessages.detailsTooLong).default(''),
  area: alertAreaSchema.default('suburb'),
  expires_in_hours: z.coerce
    .number({ error: AlertMessages.expiryInvalid })
    .int(AlertMessages.expiryInvalid)
    .min(AlertLimits.expiryMinHours, AlertMessages.expiryInvalid)
    .max(AlertLimits.expiryMaxHours, AlertMessages.expiryInvalid)
    .default(AlertLimits.expiryDefaultHours),
  urgent: flag.default(false),
});
export type CreateAlertBody = z.input<typeof createAlertBodySchema>;

export const alertListQuerySchema = pagingQuery(AlertLimits.pageSize, AlertLimits.maxPageSize);
export type AlertListQuery = z.infer<typeof alertListQuerySchema>;

export const alertSchema = z.object({
  _id: z.string(),
  id: z.string(),
  category: alertCategorySchema,
  title: z.string(),
  details: z.string(),
  photo: mediaItemSchema.nullable(),
  area: alertAreaSchema,
  urgent: z.boolean(),
  status: z.enum(alertStatuses),
  /** Where it applies: the author's suburb (area suburb) or city (suburb ''). */
  location: locationSchema,
  author: authorSchema,
  /** Whether the caller may resolve or remove it (author, moderator, admin). */
  can_manage: z.boolean(),
  /** Hidden by moderation: only its author and moderators still see it. */
  hidden: z.boolean(),
  expires_at: z.string(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertResponseSchema = successEnvelope(alertSchema);
export const alertListResponseSchema = listEnvelope(alertSchema);
