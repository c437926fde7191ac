// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nRoot } from '../../lib/i18n/i18n-root';
import { DailySeriesTable } from './daily-series-table';

const series = {
  reviews: [
    { date: '2026-11-29', value: 2 },
    { date: '2026-11-30', value: 1200 },
  ],
  average_rating: [
    { date: '2026-11-29', value: 4.5 },
    { date: '2026-11-30', value: 4 },
  ],
};
const columns = [
  { key: 'reviews', label: 'Reviews', color: '#000' },
  { key: 'average_rating', label: 'Average rating', color: '#111', format: (value: number) => value.toFixed(1) },
];

describe('DailySeriesTable', () => {
  it('has a caption, a header per series and a row a day', () => {
    render(<DailySeriesTable series={series} columns={columns} caption="Reviews per day" hidden />, {
      wrapper: I18nRoot,
    });
    const table = screen.getByRole('table', { name: 'Reviews per day' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Reviews', 'Average rating']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/Nov.*30.*2026/);
    expect(rows[1]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-30');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,200', '4.0']);
    expect(table.parentElement).toHaveClass('sr-only');
  });

  it('shows itself when not hidden', () => {
    render(<DailySeriesTable series={series} columns={columns} caption="Reviews per day" />, { wrapper: I18nRoot });
    expect(screen.getByRole('table', { name: 'Reviews per day' }).parentElement).not.toHaveClass('sr-only');
  });
});
