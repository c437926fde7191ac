// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, never, ok, type RouteReply } from '../../test/api';
import { me, personHit } from '../../test/fixtures';
import { onAPhone, renderScreen, signIn } from '../../test/render';
import DashboardShell from './dashboard-shell';
import { NeighbourShell } from './neighbour-shell';
import { OrganizationShell } from './organization-shell';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A shell as the router mounts it: the frame at /dashboard, a screen in its outlet. */
function inShell(shell: ReactElement) {
  return (
    <Routes>
      <Route path="/dashboard" element={shell}>
        <Route index element={<p>The home feed</p>} />
        <Route path="*" element={<p>Another screen</p>} />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}

function shellApi(profile: RouteReply, counts: { notifications?: number; messages?: number; requests?: number } = {}) {
  return mockApi({
    'GET /users/profile/me': profile,
    'GET /notifications/unread-count': ok({ unread_count: counts.notifications ?? 0 }),
    'GET /conversations/unread-count': ok({
      unread_count: counts.messages ?? 0,
      requests_count: counts.requests ?? 0,
      in_bell: true,
    }),
    'GET /search/suggest': ok({
      people: [personHit()],
      posts: [],
      organizations: [],
      groups: [],
      events: [],
      rentals: [],
    }),
  });
}

describe('DashboardShell', () => {
  it('sends a signed-out visitor to the login page', () => {
    mockApi({});
    renderScreen(<DashboardShell />, { route: '/dashboard' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('gives an organization its own frame, loaded on demand', async () => {
    signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
    shellApi(ok(me({ id: 'u-org', account_type: 'organization', organization_name: 'Fitzroy Bakery' })));
    renderScreen(inShell(<DashboardShell />), { route: '/dashboard' });
    const business = await screen.findByRole('navigation', { name: 'Business' });
    expect(within(business).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('The home feed')).toBeInTheDocument();
  });
});

describe('NeighbourShell', () => {
  it('frames the screen with the navigation, before the profile has loaded', () => {
    signIn();
    shellApi(never);
    renderScreen(inShell(<NeighbourShell />), { route: '/dashboard' });
    expect(screen.getByText('The home feed')).toBeInTheDocument();
    expect(screen.getByTestId('shell-user-name')).toHaveTextContent('User');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/dashboard/groups');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    // A wide screen has the sidebar only: the phone's bottom bar is not rendered at all.
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it("shows the neighbour's name and the unread counts on the bell and Messages", async () => {
    signIn();
    shellApi(ok(me()), { notifications: 3, messages: 2, requests: 1 });
    renderScreen(inShell(<NeighbourShell />), { route: '/dashboard' });
    expect(await screen.findByText('Mia Lopez')).toBeInTheDocument();
    expect(screen.getByTestId('shell-user-name').nextElementSibling).toHaveTextContent('Neighbour');
    // The bell adds unread conversations to the notifications (requests are not in it).
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: /Messages/ })).toHaveTextContent('3 unread');
    expect(within(main).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('adds Moderation for a moderator', async () => {
    signIn();
    shellApi(ok(me({ role: 'moderator' })));
    renderScreen(inShell(<NeighbourShell />), { route: '/dashboard' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/dashboard/moderation',
    );
  });

  it('suggests matches while typing, and Enter opens the results page', async () => {
    signIn();
    const api = shellApi(ok(me()));
    const { user } = renderScreen(inShell(<NeighbourShell />), { route: '/dashboard' });
    await user.type(screen.getByRole('searchbox', { name: 'Search your neighborhood' }), 'bob');
    const suggestions = await screen.findByRole('region', { name: 'Search suggestions' });
    expect(await within(suggestions).findByRole('link', { name: /Bob Reyes/ })).toHaveAttribute(
      'href',
      '/dashboard/profile/u-bob',
    );
    expect(api.calls('GET /search/suggest').at(-1)!.query.get('q')).toBe('bob');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/search?q=bob');
    expect(screen.getByText('Another screen')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });

  it('opens the phone menu with the remaining links, and closes it on navigation', async () => {
    onAPhone();
    signIn();
    shellApi(ok(me()));
    const { user } = renderScreen(inShell(<NeighbourShell />), { route: '/dashboard' });
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByText('Mia Lopez')).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/settings');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('OrganizationShell', () => {
  it('badges unread notifications, and its phone menu opens from the top bar', async () => {
    signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
    shellApi(ok(me({ id: 'u-org', account_type: 'organization', organization_name: 'Fitzroy Bakery' })), {
      notifications: 4,
    });
    const { user } = renderScreen(inShell(<OrganizationShell />), { route: '/dashboard/listings' });
    expect(screen.getByText('Another screen')).toBeInTheDocument();
    // The greeting is the overview's heading, not repeated above every page (issue 42).
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Fitzroy Bakery')).toBeInTheDocument();
    const business = screen.getByRole('navigation', { name: 'Business' });
    expect(within(business).getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    expect(within(business).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/dashboard');
    expect(await within(business).findByTestId('unread-badge')).toHaveTextContent('4 unread');

    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the sidebar of both shells', () => {
  it('is labelled, collapses to its icons when asked, and remembers it on the device', async () => {
    signIn();
    shellApi(ok(me()));
    const { user, unmount } = renderScreen(inShell(<NeighbourShell />), { route: '/dashboard' });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(within(sidebar).getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('ourhood-sidebar')).toBe('collapsed');
    unmount();

    signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
    shellApi(ok(me({ id: 'u-org', account_type: 'organization' })));
    renderScreen(inShell(<OrganizationShell />), { route: '/dashboard' });
    const orgSidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(orgSidebar).toHaveAttribute('data-collapsed', 'true');
    await user.click(within(orgSidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(orgSidebar).toHaveAttribute('data-collapsed', 'false');
    expect(localStorage.getItem('ourhood-sidebar')).toBeNull();
  });
});
