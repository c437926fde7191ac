import type { DailySeries } from '@ourhood/contract';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { DailySeriesColumn } from '../../lib/charts/daily-series';
import { Card } from '../ui/card';
import { DailySeriesTable } from './daily-series-table';
import { LazyDailySeriesChart } from './lazy-daily-series-chart';

export interface DailySeriesPanelProps {
  title: string;
  series: DailySeries;
  columns: readonly DailySeriesColumn[];
  /** Figures over the period (totals), shown under the title. */
  summary?: ReactNode;
  height?: number;
  yMax?: number;
  integers?: boolean;
}

/**
 * A card with a titled daily chart and its table: the table is always there for screen readers
 * (visually hidden) and "Show as table" shows it to anyone, in place of the chart.
 */
export function DailySeriesPanel({ title, series, columns, summary, height, yMax, integers }: DailySeriesPanelProps) {
  const { t } = useLingui();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-fg">
            {title}
          </h3>
          {summary}
        </div>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
          className="rounded-md px-2 py-1 text-sm font-medium text-accent hover:bg-sunken"
        >
          {t`Show as table`}
        </button>
      </div>
      {!asTable && (
        <LazyDailySeriesChart series={series} columns={columns} height={height} yMax={yMax} integers={integers} />
      )}
      <DailySeriesTable series={series} columns={columns} caption={title} hidden={!asTable} />
    </Card>
  );
}
