// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { organizationOwner, organizationUpdate } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import OverviewPage from './overview-page';

const reach = { reach: { seen: 300, reacted: 20, commented: 5 }, remaining_today: 3 };

const setupKeys = ['location', 'logo', 'hours', 'description', 'first_listing', 'first_update'] as const;
/** The setup checklist with `done` items done; completeness as the server computes it. */
function setupOf(...done: (typeof setupKeys)[number][]) {
  return ok({
    completeness: Math.round((done.length / setupKeys.length) * 100),
    items: setupKeys.map((key) => ({ key, done: done.includes(key) })),
  });
}

function overviewApi(
  profile: RouteReply,
  updates: RouteReply = list([organizationUpdate()], { extra: reach }),
  setup: RouteReply = setupOf('location', 'hours', 'description', 'first_listing'),
) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  return mockApi({
    'GET /organization/me': profile,
    'GET /organization/me/setup': setup,
    'GET /notifications/unread-count': ok({ unread_count: 4 }),
    'GET /organization/me/updates': updates,
    // The insights have their own tests (insights-section.test.tsx).
    'GET /organization/me/insights': never,
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
    overviewApi(never, never, never);
    const { container } = renderScreen(<OverviewPage />);
    expect(screen.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the server's message when the profile cannot be loaded", async () => {
    overviewApi(fail(500, 'Organizations are resting'));
    renderScreen(<OverviewPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Organizations are resting');
    expect(screen.queryByRole('link', { name: /Active listings/ })).not.toBeInTheDocument();
  });

  it('shows the numbers at a glance, each linking to its screen', async () => {
    const api = overviewApi(ok(organizationOwner()));
    renderScreen(<OverviewPage />);
    // The server's figure (issue 42): four of six setup items done.
    await screen.findByRole('link', { name: /Profile completeness/ });
    await waitFor(() => expect(figure(/Profile completeness/)).toBe('67%'));
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
      setupOf(...setupKeys),
    );
    renderScreen(<OverviewPage />);
    await screen.findByRole('link', { name: /Profile completeness/ });
    await waitFor(() => expect(figure(/Profile completeness/)).toBe('100%'));
    expect(await screen.findByText('Your profile is complete.')).toBeInTheDocument();
    const rating = stat(/^Rating/);
    expect(within(rating).getByText('Rating')).toBeInTheDocument();
    expect(figure(/^Rating/)).toBe('No reviews yet');
    expect(figure(/Updates seen by/)).toBe('…');
  });

  it('lists the setup items, each linking to where it is done, what is left unticked', async () => {
    overviewApi(ok(organizationOwner()), undefined, setupOf('hours', 'description'));
    renderScreen(<OverviewPage />);
    const checklist = await screen.findByRole('region', { name: 'Setup checklist' });
    expect(within(checklist).getByText(/Profile completeness: 33%/)).toBeInTheDocument();
    const item = (name: RegExp) => within(checklist).getByRole('link', { name });
    expect(item(/Set your location.*Not done yet/)).toHaveAttribute('href', '/dashboard/business-profile#location');
    expect(item(/Add a logo.*Not done yet/)).toHaveAttribute('href', '/dashboard/business-profile');
    expect(item(/Set your opening hours.*Done/)).toHaveAttribute('href', '/dashboard/business-profile');
    expect(item(/Describe your organization.*Done/)).toBeInTheDocument();
    expect(item(/Add a first listing.*Not done yet/)).toHaveAttribute('href', '/dashboard/listings');
    expect(item(/Publish a first update.*Not done yet/)).toHaveAttribute('href', '/dashboard/updates');
  });

  it('says so when the checklist cannot be loaded', async () => {
    overviewApi(ok(organizationOwner()), undefined, fail(500, 'Checklist is resting'));
    renderScreen(<OverviewPage />);
    expect(await screen.findByText('Checklist is resting')).toBeInTheDocument();
    expect(figure(/Profile completeness/)).toBe('…');
  });

  it('goes to the listings when that number is clicked', async () => {
    overviewApi(ok(organizationOwner()));
    const { user } = renderScreen(<OverviewPage />, { route: '/dashboard' });
    await user.click(await screen.findByRole('link', { name: /Active listings/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/listings');
  });
});
