// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nRoot } from '../../lib/i18n/i18n-root';
import { DailySeriesChart } from './daily-series-chart';
import { DailySeriesPanel } from './daily-series-panel';

// happy-dom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const drawn = vi.hoisted(() => ({ charts: [] as { options: unknown; data: unknown[]; destroyed: boolean }[] }));
vi.mock('uplot', () => ({
  default: class {
    record: { options: unknown; data: unknown[]; destroyed: boolean };
    constructor(options: unknown, data: unknown[]) {
      this.record = { options, data, destroyed: false };
      drawn.charts.push(this.record);
    }
    setSize() {}
    redraw() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const series = {
  followers_gained: [
    { date: '2026-11-29', value: 2 },
    { date: '2026-11-30', value: 5 },
  ],
  followers_lost: [
    { date: '2026-11-29', value: 1 },
    { date: '2026-11-30', value: 0 },
  ],
};
const columns = [
  { key: 'followers_gained', label: 'Gained', color: '#22c55e' },
  { key: 'followers_lost', label: 'Lost', color: '#ef4444' },
];

describe('DailySeriesChart', () => {
  it('draws a line per column over the days and shows the last day in its legend', () => {
    drawn.charts.length = 0;
    const { unmount, container } = render(<DailySeriesChart series={series} columns={columns} height={150} />, {
      wrapper: I18nRoot,
    });
    expect(drawn.charts).toHaveLength(1);
    expect(drawn.charts[0]!.data).toEqual([
      [0, 1],
      [2, 5],
      [1, 0],
    ]);
    const canvasBox = container.querySelector('[dir="ltr"]');
    expect(canvasBox).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent(/Nov.*30/);
    expect(container).toHaveTextContent('Gained5');
    unmount();
    expect(drawn.charts[0]!.destroyed).toBe(true);
  });
});

describe('DailySeriesPanel', () => {
  it('keeps a table for screen readers and shows it on request', async () => {
    const user = userEvent.setup();
    render(<DailySeriesPanel title="Followers" series={series} columns={columns} />, { wrapper: I18nRoot });
    const section = screen.getByRole('region', { name: 'Followers' });
    const table = within(section).getByRole('table', { name: 'Followers' });
    expect(table.parentElement).toHaveClass('sr-only');
    const toggle = within(section).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('table', { name: 'Followers' }).parentElement).not.toHaveClass('sr-only');
  });
});
