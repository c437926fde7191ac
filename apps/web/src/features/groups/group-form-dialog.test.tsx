// @vitest-environment happy-dom
import { GroupMessages, type Group } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { group, me, post } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import GroupPage from './group-page';

// The Edit group dialog, opened from the group's header by an owner or admin (group-page.test.tsx
// covers the page around it).

const cover = {
  url: 'https://cdn.test/g1/cover.jpg',
  thumbnail_url: 'https://cdn.test/g1/cover-thumb.jpg',
  width: 1200,
  height: 400,
};
const owned = group({ viewer_role: 'owner', cover });

function groupApi(detail: Group, extra: Record<string, RouteReply> = {}) {
  signIn();
  return mockApi({
    'GET /users/profile/me': ok(me()),
    'GET /groups/:id': ok(detail),
    'GET /posts': list([post()]),
    'POST /groups/:id/invite-link': ok({ invite_token: 'tok' }),
    ...extra,
  });
}

async function openDialog(detail: Group = owned, extra: Record<string, RouteReply> = {}) {
  const api = groupApi(detail, extra);
  const view = renderScreen(<GroupPage />, { route: '/dashboard/groups/g1', path: '/dashboard/groups/:groupId' });
  await view.user.click(await screen.findByRole('button', { name: 'Edit group' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
  return { ...view, api, dialog };
}

function image(name: string): File {
  return new File(['img'], name, { type: 'image/jpeg' });
}

describe('EditGroupDialog', () => {
  it('is offered to admins but not to members', async () => {
    groupApi(group({ viewer_role: 'member' }));
    renderScreen(<GroupPage />, { route: '/dashboard/groups/g1', path: '/dashboard/groups/:groupId' });
    await screen.findByRole('heading', { name: 'Fitzroy Gardeners', level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit group' })).not.toBeInTheDocument();
  });

  it('opens filled with the group, its event rule and its cover', async () => {
    const { dialog } = await openDialog(group({ viewer_role: 'admin', cover, event_creators: 'admins' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Fitzroy Gardeners');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Seed swaps and shared tools');
    expect(within(dialog).getByRole('radio', { name: 'Owners and admins only' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Every member' })).not.toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Cover of Fitzroy Gardeners' })).toHaveAttribute(
      'src',
      cover.thumbnail_url,
    );
    // Visibility is fixed once the group is created.
    expect(within(dialog).queryByRole('radio', { name: 'Private' })).not.toBeInTheDocument();
  });

  it('checks the name by the contract before sending anything', async () => {
    const { user, api, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.paste('ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(GroupMessages.nameTooShort)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(GroupMessages.nameTooShort);
    expect(api.calls('PATCH /groups/:id')).toHaveLength(0);
  });

  it('saves the text and the event rule as JSON, closes, and the header shows the new name', async () => {
    const { user, api, dialog } = await openDialog(owned, {
      'PATCH /groups/:id': ok(
        { ...owned, name: 'Fitzroy Growers', event_creators: 'admins' as const },
        GroupMessages.groupUpdated,
      ),
    });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.paste('  Fitzroy Growers ');
    await user.click(within(dialog).getByRole('radio', { name: 'Owners and admins only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(GroupMessages.groupUpdated)).toBeInTheDocument();
    const [request] = api.calls('PATCH /groups/:id');
    expect(request!.path).toBe('/groups/g1');
    expect(request!.body).toEqual({
      name: 'Fitzroy Growers',
      description: 'Seed swaps and shared tools',
      event_creators: 'admins',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Fitzroy Growers', level: 1 })).toBeInTheDocument();
  });

  it('asks the server to remove the cover when Remove was pressed', async () => {
    const { user, api, dialog } = await openDialog(owned, {
      'PATCH /groups/:id': ok({ ...owned, cover: null }, GroupMessages.groupUpdated),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove cover photo (optional)' }));
    expect(within(dialog).queryByRole('img', { name: 'Cover of Fitzroy Gardeners' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(GroupMessages.groupUpdated)).toBeInTheDocument();
    expect(api.calls('PATCH /groups/:id')[0]!.body).toEqual({
      name: 'Fitzroy Gardeners',
      description: 'Seed swaps and shared tools',
      event_creators: 'members',
      remove_cover: true,
    });
  });

  it('sends a new cover with the text fields as one multipart form', async () => {
    const { user, api, dialog } = await openDialog(owned, {
      'PATCH /groups/:id': ok(owned, GroupMessages.groupUpdated),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove cover photo (optional)' }));
    await user.upload(within(dialog).getByLabelText('Cover photo (optional)'), image('beds.jpg'));
    expect(within(dialog).getByRole('img', { name: 'Preview of beds.jpg' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(GroupMessages.groupUpdated)).toBeInTheDocument();
    const body = api.calls('PATCH /groups/:id')[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    // A new cover replaces the old one: no remove_cover alongside it.
    expect([...body.keys()]).toEqual(['name', 'description', 'event_creators', 'cover']);
    expect(body.get('name')).toBe('Fitzroy Gardeners');
    expect(body.get('event_creators')).toBe('members');
    expect((body.get('cover') as File).name).toBe('beds.jpg');
  });

  it("keeps the dialog and the edits, with the server's refusal in its banner", async () => {
    const { user, dialog } = await openDialog(owned, {
      'PATCH /groups/:id': fail(409, 'Another group in Fitzroy has that name'),
    });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.paste('Fitzroy Growers');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another group in Fitzroy has that name');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Fitzroy Growers');
    expect(screen.getByRole('heading', { name: 'Fitzroy Gardeners', level: 1 })).toBeInTheDocument();
  });

  it('says it is saving and holds the button meanwhile', async () => {
    const { user, dialog } = await openDialog(owned, { 'PATCH /groups/:id': never });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('button', { name: /Saving/ })).toBeDisabled();
  });

  it('closes on Cancel without sending anything', async () => {
    const { user, api, dialog } = await openDialog();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste(' and friends');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Fitzroy Gardeners and friends');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PATCH /groups/:id')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Fitzroy Gardeners', level: 1 })).toBeInTheDocument();
  });
});
