import { z } from 'zod';

/**
 * Daily series for charts (issue 43): the admin overview (`GET /admin/stats`) and an organization's
 * insights (`GET /organization/me/insights`) answer `data.series`, an object of named series, each
 * one point per day, oldest first, days without activity included as 0.
 */
export const seriesPeriods = [7, 30, 90] as const;
export type SeriesPeriod = (typeof seriesPeriods)[number];

export const SeriesMessages = {
  daysInvalid: 'days must be 7, 30 or 90',
} as const;

/** `?days=7|30|90` (default 30): the number of days the series cover, today included. */
export const seriesDaysQuerySchema = z.object({
  days: z.coerce
    .number({ error: SeriesMessages.daysInvalid })
    .refine((days): days is SeriesPeriod => (seriesPeriods as readonly number[]).includes(days), {
      error: SeriesMessages.daysInvalid,
    })
    .default(30),
});
export type SeriesDaysQuery = z.infer<typeof seriesDaysQuerySchema>;

/** One day's value; `date` is the day (YYYY-MM-DD) in the installation's time zone. */
export const seriesPointSchema = z.object({ date: z.string(), value: z.number() });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

/** Named series, each a list of daily points over the same days. */
export const dailySeriesSchema = z.record(z.string(), z.array(seriesPointSchema));
export type DailySeries = z.infer<typeof dailySeriesSchema>;
