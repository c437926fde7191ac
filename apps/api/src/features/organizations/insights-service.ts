import type { OrganizationInsights, SeriesDaysQuery, SeriesPoint } from '@ourhood/contract';
import { organizationInsightSeries } from '@ourhood/contract';
import { lastDays } from '../../lib/insights/index.js';
import { readInsightRows, type InsightRow } from './insights-repository.js';
import type { OrganizationsDeps } from './organizations-deps.js';
import { requireOwnOrganization } from './organizations-service.js';

/**
 * GET /organization/me/insights: the organization's daily series over the last `days` days of the
 * installation's time zone (today included). Two statements whatever the period: the caller's
 * organization (404 for any other account), then every figure (readInsightRows).
 */
export async function getOwnInsights(
  deps: OrganizationsDeps,
  ownerId: string,
  query: SeriesDaysQuery,
): Promise<OrganizationInsights> {
  const organizationId = await requireOwnOrganization(deps, ownerId);
  const days = lastDays(deps.timeZone, deps.clock.now(), query.days);
  const rows = await readInsightRows(deps.db, {
    organizationId,
    ownerId,
    firstDay: days[0]!,
    timeZone: deps.timeZone,
  });
  return { series: insightSeries(days, rows), days: query.days, time_zone: deps.timeZone };
}

/** The rows as one point per day for every series (0 where nothing happened), and the rating's trend. */
export function insightSeries(days: readonly string[], rows: readonly InsightRow[]): Record<string, SeriesPoint[]> {
  const byMetric = new Map<string, Map<string, InsightRow>>();
  let ratingSum = 0;
  let ratingCount = 0;
  for (const row of rows) {
    if (row.day === null) {
      // Reviews written before the period: where the running average starts.
      ratingSum += row.rating_sum ?? 0;
      ratingCount += row.value;
      continue;
    }
    let daysOf = byMetric.get(row.metric);
    if (!daysOf) byMetric.set(row.metric, (daysOf = new Map()));
    daysOf.set(row.day, row);
  }
  const series: Record<string, SeriesPoint[]> = {};
  for (const metric of organizationInsightSeries) {
    if (metric === 'average_rating') continue;
    const daysOf = byMetric.get(metric);
    series[metric] = days.map((date) => ({ date, value: daysOf?.get(date)?.value ?? 0 }));
  }
  const reviews = byMetric.get('reviews');
  series.average_rating = days.map((date) => {
    const row = reviews?.get(date);
    if (row) {
      ratingSum += row.rating_sum ?? 0;
      ratingCount += row.value;
    }
    // The average at the day's end, to two decimals; 0 while there is no review yet.
    return { date, value: ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 100) / 100 : 0 };
  });
  return Object.fromEntries(organizationInsightSeries.map((metric) => [metric, series[metric]!]));
}
