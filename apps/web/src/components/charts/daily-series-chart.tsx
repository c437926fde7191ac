import type { DailySeries } from '@ourhood/contract';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import { dailySeriesRows, dayAsDate, type DailySeriesColumn } from '../../lib/charts/daily-series';

export interface DailySeriesChartProps {
  /** `data.series` of the API (the chart draws `columns`' keys of it). */
  series: DailySeries;
  columns: readonly DailySeriesColumn[];
  /** Height of the plot in CSS pixels. */
  height?: number;
  /** The upper end of the value axis when it is fixed (5 for a rating); otherwise it follows the data. */
  yMax?: number;
  /** Values are counts: the value axis shows whole numbers only (true by default). */
  integers?: boolean;
}

interface ThemeColours {
  text: string;
  grid: string;
}

/** The axis and grid colours of the element's theme (its `text-muted` and `border-line`). */
function themeColours(element: HTMLElement): ThemeColours {
  const style = getComputedStyle(element);
  return { text: style.color || '#6b7280', grid: style.borderTopColor || 'rgba(128,128,128,0.25)' };
}

/**
 * A line chart of daily series (uPlot, a 50 kB canvas library made for time series): one line per
 * column, days along the bottom. The canvas is hidden from assistive technology, so pair it with a
 * DailySeriesTable. It follows its container's width, redraws in the theme's colours when dark mode
 * changes, and keeps the days running left to right in a right-to-left page too (as calendars and
 * charts read in Arabic). The legend is HTML (logical properties, the reader's font), showing the
 * pointed day's values. Show it through LazyDailySeriesChart, which also links uPlot's stylesheet.
 */
export function DailySeriesChart({ series, columns, height = 200, yMax, integers = true }: DailySeriesChartProps) {
  const { i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const colours = useRef<ThemeColours>({ text: '#6b7280', grid: 'rgba(128,128,128,0.25)' });
  const [pointed, setPointed] = useState<number | null>(null);
  const rows = useMemo(() => dailySeriesRows(series, columns), [series, columns]);
  const formatOf = (column: DailySeriesColumn) => (value: number) =>
    column.format ? column.format(value) : i18n.number(value);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    colours.current = themeColours(element);
    const shortDay = (index: number) => {
      const date = rows[index]?.date;
      return date ? i18n.date(dayAsDate(date), { timeZone: 'UTC', day: 'numeric', month: 'short' }) : '';
    };
    const yFormat = columns[0] ? formatOf(columns[0]) : (value: number) => i18n.number(value);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: false },
        y: { range: (_u, _min, max) => [0, yMax ?? Math.max(integers ? Math.ceil(max) : max, integers ? 1 : 0.1)] },
      },
      axes: [
        {
          stroke: () => colours.current.text,
          grid: { show: false },
          ticks: { stroke: () => colours.current.grid },
          incrs: [1, 2, 7, 14, 28],
          space: 56,
          values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? shortDay(split) : '')),
        },
        {
          stroke: () => colours.current.text,
          grid: { stroke: () => colours.current.grid, width: 1 },
          ticks: { show: false },
          incrs: integers ? [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 100000] : undefined,
          values: (_u, splits) => splits.map((split) => yFormat(split)),
          size: 48,
        },
      ],
      series: [
        {},
        ...columns.map((column) => ({
          label: column.label,
          stroke: column.color,
          width: 2,
          points: { show: rows.length <= 31, size: 4, fill: column.color },
        })),
      ],
      hooks: { setCursor: [(u: uPlot) => setPointed(u.cursor.idx ?? null)] },
    };
    const data: uPlot.AlignedData = [
      rows.map((_row, index) => index),
      ...columns.map((_c, i) => rows.map((row) => row.values[i] ?? null)),
    ];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height }));
    resize.observe(element);
    // The theme is a class on <html> (lib/theme.ts): repaint in its colours when it changes.
    const theme = new MutationObserver(() => {
      colours.current = themeColours(element);
      plot.redraw(false, true);
    });
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot.destroy();
    };
    // formatOf reads i18n and columns, both dependencies already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, columns, height, yMax, integers, i18n]);

  const shown = pointed ?? rows.length - 1;
  const shownRow = rows[shown];
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={container}
        aria-hidden="true"
        dir="ltr"
        className="w-full overflow-hidden border-line text-xs text-muted"
        style={{ minHeight: height }}
      />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-hidden="true">
        {shownRow && (
          <li className="font-medium text-fg">
            {i18n.date(dayAsDate(shownRow.date), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })}
          </li>
        )}
        {columns.map((column, index) => {
          const value = shownRow?.values[index];
          return (
            <li key={column.key} className="flex items-center gap-1.5">
              <span className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: column.color }} />
              <span>{column.label}</span>
              {value != null && <span className="font-semibold text-fg tabular-nums">{formatOf(column)(value)}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default DailySeriesChart;
