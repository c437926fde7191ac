import type { DailySeries } from '@ourhood/contract';
import { dailySeriesRows, type DailySeriesColumn } from './daily-series';

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A text starting
 * with = + - @ (or a tab / carriage return) is prefixed with ' so a spreadsheet never runs it as a
 * formula (CSV injection); numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The series as CSV: a header `date,<key>,<key>…` (the series' stable keys, the same in every
 * language, so a spreadsheet built on one download reads the next), then one row a day, oldest
 * first, values as plain numbers (a dot for decimals). Lines end with CRLF, as RFC 4180 says.
 */
export function dailySeriesCsv(series: DailySeries, columns: readonly Pick<DailySeriesColumn, 'key'>[]): string {
  const lines = [['date', ...columns.map((column) => column.key)].map(csvField).join(',')];
  for (const row of dailySeriesRows(series, columns)) lines.push([row.date, ...row.values].map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A download's file name: `<prefix>-<first day>-to-<last day>.csv`, the prefix reduced to
 * lower-case letters, digits and dashes (safe on every file system), e.g.
 * `bakery-insights-2026-11-01-to-2026-11-30.csv`.
 */
export function dailySeriesCsvFilename(
  prefix: string,
  series: DailySeries,
  columns: readonly Pick<DailySeriesColumn, 'key'>[],
): string {
  const safe =
    prefix
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'series';
  const rows = dailySeriesRows(series, columns);
  const first = rows[0]?.date;
  const last = rows[rows.length - 1]?.date;
  return first && last ? `${safe}-${first}-to-${last}.csv` : `${safe}.csv`;
}

/** Offers a CSV text as a file download (a Blob URL, released right after the click). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
