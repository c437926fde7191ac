// @vitest-environment happy-dom
import { BlockMessages, type BlockList, type UserStats } from '@ourhood/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, ok } from '../../test/api';
import { author, me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import ProfilePage from './profile-page';

// Block and mute on someone's profile: the menu by Follow, what a muted or blocked profile says.

const stats: UserStats = {
  postsCount: 0,
  followersCount: 0,
  followingCount: 0,
  isFollowing: false,
  posts_count: 0,
  followers_count: 0,
  following_count: 0,
  is_following: false,
};
const ada = author();
const adaPublic = {
  ...me({ _id: 'u-ada', id: 'u-ada', first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace' }),
};
const entry = { user: ada, since: '2026-11-28T10:00:00.000Z' };
const someone = { route: '/dashboard/profile/u-ada', path: '/dashboard/profile/:userId?' };

function profileApi(relations: () => BlockList, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    'GET /users/me/blocks': () => ok(relations()),
    'GET /users/profile/me': ok(me()),
    'GET /users/:id/stats': ok(stats),
    'GET /users/:id': ok(adaPublic),
    'GET /posts': list([]),
    'GET /comments': list([]),
    ...extra,
  });
}

describe('ProfilePage: block and mute', () => {
  it('offers Block and Mute in the menu by Follow', async () => {
    profileApi(() => ({ blocked: [], muted: [] }));
    const { user } = renderScreen(<ProfilePage />, someone);
    await user.click(await screen.findByRole('button', { name: 'Block or mute Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: /^Mute Ada Lovelace/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /^Block Ada Lovelace/ })).toBeInTheDocument();
  });

  it('says a profile is muted, and Unmute undoes it', async () => {
    let muted = [entry];
    const api = profileApi(() => ({ blocked: [], muted }), {
      'DELETE /users/:id/mute': () => {
        muted = [];
        return ok({ user_id: 'u-ada', blocked: false, muted: false }, BlockMessages.unmuted);
      },
    });
    const { user } = renderScreen(<ProfilePage />, someone);
    const notice = await screen.findByText(/You muted Ada Lovelace/);
    expect(notice).toHaveTextContent("they don't know");
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(await screen.findByText('Unmuted Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText(/You muted Ada Lovelace/)).not.toBeInTheDocument();
    expect(api.calls('DELETE /users/:id/mute')).toHaveLength(1);
  });

  it('says a blocked profile (gone both ways) was blocked by you, and offers Unblock', async () => {
    let blocked = true;
    const api = profileApi(() => ({ blocked: blocked ? [entry] : [], muted: [] }), {
      'GET /users/:id': () => (blocked ? fail(404, 'User not found') : ok(adaPublic)),
      'DELETE /users/:id/block': () => {
        blocked = false;
        return ok({ user_id: 'u-ada', blocked: false, muted: false }, BlockMessages.unblocked);
      },
    });
    const { user } = renderScreen(<ProfilePage />, someone);
    expect(await screen.findByText('You blocked Ada Lovelace.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock Ada Lovelace' }));
    expect(await screen.findByText('Unblocked Ada Lovelace')).toBeInTheDocument();
    // Everything loads again: the profile is back.
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(api.calls('DELETE /users/:id/block')).toHaveLength(1);
  });
});
