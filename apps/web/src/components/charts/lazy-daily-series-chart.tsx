import { lazy, Suspense } from 'react';
import uplotStylesheet from 'uplot/dist/uPlot.min.css?url';
import { Skeleton } from '../ui/skeleton';
import type { DailySeriesChartProps } from './daily-series-chart';

/**
 * Adds a stylesheet once and resolves when it applies (or failed: the chart still draws). The app
 * links one stylesheet and its lazy chunks preload scripts only (vite.config.ts), so a chunk's own
 * CSS would never load: uPlot's is linked here, from the same origin (the CSP's `style-src 'self'`).
 */
function linkStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    // A browser that never answers (a test DOM) must not hold the chart back.
    setTimeout(resolve, 3000);
    document.head.append(link);
  });
}

const DailySeriesChart = lazy(async () => {
  const [chart] = await Promise.all([import('./daily-series-chart'), linkStylesheet(uplotStylesheet)]);
  return chart;
});

/**
 * DailySeriesChart loaded on first use, the way to show it: uPlot and its stylesheet are fetched
 * only by the screens that draw a chart (the budgets of `npm run bench:web` keep them out of the
 * entry). A placeholder of the chart's size holds its place meanwhile.
 */
export function LazyDailySeriesChart(props: DailySeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <DailySeriesChart {...props} />
    </Suspense>
  );
}
