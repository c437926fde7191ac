// @vitest-environment happy-dom
import { GroupMessages, type Group, type GroupMember } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author, group, me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { GroupMembers } from './group-members';

// The Members tab and what an owner or admin may do to each member (group-page.test.tsx covers
// approving a request from the page).

const at = '2026-11-20T10:00:00.000Z';
const mia = author({ _id: 'u-me', id: 'u-me', name: 'Mia Lopez', first_name: 'Mia', last_name: 'Lopez' });
const bo = author({ _id: 'u-bo', id: 'u-bo', name: 'Bo Chen', first_name: 'Bo', last_name: 'Chen' });
const cy = author({ _id: 'u-cy', id: 'u-cy', name: 'Cy Park', first_name: 'Cy', last_name: 'Park' });
const dee = author({ _id: 'u-dee', id: 'u-dee', name: 'Dee Ng', first_name: 'Dee', last_name: 'Ng' });

const member = (user: GroupMember['user'], role: GroupMember['role']): GroupMember => ({ user, role, since: at });

/** The fake server's members of g1: Mia owns it, Bo is an admin, Cy a member; Dee asks to join. */
function membersApi(viewerRole: Group['viewer_role'], extra: Record<string, RouteReply> = {}) {
  signIn();
  const active = [member(mia, 'owner'), member(bo, 'admin'), member(cy, 'member')];
  const pending = [member(dee, 'pending')];
  const api = mockApi({
    'GET /users/profile/me': ok(me()),
    'GET /groups/:id': ok(group({ viewer_role: viewerRole })),
    'GET /groups/:id/members': (request) => list(request.query.get('status') === 'pending' ? pending : active),
    ...extra,
  });
  return { api, active };
}

function show(viewerRole: Group['viewer_role']) {
  return renderScreen(<GroupMembers group={group({ viewer_role: viewerRole })} />);
}

/** The row of the member named `name` in the Members list. */
async function row(name: string) {
  const members = await screen.findByRole('region', { name: 'Members' });
  const link = await within(members).findByRole('link', { name: new RegExp(`^${name}`) });
  return link.closest('li')!;
}

describe('GroupMembers roles', () => {
  it('announces that the members are loading', () => {
    signIn();
    mockApi({ 'GET /users/profile/me': ok(me()), 'GET /groups/:id/members': never });
    show('member');
    expect(screen.getByText('Loading members')).toBeInTheDocument();
  });

  it('says when there are no members, and shows no empty requests panel', async () => {
    signIn();
    mockApi({ 'GET /users/profile/me': ok(me()), 'GET /groups/:id/members': list([]) });
    show('owner');
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading requests to join')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Requests to join' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the members cannot be loaded", async () => {
    signIn();
    mockApi({ 'GET /users/profile/me': ok(me()), 'GET /groups/:id/members': fail(500, 'Members are resting') });
    show('member');
    expect(await screen.findByRole('alert')).toHaveTextContent('Members are resting');
  });

  it('shows each role, and gives a plain member no actions', async () => {
    const { api } = membersApi('member');
    show('member');
    expect(await row('Mia Lopez')).toHaveTextContent('Mia Lopez (you)Owner · since');
    expect(await row('Bo Chen')).toHaveTextContent(/Admin · since/);
    expect(await row('Cy Park')).toHaveTextContent(/Member · since/);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(api.calls('GET /groups/:id/members').map((r) => r.query.get('status'))).toEqual(['active']);
  });

  it('gives the owner Make admin, Remove admin, Make owner and Remove, never on themselves', async () => {
    membersApi('owner');
    show('owner');
    expect(within(await row('Mia Lopez')).queryAllByRole('button')).toHaveLength(0);
    const names = async (name: string) =>
      within(await row(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Bo Chen')).toEqual(['Remove admin', 'Make owner', 'Remove']);
    expect(await names('Cy Park')).toEqual(['Make admin', 'Make owner', 'Remove']);
    const requests = await screen.findByRole('region', { name: 'Requests to join' });
    expect(within(requests).getByRole('heading', { name: 'Requests to join (1)' })).toBeInTheDocument();
    expect(await within(requests).findByText(/Wants to join · asked/)).toBeInTheDocument();
    expect(within(requests).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('lets an admin remove members only, not the owner or other admins', async () => {
    membersApi('admin');
    show('admin');
    expect(within(await row('Mia Lopez')).queryAllByRole('button')).toHaveLength(0);
    expect(within(await row('Bo Chen')).queryAllByRole('button')).toHaveLength(0);
    const cyButtons = within(await row('Cy Park')).getAllByRole('button');
    expect(cyButtons.map((button) => button.textContent)).toEqual(['Remove']);
  });

  it('makes a member an admin, and the list shows the new role', async () => {
    const { api, active } = membersApi('owner', {
      'PATCH /groups/:id/members/:userId': () => {
        active[2] = member(cy, 'admin');
        return ok(active[2], GroupMessages.roleUpdated);
      },
    });
    const { user } = show('owner');
    await user.click(within(await row('Cy Park')).getByRole('button', { name: 'Make admin' }));

    expect(await screen.findByText(GroupMessages.roleUpdated)).toBeInTheDocument();
    const [request] = api.calls('PATCH /groups/:id/members/:userId');
    expect(request!.path).toBe('/groups/g1/members/u-cy');
    expect(request!.body).toEqual({ role: 'admin' });
    await waitFor(async () => expect(await row('Cy Park')).toHaveTextContent(/Admin · since/));
    expect(within(await row('Cy Park')).getByRole('button', { name: 'Remove admin' })).toBeInTheDocument();
  });

  it('takes an admin back to member', async () => {
    const { api } = membersApi('owner', {
      'PATCH /groups/:id/members/:userId': ok(member(bo, 'member'), GroupMessages.roleUpdated),
    });
    const { user } = show('owner');
    await user.click(within(await row('Bo Chen')).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText(GroupMessages.roleUpdated)).toBeInTheDocument();
    const [request] = api.calls('PATCH /groups/:id/members/:userId');
    expect(request!.path).toBe('/groups/g1/members/u-bo');
    expect(request!.body).toEqual({ role: 'member' });
  });

  it('hands the group over only after asking', async () => {
    const { api } = membersApi('owner', {
      'PATCH /groups/:id/members/:userId': ok(member(bo, 'owner'), GroupMessages.roleUpdated),
    });
    const { user } = show('owner');
    await user.click(within(await row('Bo Chen')).getByRole('button', { name: 'Make owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Bo Chen the owner?' });
    expect(dialog).toHaveTextContent('They become the owner of the group and you become an admin.');
    expect(api.calls('PATCH /groups/:id/members/:userId')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));

    expect(await screen.findByText(GroupMessages.roleUpdated)).toBeInTheDocument();
    const [request] = api.calls('PATCH /groups/:id/members/:userId');
    expect(request!.path).toBe('/groups/g1/members/u-bo');
    expect(request!.body).toEqual({ role: 'owner' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a member after asking, and they leave the list', async () => {
    const { api, active } = membersApi('owner', {
      'DELETE /groups/:id/members/:userId': () => {
        active.splice(2, 1);
        return ok(null, GroupMessages.memberRemoved);
      },
    });
    const { user } = show('owner');
    await user.click(within(await row('Cy Park')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Cy Park?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(GroupMessages.memberRemoved)).toBeInTheDocument();
    const [request] = api.calls('DELETE /groups/:id/members/:userId');
    expect(request!.path).toBe('/groups/g1/members/u-cy');
    expect(request!.body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cy Park' })).not.toBeInTheDocument());
  });

  it('refuses a request after asking, through the same removal', async () => {
    const { api } = membersApi('admin', {
      'DELETE /groups/:id/members/:userId': ok(null, GroupMessages.memberRemoved),
    });
    const { user } = show('admin');
    const requests = await screen.findByRole('region', { name: 'Requests to join' });
    await user.click(await within(requests).findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: "Refuse Dee Ng's request?" });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(GroupMessages.memberRemoved)).toBeInTheDocument();
    expect(api.calls('DELETE /groups/:id/members/:userId')[0]!.path).toBe('/groups/g1/members/u-dee');
  });

  it('says why a role change failed and keeps the role', async () => {
    membersApi('owner', {
      'PATCH /groups/:id/members/:userId': fail(403, 'Only the owner can change roles'),
    });
    const { user } = show('owner');
    await user.click(within(await row('Cy Park')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Only the owner can change roles')).toBeInTheDocument();
    expect(await row('Cy Park')).toHaveTextContent(/Member · since/);
    expect(within(await row('Cy Park')).getByRole('button', { name: 'Make admin' })).toBeEnabled();
  });
});
