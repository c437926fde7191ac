// @vitest-environment happy-dom
import type { UserStats } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { me, post } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import ProfilePage from './profile-page';

function stats(followers: number, isFollowing: boolean): UserStats {
  return {
    postsCount: 1,
    followersCount: followers,
    followingCount: 4,
    isFollowing,
    posts_count: 1,
    followers_count: followers,
    following_count: 4,
    is_following: isFollowing,
  };
}

const ada = me({
  _id: 'u-ada',
  id: 'u-ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  bio: 'Fixes bikes',
});
const { email: _email, referral: _referral, role: _role, email_verified: _verified, ...adaPublic } = ada;

function profileApi(user: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    ...extra,
    'GET /users/profile/me': ok(me()),
    'GET /users/:id/stats': ok(stats(10, false)),
    'GET /users/:id': user,
    'GET /posts': list([post()]),
    'GET /comments': list([]),
  });
}

const someone = { route: '/dashboard/profile/u-ada', path: '/dashboard/profile/:userId?' };

describe('ProfilePage', () => {
  it('asks a signed-out visitor to log in', () => {
    mockApi({});
    renderScreen(<ProfilePage />, { route: '/dashboard/profile', path: '/dashboard/profile/:userId?' });
    expect(screen.getByText('You are not logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows one's own profile with counts and an empty posts tab", async () => {
    signIn();
    mockApi({
      'GET /users/profile/me': ok(me()),
      'GET /users/:id/stats': ok(stats(3, false)),
      'GET /posts': list([]),
      'GET /comments': list([]),
    });
    renderScreen(<ProfilePage />, { route: '/dashboard/profile', path: '/dashboard/profile/:userId?' });
    expect(await screen.findByRole('heading', { name: 'Mia Lopez' })).toBeInTheDocument();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-followers')).toHaveTextContent('3');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('says so for someone who does not exist', async () => {
    profileApi(fail(404, 'User not found'));
    renderScreen(<ProfilePage />, someone);
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
  });

  it("shows another neighbour's profile and their posts", async () => {
    const api = profileApi(ok(adaPublic));
    renderScreen(<ProfilePage />, someone);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Fixes bikes')).toBeInTheDocument();
    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(within(posts).getByText(/Lost a grey cat/)).toBeInTheDocument();
    expect(api.calls('GET /posts')[0]!.query.get('author_id')).toBe('u-ada');
  });

  it('follows at once and keeps the count the server answers', async () => {
    const api = profileApi(ok(adaPublic), {
      'POST /users/:id/follow': ok(stats(11, true), 'Followed'),
    });
    const { user } = renderScreen(<ProfilePage />, someone);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('stat-followers')).toHaveTextContent('11'));
    expect(api.calls('POST /users/:id/follow')[0]!.path).toBe('/users/u-ada/follow');
  });

  it('shows the header placeholder while the profile loads', () => {
    profileApi(never);
    renderScreen(<ProfilePage />, someone);
    expect(screen.getByText('Loading profile')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });
});
