// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { group } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import GroupsPage from './groups-page';

type Lists = { mine: RouteReply; area: RouteReply; search?: RouteReply };

/** GET /groups answers the viewer's groups (?mine=true), a search (?search=) or the area's. */
function groupsApi(lists: Lists, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    ...extra,
    'GET /groups': (request) => {
      const { query } = request;
      const reply = query.get('mine') ? lists.mine : query.get('search') ? (lists.search ?? list([])) : lists.area;
      return typeof reply === 'function' ? reply(request) : reply;
    },
  });
}

describe('GroupsPage', () => {
  it('shows both lists loading', () => {
    groupsApi({ mine: never, area: never });
    renderScreen(<GroupsPage />, { route: '/dashboard/groups' });
    expect(screen.getByRole('list', { name: 'Your groups, loading' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Groups in your area, loading' })).toBeInTheDocument();
  });

  it('says what to do when there are no groups yet', async () => {
    groupsApi({ mine: list([]), area: list([]) });
    renderScreen(<GroupsPage />, { route: '/dashboard/groups' });
    expect(
      await screen.findByText('You have not joined any groups yet. Join one below, or start your own.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No groups in your area yet. Start the first one!')).toBeInTheDocument();
  });

  it("shows the server's message for a list that fails, and the other list still", async () => {
    groupsApi({ mine: list([group({ viewer_role: 'member' })]), area: fail(500, 'Groups are unavailable') });
    renderScreen(<GroupsPage />, { route: '/dashboard/groups' });
    expect(await screen.findByText('Groups are unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fitzroy Gardeners' })).toBeInTheDocument();
  });

  it('lists groups with their details, and Join joins', async () => {
    const api = groupsApi(
      {
        mine: list([]),
        area: list([
          group(),
          group({ id: 'g2', _id: 'g2', name: 'Brunswick St Residents', visibility: 'private', member_count: 1 }),
        ]),
      },
      { 'POST /groups/:id/join': ok(group({ viewer_role: 'member', member_count: 13 }), 'You joined the group') },
    );
    const { user } = renderScreen(<GroupsPage />, { route: '/dashboard/groups' });
    const gardeners = await screen.findByRole('article', { name: 'Fitzroy Gardeners' });
    expect(within(gardeners).getByRole('link', { name: 'Fitzroy Gardeners' })).toHaveAttribute(
      'href',
      '/dashboard/groups/g1',
    );
    expect(within(gardeners).getByText('Seed swaps and shared tools')).toBeInTheDocument();
    const residents = screen.getByRole('article', { name: 'Brunswick St Residents' });
    // A private group seen from outside is not a link: its card asks to join.
    expect(within(residents).queryByRole('link')).not.toBeInTheDocument();
    expect(within(residents).getByRole('button', { name: 'Request to join' })).toBeInTheDocument();

    await user.click(within(gardeners).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined the group')).toBeInTheDocument();
    expect(api.calls('POST /groups/:id/join')[0]!.path).toBe('/groups/g1/join');
  });

  it('searches groups by name as the user types, keeping the search in the address', async () => {
    const api = groupsApi({ mine: list([]), area: list([]), search: list([group()]) });
    const { user } = renderScreen(<GroupsPage />, { route: '/dashboard/groups' });
    await user.type(screen.getByLabelText('Search groups'), 'garden');

    expect(await screen.findByRole('heading', { name: 'Groups matching “garden”' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fitzroy Gardeners' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups?q=garden');
    await waitFor(() => expect(api.calls('GET /groups').some((r) => r.query.get('search') === 'garden')).toBe(true));
  });
});
