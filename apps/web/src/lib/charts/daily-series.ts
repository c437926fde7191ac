import type { DailySeries } from '@ourhood/contract';

/** One series of a chart, table or CSV: its key in `data.series`, what people read, how it is drawn. */
export interface DailySeriesColumn {
  key: string;
  label: string;
  /** A CSS colour readable on the light and the dark background (a 500-600 shade). */
  color: string;
  /** How a value is written (counts by default: whole numbers in the reader's locale). */
  format?: (value: number) => string;
}

/** One day across the columns: `values[i]` is columns[i]'s value that day (null when the series lacks it). */
export interface DailySeriesRow {
  date: string;
  values: (number | null)[];
}

/**
 * The days of the chosen series, oldest first, one row a day. The server answers every series over
 * the same days; a day present in one series only still gets its row (the others null).
 */
export function dailySeriesRows(
  series: DailySeries,
  columns: readonly Pick<DailySeriesColumn, 'key'>[],
): DailySeriesRow[] {
  const byKey = columns.map((column) => new Map((series[column.key] ?? []).map((point) => [point.date, point.value])));
  const dates = new Set<string>();
  for (const column of columns) for (const point of series[column.key] ?? []) dates.add(point.date);
  return [...dates].sort().map((date) => ({ date, values: byKey.map((values) => values.get(date) ?? null) }));
}

/** The sum of a series over its days (a period's total). */
export function seriesTotal(series: DailySeries, key: string): number {
  return (series[key] ?? []).reduce((sum, point) => sum + point.value, 0);
}

/** The last day's value of a series (a running figure such as an average), or null. */
export function seriesLast(series: DailySeries, key: string): number | null {
  const points = series[key] ?? [];
  return points.length > 0 ? points[points.length - 1]!.value : null;
}

/** A YYYY-MM-DD day as a Date at noon UTC: formatted with timeZone 'UTC', it is that day everywhere. */
export function dayAsDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
}

/**
 * Line colours readable on the light and the dark background alike (Tailwind's 500 shades: about
 * 3:1 against white and against the dark surface), told apart by more than hue in the legend.
 */
export const chartColors = {
  blue: '#3b82f6',
  green: '#22c55e',
  red: '#ef4444',
  violet: '#8b5cf6',
  amber: '#f59e0b',
  teal: '#14b8a6',
  pink: '#ec4899',
} as const;
