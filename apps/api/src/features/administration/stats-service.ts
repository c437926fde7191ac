import type { AdminStatsSeriesName, DailySeries, SeriesPeriod } from '@ourhood/contract';
import type { AdministrationDeps } from './administration-deps.js';
import { lastDays } from '../../lib/insights/index.js';
import {
  actionsPerDay,
  activePerDay,
  mailPerDay,
  postsPerDay,
  reportsPerDay,
  signUpsPerDay,
  startOfDay,
} from './stats-repository.js';

/** A series over `days` from rows that exist only for days with something (the rest are 0). */
function fillDays(days: readonly string[], rows: readonly { day: string; value: number }[]) {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return days.map((date) => ({ date, value: byDay.get(date) ?? 0 }));
}

/**
 * GET /admin/stats: the overview's series over the last `days` days, today included (issue 43).
 * A fixed number of statements, whatever the period: one per source, each grouped by day.
 */
export async function adminStats(deps: AdministrationDeps, days: SeriesPeriod) {
  const { db, clock, timeZone } = deps;
  const dates = lastDays(timeZone, clock.now(), days);
  const firstDay = dates[0]!;
  const window = { from: await startOfDay(db, firstDay, timeZone), timeZone };
  const [signUps, active, posts, reports, actions, mail] = await Promise.all([
    signUpsPerDay(db, window),
    activePerDay(db, window),
    postsPerDay(db, window),
    reportsPerDay(db, window),
    actionsPerDay(db, window),
    mailPerDay(db, firstDay),
  ]);
  const actionRows = (...kinds: string[]) => {
    const totals = new Map<string, number>();
    for (const row of actions) {
      if (kinds.includes(row.action)) totals.set(row.day, (totals.get(row.day) ?? 0) + row.value);
    }
    return [...totals].map(([day, value]) => ({ day, value }));
  };
  const series: Record<AdminStatsSeriesName, DailySeries[string]> = {
    sign_ups: fillDays(dates, signUps),
    active_neighbours: fillDays(dates, active),
    posts: fillDays(dates, posts),
    reports: fillDays(dates, reports),
    reports_hidden: fillDays(dates, actionRows('hide')),
    reports_dismissed: fillDays(dates, actionRows('dismiss')),
    suspensions: fillDays(dates, actionRows('suspend', 'ban')),
    mail_sent: fillDays(
      dates,
      mail.map((row) => ({ day: row.day, value: row.sent })),
    ),
    mail_failed: fillDays(
      dates,
      mail.map((row) => ({ day: row.day, value: row.failed })),
    ),
  };
  return { days, series };
}
