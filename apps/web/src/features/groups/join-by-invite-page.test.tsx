// @vitest-environment happy-dom
import { GroupMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { group } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { groupKeys } from './group-keys';
import JoinByInvitePage from './join-by-invite-page';

// /dashboard/groups/join/{token}: opening an invite link joins (or asks to join) at once.

/** Opens the link of `token` (the address holds it encoded, as inviteUrl writes it). */
function open(reply: RouteReply, token = 'tok-1') {
  signIn();
  const api = mockApi({ 'POST /groups/join/:token': reply });
  const view = renderScreen(
    <StrictMode>
      <JoinByInvitePage />
    </StrictMode>,
    { route: `/dashboard/groups/join/${encodeURIComponent(token)}`, path: '/dashboard/groups/join/:token' },
  );
  return { ...view, api };
}

describe('JoinByInvitePage', () => {
  it('says it is opening the invite while the server answers', () => {
    open(never);
    expect(screen.getByRole('heading', { name: 'Joining the group' })).toBeInTheDocument();
    expect(screen.getByText('Opening the invite')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('joins once with the token, says so, and opens the group', async () => {
    const joined = group({ id: 'g7', _id: 'g7', viewer_role: 'member' });
    const { api, client } = open(ok(joined, GroupMessages.joined), 'tok 1/x');

    expect(await screen.findByText(GroupMessages.joined)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/groups\/g7$/));
    // One request, even though StrictMode runs the effect twice.
    expect(api.calls('POST /groups/join/:token')).toHaveLength(1);
    const [request] = api.calls('POST /groups/join/:token');
    expect(request!.path).toBe('/groups/join/tok%201%2Fx');
    expect(request!.body).toBeUndefined();
    // The group's page opens from what the join answered, without loading it again.
    expect(client.getQueryData(groupKeys.detail('g7'))).toEqual(joined);
  });

  it('says a request was sent for a private group, and opens it', async () => {
    open(ok(group({ visibility: 'private', viewer_role: 'pending' }), GroupMessages.requested));
    expect(await screen.findByText(GroupMessages.requested)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/groups\/g1$/));
  });

  it('says a revoked link is no longer valid, with the way to the groups', async () => {
    open(fail(404, GroupMessages.inviteInvalid));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not join the group' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(GroupMessages.inviteInvalid);
    expect(within(alert).getByRole('link', { name: 'Browse groups' })).toHaveAttribute('href', '/dashboard/groups');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/groups/join/tok-1');
  });

  it("shows the server's message for any other failure", async () => {
    open(fail(500, 'Groups are resting'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Groups are resting');
    expect(screen.queryByText('Opening the invite')).not.toBeInTheDocument();
  });
});
