import { lazy, Suspense } from 'react';
import { Skeleton } from '../ui/skeleton';
import type { DailySeriesChartProps } from './daily-series-chart';

const DailySeriesChart = lazy(() => import('./daily-series-chart'));

/**
 * DailySeriesChart loaded on first use: uPlot and its CSS sit in a chunk of their own, fetched
 * only by the screens that draw a chart (the budgets of `npm run bench:web` keep it out of the
 * entry). A placeholder of the chart's height holds its place meanwhile.
 */
export function LazyDailySeriesChart(props: DailySeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <DailySeriesChart {...props} />
    </Suspense>
  );
}
