// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author, comment, me, post } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import PostDetailPage from './post-detail-page';

const at = { route: '/dashboard/post/p1', path: '/dashboard/post/:postId' };

function detailApi(postReply: RouteReply, comments: RouteReply = list([]), extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    ...extra,
    'GET /users/profile/me': ok(me()),
    'GET /posts/:id': postReply,
    'GET /comments/:postId': comments,
  });
}

describe('PostDetailPage', () => {
  it('shows a placeholder while the post loads', () => {
    detailApi(never);
    renderScreen(<PostDetailPage />, at);
    expect(screen.getByText('Loading post')).toBeInTheDocument();
  });

  it('says so when the post is gone', async () => {
    detailApi(fail(404, 'Post not found'));
    renderScreen(<PostDetailPage />, at);
    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found');
  });

  it("shows the post, its author and its comments, with Report for a neighbour's post", async () => {
    const api = detailApi(ok(post()), list([comment()]));
    renderScreen(<PostDetailPage />, at);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Post by Ada Lovelace' })).toBeInTheDocument();
    expect(within(article).getByText('Lost a grey cat near the park, answers to Miso')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();

    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Saw a grey cat on Gore St this morning')).toBeInTheDocument();
    expect(api.calls('GET /posts/:id')[0]!.path).toBe('/posts/p1');
  });

  it('says when nobody has commented yet', async () => {
    detailApi(ok(post()));
    renderScreen(<PostDetailPage />, at);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('lets the author delete the post, after asking, and goes home', async () => {
    const api = detailApi(ok(post({ author: author({ _id: 'u-me', id: 'u-me', name: 'Mia Lopez' }) })), list([]), {
      'DELETE /posts/:id': ok({}, 'Post deleted'),
    });
    const { user } = renderScreen(<PostDetailPage />, at);
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(api.calls('DELETE /posts/:id')[0]!.path).toBe('/posts/p1');
  });
});
