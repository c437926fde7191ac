import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { dailySeriesSchema, seriesPeriods } from './time-series.js';

/**
 * An organization's insights (issue 43, decision 0079): `GET /organization/me/insights?days=7|30|90`
 * answers daily series in the admin overview's form (`data.series`), one point per day of the
 * installation's time zone, oldest first, days without activity as 0.
 */
export const InsightsMessages = {
  insightsLoaded: 'Insights loaded',
} as const;

/**
 * The series, each by day: views of the page and of its listings (counted without storing who),
 * neighbours shown its updates, reactions and comments on them, followers gained and lost, reviews
 * written, the rating's running average at each day's end (0 before the first review) and messages
 * received.
 */
export const organizationInsightSeries = [
  'page_views',
  'listing_views',
  'update_views',
  'update_reactions',
  'update_comments',
  'followers_gained',
  'followers_lost',
  'reviews',
  'average_rating',
  'messages_received',
] as const;
export type OrganizationInsightSeries = (typeof organizationInsightSeries)[number];

export const organizationInsightsSchema = z.object({
  /** Every key of organizationInsightSeries, each a list of `{ date, value }`. */
  series: dailySeriesSchema,
  /** The period asked for. */
  days: z.literal([...seriesPeriods]),
  /** The IANA time zone the days are of (the installation's). */
  time_zone: z.string(),
});
export type OrganizationInsights = z.infer<typeof organizationInsightsSchema>;
export const organizationInsightsResponseSchema = successEnvelope(organizationInsightsSchema);
