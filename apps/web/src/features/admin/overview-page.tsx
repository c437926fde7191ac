import type { SeriesPeriod } from '@ourhood/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { DailySeriesPanel } from '../../components/charts/daily-series-panel';
import { SeriesSkeletons, SeriesToolbar } from '../../components/charts/series-toolbar';
import { Banner } from '../../components/ui/banner';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';
import { chartColors, seriesTotal, type DailySeriesColumn } from '../../lib/charts/daily-series';
import { dailySeriesCsv, dailySeriesCsvFilename, downloadCsv } from '../../lib/charts/daily-series-csv';
import { useDocumentTitle } from '../../lib/use-document-title';

interface Chart {
  key: string;
  title: string;
  columns: DailySeriesColumn[];
}

/** /admin: the community's pulse per day over 7, 30 or 90 days (issue 43), with a CSV of it all. */
export default function AdminOverviewPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Administration`);
  const [days, setDays] = useState<SeriesPeriod>(30);
  const stats = useQuery({
    queryKey: adminKeys.stats(days),
    queryFn: ({ signal }) => adminApi.stats(days, signal),
    placeholderData: keepPreviousData,
  });
  const charts: Chart[] = useMemo(
    () => [
      {
        key: 'people',
        title: t`Neighbours`,
        columns: [
          { key: 'sign_ups', label: t`Sign-ups`, color: chartColors.blue },
          { key: 'active_neighbours', label: t`Active neighbours`, color: chartColors.green },
        ],
      },
      { key: 'posts', title: t`Posts`, columns: [{ key: 'posts', label: t`Posts`, color: chartColors.violet }] },
      {
        key: 'reports',
        title: t`Reports and outcomes`,
        columns: [
          { key: 'reports', label: t`Reports`, color: chartColors.amber },
          { key: 'reports_hidden', label: t`Hidden`, color: chartColors.red },
          { key: 'reports_dismissed', label: t`Dismissed`, color: chartColors.teal },
          { key: 'suspensions', label: t`Suspensions and bans`, color: chartColors.pink },
        ],
      },
      {
        key: 'mail',
        title: t`E-mail`,
        columns: [
          { key: 'mail_sent', label: t`Sent`, color: chartColors.blue },
          { key: 'mail_failed', label: t`Failed`, color: chartColors.red },
        ],
      },
    ],
    [t],
  );
  const series = stats.data?.data.series;
  const allColumns = charts.flatMap((chart) => chart.columns);
  const download = () => {
    if (!series) return;
    downloadCsv(dailySeriesCsvFilename('community overview', series, allColumns), dailySeriesCsv(series, allColumns));
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">
          <Trans>Overview</Trans>
        </h1>
        <SeriesToolbar days={days} onDays={setDays} onDownload={download} canDownload={Boolean(series)} />
      </div>
      {stats.isPending ? (
        <SeriesSkeletons keys={charts.map((chart) => chart.key)} />
      ) : stats.isError ? (
        <Banner tone="error">
          {errorMessage(stats.error, t`The statistics could not be loaded.`)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void stats.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </Banner>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {charts.map((chart) => (
            <DailySeriesPanel
              key={chart.key}
              title={chart.title}
              series={stats.data.data.series}
              columns={chart.columns}
              integers
              summary={
                <p className="text-sm text-muted">
                  {chart.columns
                    .map((column) => `${column.label}: ${i18n.number(seriesTotal(stats.data.data.series, column.key))}`)
                    .join(' · ')}
                </p>
              }
            />
          ))}
        </div>
      )}
    </>
  );
}
