// @vitest-environment happy-dom
import { GroupMessages, type Group } from '@ourhood/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { group, me, post } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import GroupPage from './group-page';

// The invite link panel in the group's tools (owners and admins), on the group page.

const link = (token: string) => `${window.location.origin}/dashboard/groups/join/${token}`;

function open(detail: Group, extra: Record<string, RouteReply> = {}) {
  signIn();
  const api = mockApi({
    'GET /users/profile/me': ok(me()),
    'GET /groups/:id': ok(detail),
    'GET /posts': list([post()]),
    ...extra,
  });
  const view = renderScreen(<GroupPage />, { route: '/dashboard/groups/g1', path: '/dashboard/groups/:groupId' });
  return { ...view, api };
}

async function panel() {
  return screen.findByRole('region', { name: 'Invite link' });
}

describe('InviteLinkPanel', () => {
  it('is not shown to a member', async () => {
    open(group({ viewer_role: 'member', invite_token: 'tok-1' }));
    await screen.findByRole('heading', { name: 'Fitzroy Gardeners', level: 1 });
    expect(screen.queryByRole('region', { name: 'Invite link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Group tools' })).not.toBeInTheDocument();
  });

  it('offers to create a link when the group has none, and shows the new one', async () => {
    const { user, api } = open(group({ viewer_role: 'owner' }), {
      'POST /groups/:id/invite-link': ok({ invite_token: 'tok-new' }, GroupMessages.inviteLinkCreated),
    });
    const section = await panel();
    expect(section).toHaveTextContent('Neighbours who open it join the group.');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Create invite link' }));

    expect(await screen.findByText(GroupMessages.inviteLinkCreated)).toBeInTheDocument();
    const [request] = api.calls('POST /groups/:id/invite-link');
    expect(request!.path).toBe('/groups/g1/invite-link');
    expect(request!.body).toBeUndefined();
    expect(await within(section).findByRole('textbox', { name: 'Invite link' })).toHaveValue(link('tok-new'));
    expect(within(section).queryByRole('button', { name: 'Create invite link' })).not.toBeInTheDocument();
  });

  it("shows a private group's link, read-only, and says requests need approval", async () => {
    open(group({ viewer_role: 'admin', visibility: 'private', invite_token: 'tok 1/x' }));
    const section = await panel();
    expect(section).toHaveTextContent('Neighbours who open it ask to join; you approve them.');
    const input = within(section).getByRole('textbox', { name: 'Invite link' });
    expect(input).toHaveValue(link('tok%201%2Fx'));
    expect(input).toHaveAttribute('readonly');
    expect(section).toHaveTextContent('A new link stops the old one from working.');
  });

  it('copies the link and says so', async () => {
    const { user } = open(group({ viewer_role: 'owner', invite_token: 'tok-1' }));
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Invite link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(link('tok-1'));
  });

  it('says to copy by hand when the browser refuses the clipboard', async () => {
    const { user } = open(group({ viewer_role: 'owner', invite_token: 'tok-1' }));
    const section = await panel();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy the link by hand: your browser refused.')).toBeInTheDocument();
  });

  it('replaces the link with New link', async () => {
    const { user, api } = open(group({ viewer_role: 'owner', invite_token: 'tok-1' }), {
      'POST /groups/:id/invite-link': ok({ invite_token: 'tok-2' }, GroupMessages.inviteLinkCreated),
    });
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'New link' }));
    expect(await screen.findByText(GroupMessages.inviteLinkCreated)).toBeInTheDocument();
    expect(api.calls('POST /groups/:id/invite-link')[0]!.path).toBe('/groups/g1/invite-link');
    expect(within(section).getByRole('textbox', { name: 'Invite link' })).toHaveValue(link('tok-2'));
  });

  it('holds New link while the new one is made', async () => {
    const { user } = open(group({ viewer_role: 'owner', invite_token: 'tok-1' }), {
      'POST /groups/:id/invite-link': never,
    });
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'New link' }));
    expect(await within(section).findByRole('button', { name: 'New link' })).toBeDisabled();
    expect(within(section).getByRole('textbox', { name: 'Invite link' })).toHaveValue(link('tok-1'));
  });

  it('keeps the old link and says why when a new one cannot be made', async () => {
    const { user } = open(group({ viewer_role: 'owner', invite_token: 'tok-1' }), {
      'POST /groups/:id/invite-link': fail(429, 'Too many new links today'),
    });
    const section = await panel();
    await user.click(within(section).getByRole('button', { name: 'New link' }));
    expect(await screen.findByText('Too many new links today')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Invite link' })).toHaveValue(link('tok-1'));
    expect(within(section).getByRole('button', { name: 'New link' })).toBeEnabled();
  });
});
