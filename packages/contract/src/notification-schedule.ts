import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { timeZoneSchema } from './events.js';
import { notificationEvents, type NotificationEvent } from './profiles.js';

/**
 * When a person hears from us (issue 18): quiet hours hold e-mails until they end (urgent safety
 * alerts excepted), and an e-mail digest of the area arrives daily or weekly, or never.
 *
 *   GET /users/profile/notification-schedule  → 200 schedule
 *   PUT /users/profile/notification-schedule  JSON, any subset of the fields → 200 schedule
 *   GET /unsubscribe/{token}                  → 200 what the link stops (no sign-in)
 *   POST /unsubscribe/{token}                 → 200, stopped (RFC 8058 one-click, no sign-in)
 */

export const NotificationScheduleMessages = {
  timeInvalid: 'Enter a time as HH:MM, from 00:00 to 23:59',
  quietHoursSame: 'Quiet hours must start and end at different times',
  digestInvalid: 'Choose off, daily or weekly',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  saved: 'Notification schedule saved',
  unsubscribed: 'You are unsubscribed',
} as const;

/** The local hour a digest is sent at, in the person's time zone (weekly: on Mondays). */
export const DIGEST_LOCAL_HOUR = 8;

export const digestFrequencies = ['off', 'daily', 'weekly'] as const;
export const digestFrequencySchema = z.enum(digestFrequencies, { error: NotificationScheduleMessages.digestInvalid });
export type DigestFrequency = z.infer<typeof digestFrequencySchema>;

/** A wall-clock time, 'HH:MM' on a 24-hour clock. */
export const clockTimeSchema = z
  .string({ error: NotificationScheduleMessages.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NotificationScheduleMessages.timeInvalid);

export const quietHoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((hours) => hours.start !== hours.end, {
    message: NotificationScheduleMessages.quietHoursSame,
    path: ['end'],
  });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const notificationScheduleSchema = z.object({
  /** null: no quiet hours. A start later than the end spans midnight (22:00–07:00). */
  quiet_hours: quietHoursSchema.nullable(),
  time_zone: z.string(),
  digest: digestFrequencySchema,
  /** When the next digest is due (ISO 8601), null when the digest is off. */
  digest_next_at: z.string().nullable(),
});
export type NotificationSchedule = z.infer<typeof notificationScheduleSchema>;

/** PUT body: any subset; `quiet_hours: null` turns them off. */
export const updateNotificationScheduleBodySchema = z
  .object({
    quiet_hours: quietHoursSchema.nullable().optional(),
    time_zone: timeZoneSchema.optional(),
    digest: digestFrequencySchema.optional(),
  })
  .strict();
export type UpdateNotificationScheduleBody = z.infer<typeof updateNotificationScheduleBodySchema>;

export const notificationScheduleResponseSchema = successEnvelope(notificationScheduleSchema);

/** What an unsubscribe link stops: the digest, or the e-mails of one notification event. */
export const unsubscribeLists = ['digest', ...notificationEvents] as const;
export type UnsubscribeList = 'digest' | NotificationEvent;

export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(300) });

export const unsubscribeStateSchema = z.object({
  list: z.enum(unsubscribeLists),
  /** What the list is, in words ('The weekly digest of your area'). */
  label: z.string(),
  /** Whether e-mails of this list are off now. */
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
export const unsubscribeResponseSchema = successEnvelope(unsubscribeStateSchema);
