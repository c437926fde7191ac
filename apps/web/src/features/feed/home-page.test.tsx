// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author, me, post } from '../../test/fixtures';
import { onAPhone, renderScreen, signIn } from '../../test/render';
import HomePage from './home-page';

function homeApi(feed: RouteReply) {
  signIn();
  return mockApi({
    'GET /users/profile/me': ok(me()),
    'GET /posts': feed,
    'GET /alerts': list([]),
    'GET /events': list([]),
    'GET /users/me/first-steps': ok({ dismissed: true, steps: [] }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it("on a phone, makes the area's cards and asks for their alerts and events only once opened", async () => {
    onAPhone();
    const api = homeApi(list([post()]));
    const { user } = renderScreen(<HomePage />, { route: '/dashboard' });
    await screen.findByRole('list', { name: 'Posts' });
    expect(screen.queryByRole('region', { name: 'Current location' })).not.toBeInTheDocument();
    expect(api.calls('GET /alerts')).toHaveLength(0);
    expect(api.calls('GET /events')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Your area/ }));
    expect(await screen.findByRole('region', { name: 'Current location' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /alerts')).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET /events')).toHaveLength(1));
  });

  it('shows post placeholders while the feed loads', () => {
    homeApi(never);
    renderScreen(<HomePage />, { route: '/dashboard' });
    expect(screen.getByText('Loading posts')).toBeInTheDocument();
  });

  it('invites the first post when the feed is empty', async () => {
    homeApi(list([]));
    renderScreen(<HomePage />, { route: '/dashboard' });
    expect(await screen.findByText('No posts yet. Be the first to share!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Create a post' })).toBeInTheDocument();
  });

  it("shows the server's message when the feed fails", async () => {
    homeApi(fail(503, 'The feed is taking a nap'));
    renderScreen(<HomePage />, { route: '/dashboard' });
    expect(await screen.findByText('The feed is taking a nap')).toBeInTheDocument();
  });

  it('loads only the first photo near the top at once, every other one lazily', async () => {
    const photo = (name: string) => ({
      url: `/media/${name}.webp`,
      thumbnail_url: `/media/${name}-thumb.webp`,
      width: 1600,
      height: 1067,
    });
    homeApi(
      list([
        post({ id: 'p1', _id: 'p1', media: [] }),
        post({ id: 'p2', _id: 'p2', content: 'Two photos', media: [photo('a'), photo('b')] }),
        post({ id: 'p3', _id: 'p3', content: 'One more', media: [photo('c')] }),
      ]),
    );
    renderScreen(<HomePage />, { route: '/dashboard' });
    const posts = await screen.findByRole('list', { name: 'Posts' });
    // The third post comes with the deferred render of the rest of the page.
    await within(posts).findByText('One more');
    const loading = within(posts)
      .getAllByRole('img', { name: /^Photo \d from / })
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('shows every post of a page, the first ones first', async () => {
    homeApi(
      list(
        Array.from({ length: 8 }, (_, index) =>
          post({ id: `p${index}`, _id: `p${index}`, content: `Post number ${index}` }),
        ),
      ),
    );
    renderScreen(<HomePage />, { route: '/dashboard' });
    const posts = await screen.findByRole('list', { name: 'Posts' });
    await waitFor(() => expect(within(posts).getAllByRole('listitem')).toHaveLength(8));
    expect(within(posts).getByText('Post number 7')).toBeInTheDocument();
  });

  it('lists the posts and loads the next page on request', async () => {
    const api = homeApi(({ query }) =>
      query.get('page') === '2'
        ? list([post({ id: 'p3', _id: 'p3', content: 'Street party on Saturday' })], { page: 2, limit: 2, total: 3 })
        : list(
            [
              post(),
              post({
                id: 'p2',
                _id: 'p2',
                content: 'Who has a ladder?',
                author: author({ id: 'u-bo', name: 'Bo Chen' }),
              }),
            ],
            { limit: 2, total: 3 },
          ),
    );
    const { user } = renderScreen(<HomePage />, { route: '/dashboard' });
    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(within(posts).getByText('Lost a grey cat near the park, answers to Miso')).toBeInTheDocument();
    expect(within(posts).getByText('Who has a ladder?')).toBeInTheDocument();
    expect(within(posts).getByText('Bo Chen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Street party on Saturday')).toBeInTheDocument();
    expect(api.calls('GET /posts').map((request) => request.query.get('page'))).toEqual(['1', '2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument());
  });

  it('searches the feed from the address, and says when nothing matches', async () => {
    const api = homeApi(list([]));
    renderScreen(<HomePage />, { route: '/dashboard?search=ladder' });
    expect(screen.getByRole('heading', { name: 'Results for “ladder”' })).toBeInTheDocument();
    expect(await screen.findByText('No posts match “ladder”.')).toBeInTheDocument();
    expect(api.calls('GET /posts')[0]!.query.get('search')).toBe('ladder');
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/dashboard');
  });
});
