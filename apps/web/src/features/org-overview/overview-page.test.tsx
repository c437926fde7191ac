// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { organizationOwner, organizationUpdate } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import OverviewPage from './overview-page';

const reach = { reach: { seen: 300, reacted: 20, commented: 5 }, remaining_today: 3 };

function overviewApi(profile: RouteReply, updates: RouteReply = list([organizationUpdate()], { extra: reach })) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  return mockApi({
    'GET /organization/me': profile,
    'GET /notifications/unread-count': ok({ unread_count: 4 }),
    'GET /organization/me/updates': updates,
  });
}

/** A stat card (a link), found by its label. */
function stat(label: string | RegExp) {
  return screen.getByRole('link', { name: label });
}

/** The figure a stat card shows, exactly. */
function figure(label: RegExp): string | null {
  return stat(label).querySelectorAll('p')[1]?.textContent ?? null;
}

describe('OverviewPage', () => {
  it('shows a placeholder while the profile loads', () => {
    overviewApi(never, never);
    const { container } = renderScreen(<OverviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the server's message when the profile cannot be loaded", async () => {
    overviewApi(fail(500, 'Organizations are resting'));
    renderScreen(<OverviewPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Organizations are resting');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the numbers at a glance, each linking to its screen', async () => {
    const api = overviewApi(ok(organizationOwner()));
    renderScreen(<OverviewPage />);
    // Seven of nine parts are filled in: no logo, no cover.
    await screen.findByRole('link', { name: /Profile completeness/ });
    expect(figure(/Profile completeness/)).toBe('78%');
    expect(stat(/Profile completeness/)).toHaveAttribute('href', '/dashboard/business-profile');
    expect(figure(/Active listings/)).toBe('3');
    expect(stat(/Active listings/)).toHaveAttribute('href', '/dashboard/listings');
    expect(figure(/Followers/)).toBe('40');
    expect(stat(/Followers/)).toHaveAttribute('href', '/dashboard/customers');
    expect(figure(/Rating \(12 reviews\)/)).toBe('4.5 / 5');
    expect(stat(/Rating/)).toHaveAttribute('href', '/dashboard/reviews');
    await waitFor(() => expect(figure(/Unread notifications/)).toBe('4'));
    await waitFor(() => expect(figure(/Updates seen by/)).toBe('300'));
    expect(figure(/Reacted to updates/)).toBe('20');
    expect(figure(/Commented on updates/)).toBe('5');
    expect(stat(/Commented on updates/)).toHaveAttribute('href', '/dashboard/updates');
    expect(api.calls('GET /organization/me/updates')[0]!.query.get('page')).toBe('1');
  });

  it('says when there are no reviews yet, and waits for the reach of the updates', async () => {
    overviewApi(
      ok(
        organizationOwner({
          rating: { average: null, count: 0 },
          logo: { url: 'https://cdn.test/logo.png' },
          cover_photo: { url: 'https://cdn.test/cover.png' },
        }),
      ),
      never,
    );
    renderScreen(<OverviewPage />);
    await screen.findByRole('link', { name: /Profile completeness/ });
    expect(figure(/Profile completeness/)).toBe('100%');
    const rating = stat(/^Rating/);
    expect(within(rating).getByText('Rating')).toBeInTheDocument();
    expect(figure(/^Rating/)).toBe('No reviews yet');
    expect(figure(/Updates seen by/)).toBe('…');
  });

  it('goes to the listings when that number is clicked', async () => {
    overviewApi(ok(organizationOwner()));
    const { user } = renderScreen(<OverviewPage />, { route: '/dashboard' });
    await user.click(await screen.findByRole('link', { name: /Active listings/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/listings');
  });
});
