// @vitest-environment happy-dom
import { ProfileMessages, type UserSelf } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { useOwnProfile } from '../../lib/use-own-profile';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { AvatarSection } from './avatar-section';

// Settings' profile picture section, mounted as the settings page mounts it: with the signed-in
// profile, which the section reloads after a change.

const pictureUrl = 'https://cdn.test/u-me/avatar.jpg';
const newUrl = 'https://cdn.test/u-me/avatar-2.jpg';

function AvatarOnSettings() {
  const profile = useOwnProfile();
  return profile.data ? <AvatarSection me={profile.data} /> : null;
}

/** The fake server keeps the profile: an upload or removal is what the next GET answers. */
function open(routes: Record<string, RouteReply> = {}, initial: UserSelf = me()) {
  signIn();
  let stored = initial;
  const storing =
    (reply: RouteReply): RouteReply =>
    async (request) => {
      const answer = typeof reply === 'function' ? await reply(request) : reply;
      if (answer.status === 200) stored = (answer.body as { data: UserSelf }).data;
      return answer;
    };
  const api = mockApi({
    'GET /users/profile/me': () => ok(stored),
    ...Object.fromEntries(Object.entries(routes).map(([key, reply]) => [key, storing(reply)])),
  });
  const view = renderScreen(<AvatarOnSettings />);
  return { ...view, api };
}

/** The round picture next to the picker (decorative: the name is written elsewhere). */
function shownPicture(container: HTMLElement) {
  return container.querySelector('section img[aria-hidden="true"]');
}

function image(name: string, type = 'image/png'): File {
  return new File(['img'], name, { type });
}

describe('AvatarSection', () => {
  it('shows the initials and no Remove when there is no picture', async () => {
    const { container } = open();
    expect(await screen.findByRole('region', { name: 'Profile picture' })).toHaveTextContent('ML');
    expect(shownPicture(container)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose a picture')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });

  it('shows the saved picture with Remove', async () => {
    const { container } = open({}, me({ profile_picture: { url: pictureUrl } }));
    expect(await screen.findByRole('button', { name: 'Remove picture' })).toBeEnabled();
    expect(shownPicture(container)).toHaveAttribute('src', pictureUrl);
  });

  it('asks for a picture before uploading anything', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText(ProfileMessages.avatarRequired)).toBeInTheDocument();
    expect(api.calls('POST /users/profile/avatar')).toHaveLength(0);
  });

  it('previews the chosen picture, uploads it, says so and shows it', async () => {
    const { user, api, container } = open({
      'POST /users/profile/avatar': ok(me({ profile_picture: { url: newUrl } }), ProfileMessages.avatarUpdated),
    });
    await user.upload(await screen.findByLabelText('Choose a picture'), image('me.png'));
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByText(ProfileMessages.avatarUpdated)).toHaveAttribute('role', 'status');
    const body = api.calls('POST /users/profile/avatar')[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['avatar']);
    expect((body.get('avatar') as File).name).toBe('me.png');
    expect(screen.queryByRole('img', { name: 'Preview of your new profile picture' })).not.toBeInTheDocument();
    await waitFor(() => expect(shownPicture(container)).toHaveAttribute('src', newUrl));
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
    // The session's user (the shell's avatar) follows.
    expect(useSession.getState().user?.profile_picture).toEqual({ url: newUrl });
  });

  it('says it is uploading and holds both buttons', async () => {
    const { user } = open({ 'POST /users/profile/avatar': never }, me({ profile_picture: { url: pictureUrl } }));
    await user.upload(await screen.findByLabelText('Choose a picture'), image('me.png'));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeDisabled();
    expect(screen.getByLabelText('Choose a picture')).toBeDisabled();
  });

  it("keeps the chosen picture with the server's refusal", async () => {
    const { user } = open({ 'POST /users/profile/avatar': fail(413, 'That picture is too large') });
    await user.upload(await screen.findByLabelText('Choose a picture'), image('huge.png'));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That picture is too large');
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled();
  });

  it('removes the picture, says so and shows the initials again', async () => {
    const { user, api, container } = open(
      { 'DELETE /users/profile/avatar': ok(me(), ProfileMessages.avatarRemoved) },
      me({ profile_picture: { url: pictureUrl } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }));

    expect(await screen.findByText(ProfileMessages.avatarRemoved)).toBeInTheDocument();
    const [request] = api.calls('DELETE /users/profile/avatar');
    expect(request!.path).toBe('/users/profile/avatar');
    expect(request!.body).toBeUndefined();
    await waitFor(() => expect(shownPicture(container)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });

  it('keeps the picture and says why when removing fails', async () => {
    const { user, container } = open(
      { 'DELETE /users/profile/avatar': fail(500, 'Storage is resting') },
      me({ profile_picture: { url: pictureUrl } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Storage is resting');
    expect(shownPicture(container)).toHaveAttribute('src', pictureUrl);
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeEnabled();
  });
});
