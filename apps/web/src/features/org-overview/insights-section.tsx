import type { SeriesPeriod } from '@ourhood/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { DailySeriesPanel } from '../../components/charts/daily-series-panel';
import { SeriesSkeletons, SeriesToolbar } from '../../components/charts/series-toolbar';
import { Banner } from '../../components/ui/banner';
import { cx } from '../../components/ui/cx';
import { errorMessage } from '../../lib/api-client';
import { dailySeriesCsv, dailySeriesCsvFilename, downloadCsv } from '../../lib/charts/daily-series-csv';
import { seriesLast, seriesTotal } from '../../lib/charts/daily-series';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { insightColumns, insightGroups, type InsightGroup } from './insight-groups';

/**
 * The dashboard's insights (issue 43): a chart per group of series over the last 7, 30 or 90 days,
 * each with its table for screen readers (and "Show as table"), the period's figures, and the
 * days as a CSV file built here from the same data. uPlot loads with the first chart only.
 */
export function InsightsSection({ organizationName }: { organizationName: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [days, setDays] = useState<SeriesPeriod>(30);
  const insights = useQuery({
    queryKey: organizationKeys.insights(days),
    queryFn: ({ signal }) => organizationsApi.insights(days, signal),
    placeholderData: keepPreviousData,
  });
  const groups = useMemo(() => insightGroups(i18n), [i18n]);
  const series = insights.data?.data.series;
  const empty = series !== undefined && insightColumns(groups).every((column) => seriesTotal(series, column.key) === 0);

  const download = () => {
    if (!series) return;
    const columns = insightColumns(groups);
    downloadCsv(
      dailySeriesCsvFilename(`${organizationName} insights`, series, columns),
      dailySeriesCsv(series, columns),
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-fg">
          <Trans>Insights</Trans>
        </h2>
        <SeriesToolbar days={days} onDays={setDays} onDownload={download} canDownload={Boolean(series)} />
      </div>
      {insights.isPending ? (
        <SeriesSkeletons keys={groups.map((group) => group.key)} />
      ) : insights.isError ? (
        <Banner tone="error">{errorMessage(insights.error, t`The insights could not be loaded.`)}</Banner>
      ) : (
        <>
          {empty && (
            <p className="text-sm text-muted">
              <Trans>Nothing happened in this period yet: the charts fill in as neighbours find you.</Trans>
            </p>
          )}
          <div className={cx('grid grid-cols-1 gap-4 lg:grid-cols-2', insights.isPlaceholderData && 'opacity-60')}>
            {groups.map((group) => (
              <DailySeriesPanel
                key={group.key}
                title={group.title}
                series={insights.data.data.series}
                columns={group.columns}
                yMax={group.yMax}
                integers={group.integers}
                summary={<GroupSummary group={group} series={insights.data.data.series} />}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The period's figure of each series of a group: its total, or its last value for a running average. */
function GroupSummary({
  group,
  series,
}: {
  group: InsightGroup;
  series: Record<string, { date: string; value: number }[]>;
}) {
  const { i18n } = useLingui();
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {group.columns.map((column) => {
        // A running average is 0 until there is something to average: no figure then.
        const value =
          group.summary === 'sum' ? seriesTotal(series, column.key) : seriesLast(series, column.key) || null;
        return (
          <div key={column.key} className="flex gap-1">
            <dt className="text-muted">{column.label}</dt>
            <dd className="font-semibold text-fg tabular-nums">
              {value === null ? '–' : column.format ? column.format(value) : i18n.number(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
