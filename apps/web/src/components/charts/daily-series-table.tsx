import type { DailySeries } from '@ourhood/contract';
import { useLingui } from '@lingui/react/macro';
import { cx } from '../ui/cx';
import { dailySeriesRows, dayAsDate, type DailySeriesColumn } from '../../lib/charts/daily-series';

export interface DailySeriesTableProps {
  series: DailySeries;
  columns: readonly DailySeriesColumn[];
  /** What the table shows (its caption, read first by screen readers). */
  caption: string;
  /** Visually hidden (the chart beside it is the sighted reading); screen readers always have it. */
  hidden?: boolean;
  className?: string;
}

/**
 * The numbers behind a daily chart, one row a day and a column per series: the chart's reading for
 * screen readers (visually hidden) or, shown, for anyone who prefers figures. Days are written in
 * the reader's locale; the dates are the installation's days, so they are formatted in UTC
 * (dayAsDate) and never shift a day with the browser's time zone.
 */
export function DailySeriesTable({ series, columns, caption, hidden = false, className }: DailySeriesTableProps) {
  const { t, i18n } = useLingui();
  const rows = dailySeriesRows(series, columns);
  const formatDay = (date: string) =>
    i18n.date(dayAsDate(date), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return (
    // Shown, it scrolls (a narrow phone, 90 days): focusable, so the keyboard scrolls it too.
    <div
      className={cx(hidden ? 'sr-only' : 'max-h-96 overflow-auto rounded-lg border border-line', className)}
      {...(hidden ? {} : { tabIndex: 0, role: 'group', 'aria-label': caption })}
    >
      <table className="w-full border-collapse text-sm">
        <caption className={hidden ? undefined : 'sr-only'}>{caption}</caption>
        <thead className="sticky top-0 bg-sunken">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold text-fg">
              {t`Day`}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-end font-semibold text-fg">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date} className="border-t border-line">
              <th scope="row" className="px-3 py-1.5 text-start font-normal whitespace-nowrap text-muted">
                <time dateTime={row.date}>{formatDay(row.date)}</time>
              </th>
              {row.values.map((value, index) => {
                const column = columns[index]!;
                return (
                  <td key={column.key} className="px-3 py-1.5 text-end text-fg tabular-nums">
                    {value === null ? '–' : column.format ? column.format(value) : i18n.number(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
