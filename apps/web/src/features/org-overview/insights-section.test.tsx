// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, never, ok, type SeenRequest } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import { InsightsSection } from './insights-section';

// happy-dom has no canvas: uPlot is replaced by a stand-in that draws nothing.
vi.mock('uplot', () => ({
  default: class {
    setSize() {}
    redraw() {}
    destroy() {}
  },
}));

const keys = [
  'page_views',
  'listing_views',
  'update_views',
  'update_reactions',
  'update_comments',
  'followers_gained',
  'followers_lost',
  'reviews',
  'average_rating',
  'messages_received',
];

/** The API's answer for `days` days ending on 2026-11-30, every value `valueOf(key, index)`. */
function insightsOf(days: number, valueOf: (key: string, index: number) => number = () => 0) {
  const dates = Array.from({ length: days }, (_unused, index) =>
    new Date(Date.UTC(2026, 10, 30 - (days - 1 - index))).toISOString().slice(0, 10),
  );
  return ok({
    days,
    time_zone: 'UTC',
    series: Object.fromEntries(
      keys.map((key) => [key, dates.map((date, index) => ({ date, value: valueOf(key, index) }))]),
    ),
  });
}

function insightsApi(reply: (request: SeenRequest) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  return mockApi({ 'GET /organization/me/insights': reply });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InsightsSection', () => {
  it('shows placeholders while loading', () => {
    insightsApi(never);
    const { container } = renderScreen(<InsightsSection organizationName="Slope Bakery" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Insights' })).toBeInTheDocument();
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it("shows the server's message when the insights cannot be loaded", async () => {
    insightsApi(() => fail(500, 'Insights are resting'));
    renderScreen(<InsightsSection organizationName="Slope Bakery" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Insights are resting');
  });

  it('says so when nothing happened in the period', async () => {
    insightsApi(() => insightsOf(30));
    renderScreen(<InsightsSection organizationName="Slope Bakery" />);
    expect(await screen.findByText(/Nothing happened in this period yet/)).toBeInTheDocument();
  });

  it('shows a chart per group with its totals and table, and switches the period', async () => {
    const api = insightsApi((request) =>
      insightsOf(Number(request.query.get('days')), (key, index) => (key === 'average_rating' ? 4.5 : index + 1)),
    );
    const { user } = renderScreen(<InsightsSection organizationName="Slope Bakery" />);
    const views = await screen.findByRole('region', { name: 'Views' });
    expect(api.requests.at(-1)?.query.get('days')).toBe('30');
    // 1 + 2 + … + 30
    expect(within(views).getByText('Page views', { selector: 'dt' }).nextElementSibling).toHaveTextContent('465');
    for (const name of ['Followers', 'Engagement on updates', 'Reviews', 'Rating', 'Messages']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Rating' })).getByText('Average rating', { selector: 'dt' })
        .nextElementSibling,
    ).toHaveTextContent('4.5');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(within(views).getByText('Page views', { selector: 'dt' }).nextElementSibling).toHaveTextContent('28'),
    );
    expect(api.requests.at(-1)?.query.get('days')).toBe('7');
    const table = within(views).getByRole('table', { name: 'Views' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(within(table).getAllByRole('row')[7]!).getAllByRole('cell')[0]).toHaveTextContent('7');
  });

  it('downloads the days as a CSV file with a column per series', async () => {
    insightsApi((request) => insightsOf(Number(request.query.get('days')), (key) => (key === 'page_views' ? 3 : 0)));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:insights';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderScreen(<InsightsSection organizationName="Slope Bakery" />);
    await user.click(await screen.findByRole('button', { name: '7 days' }));
    // The 7 days have come: the table of views has a row a day.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Views' })).getAllByRole('row')).toHaveLength(8),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['slope-bakery-insights-2026-11-24-to-2026-11-30.csv']);
    const csv = await blobs.at(-1)!.text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,page_views,listing_views,update_views,followers_gained,followers_lost,update_reactions,update_comments,reviews,average_rating,messages_received',
    );
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('2026-11-30,3,0,0,0,0,0,0,0,0,0');
  });
});
