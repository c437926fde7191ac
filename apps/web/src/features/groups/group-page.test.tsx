// @vitest-environment happy-dom
import type { Group, GroupMember } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author, group, me, post } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import GroupPage from './group-page';

const at = '2026-11-20T10:00:00.000Z';
const bo = author({ _id: 'u-bo', id: 'u-bo', name: 'Bo Chen', first_name: 'Bo', last_name: 'Chen' });
const member = (overrides: Partial<GroupMember> = {}): GroupMember => ({
  user: bo,
  role: 'member',
  since: at,
  ...overrides,
});

function groupApi(detail: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    'GET /users/profile/me': ok(me()),
    'GET /groups/:id': detail,
    'GET /posts': list([post({ content: 'Seed swap on Sunday at the community garden' })]),
    'GET /groups/:id/members': list([member()]),
    ...extra,
  });
}

function open(route = '/dashboard/groups/g1') {
  return renderScreen(<GroupPage />, { route, path: '/dashboard/groups/:groupId' });
}

describe('GroupPage', () => {
  it('announces that the group is loading', () => {
    groupApi(never);
    open();
    expect(screen.getByText('Loading group')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All groups' })).toHaveAttribute('href', '/dashboard/groups');
  });

  it('says a missing or hidden group was not found', async () => {
    groupApi(fail(404, 'Group not found'));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Group not found' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('It may have been deleted, or it is a private group you are not a member of.');
  });

  it("shows the server's message for any other failure", async () => {
    groupApi(fail(500, 'Groups are resting'));
    open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load the group' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Groups are resting');
  });

  it("shows a public group's header and posts to a visitor, and Join joins", async () => {
    const api = groupApi(ok(group()), {
      'POST /groups/:id/join': ok(group({ viewer_role: 'member', member_count: 13 }), 'You joined the group'),
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Fitzroy Gardeners', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('12 members')).toBeInTheDocument();
    const posts = await screen.findByRole('list', { name: 'Posts in Fitzroy Gardeners' });
    expect(within(posts).getByText('Seed swap on Sunday at the community garden')).toBeInTheDocument();
    expect(api.calls('GET /posts')[0]!.query.get('group_id')).toBe('g1');

    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined the group')).toBeInTheDocument();
    const [request] = api.calls('POST /groups/:id/join');
    expect(request!.path).toBe('/groups/g1/join');
    expect(await screen.findByText('13 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('invites a member to post first when the group has no posts', async () => {
    groupApi(ok(group({ viewer_role: 'member' })), { 'GET /posts': list([]) });
    open();
    expect(await screen.findByText('No posts yet. Start the conversation!')).toBeInTheDocument();
  });

  it("shows the server's message when the group's posts fail to load", async () => {
    groupApi(ok(group()), { 'GET /posts': fail(500, 'Posts are resting') });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Posts are resting');
  });

  it('shows an outsider of a private group only its About, without asking for posts', async () => {
    const api = groupApi(ok(group({ visibility: 'private' })));
    open();
    expect(
      await screen.findByText('This group is private: its posts and members are for members only.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Seed swaps and shared tools')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request to join' })).toBeInTheDocument();
    expect(api.calls('GET /posts')).toHaveLength(0);
  });

  it('lets a requester cancel the request', async () => {
    const api = groupApi(ok(group({ visibility: 'private', viewer_role: 'pending' })), {
      'POST /groups/:id/leave': ok(null, 'Request cancelled'),
    });
    const { user } = open();
    expect(await screen.findByText(/Your request to join is waiting for an admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
    expect(api.calls('POST /groups/:id/leave')[0]!.path).toBe('/groups/g1/leave');
  });

  it('opens the tab named in the address, and keeps the chosen tab there', async () => {
    const api = groupApi(ok(group({ viewer_role: 'member' })));
    const { user } = open('/dashboard/groups/g1?tab=members');
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(await within(members).findByRole('link', { name: 'Bo Chen' })).toHaveAttribute(
      'href',
      '/dashboard/profile/u-bo',
    );
    expect(api.calls('GET /groups/:id/members')[0]!.query.get('status')).toBe('active');
    // A member does not see the requests to join.
    expect(screen.queryByRole('region', { name: /Requests to join/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'About' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups/g1?tab=about');
    expect(screen.getByText('Public: anyone in the area sees its posts, and can join at once.')).toBeInTheDocument();
  });

  it('lets an owner approve a request to join', async () => {
    const owned: Group = group({ viewer_role: 'owner', visibility: 'private', invite_token: 'tok' });
    const api = groupApi(ok(owned), {
      'GET /groups/:id/members': (request) =>
        request.query.get('status') === 'pending' ? list([member({ role: 'pending' })]) : list([]),
      'POST /groups/:id/members/:userId/approve': ok(member(), 'Bo Chen joined the group'),
    });
    const { user } = open('/dashboard/groups/g1?tab=members');
    const requests = await screen.findByRole('region', { name: 'Requests to join' });
    expect(await within(requests).findByText(/Wants to join/)).toBeInTheDocument();
    await user.click(within(requests).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Bo Chen joined the group')).toBeInTheDocument();
    expect(api.calls('POST /groups/:id/members/:userId/approve')[0]!.path).toBe('/groups/g1/members/u-bo/approve');
    expect(screen.getByRole('complementary', { name: 'Group tools' })).toBeInTheDocument();
  });

  it('lets the owner delete the group after asking, then goes back to the groups', async () => {
    const api = groupApi(ok(group({ viewer_role: 'owner' })), {
      'DELETE /groups/:id': ok(null, 'Group deleted'),
      'GET /groups': list([]),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Fitzroy Gardeners?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Group deleted')).toBeInTheDocument();
    expect(api.calls('DELETE /groups/:id')[0]!.path).toBe('/groups/g1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/groups$/));
  });
});
