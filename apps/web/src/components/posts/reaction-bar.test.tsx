// @vitest-environment happy-dom
import type { Post, ReactionCounts } from '@ourhood/contract';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postKeys } from '../../lib/posts/post-keys';
import { fail, mockApi, ok } from '../../test/api';
import { post } from '../../test/fixtures';
import { renderScreen, signIn, testQueryClient } from '../../test/render';
import { postReactable, ReactionBar } from './reaction-bar';

const counts = (overrides: Partial<ReactionCounts> = {}): ReactionCounts => ({
  like: 0,
  love: 0,
  haha: 0,
  wow: 0,
  sad: 0,
  thanks: 0,
  ...overrides,
});

/** The bar as a card shows it: fed from the cached post, which the reaction patches. */
function CachedBar() {
  const { data } = useQuery<Post>({
    queryKey: postKeys.detail('p1'),
    queryFn: () => new Promise<Post>(() => {}),
    enabled: false,
  });
  return data ? <ReactionBar item={postReactable(data)} /> : null;
}

function renderBar(initial: Partial<Post>) {
  signIn();
  const client = testQueryClient();
  client.setQueryData(postKeys.detail('p1'), post(initial));
  return renderScreen(<CachedBar />, { client });
}

describe('ReactionBar', () => {
  it('likes at once, then shows the counts the server answered', async () => {
    const api = mockApi({
      'PUT /posts/:id/reactions': ok({ reactions: counts({ like: 3, love: 1 }), viewer_reaction: 'like' }),
    });
    const { user } = renderBar({ reactions: counts({ like: 2, love: 1 }) });
    expect(screen.getByLabelText('Reactions: 2 Like, 1 Love')).toBeInTheDocument();
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByLabelText('Reactions: 3 Like, 1 Love')).toBeInTheDocument();
    const [request] = api.calls('PUT /posts/:id/reactions');
    expect(request!.path).toBe('/posts/p1/reactions');
    expect(request!.body).toEqual({ kind: 'like' });
  });

  it('picks another kind from the picker, which then closes', async () => {
    const api = mockApi({
      'PUT /posts/:id/reactions': ok({ reactions: counts({ thanks: 1 }), viewer_reaction: 'thanks' }),
    });
    const { user } = renderBar({});
    await user.click(screen.getByRole('button', { name: 'Choose a reaction' }));
    const picker = screen.getByRole('group', { name: 'Reactions' });
    expect(picker.querySelectorAll('button')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Thanks' }));
    expect(screen.queryByRole('group', { name: 'Reactions' })).not.toBeInTheDocument();
    // The main button now names the viewer's reaction.
    expect(await screen.findByLabelText('Reactions: 1 Thanks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thanks/ })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('PUT /posts/:id/reactions')[0]!.body).toEqual({ kind: 'thanks' });
  });

  it('removes the reaction when pressed again', async () => {
    const api = mockApi({ 'DELETE /posts/:id/reactions': ok({ reactions: counts(), viewer_reaction: null }) });
    const { user } = renderBar({ reactions: counts({ love: 1 }), viewer_reaction: 'love' });
    await user.click(screen.getByRole('button', { name: 'Love' }));

    await waitFor(() => expect(api.calls('DELETE /posts/:id/reactions')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText(/^Reactions:/)).not.toBeInTheDocument();
  });

  it('puts the reaction back and says why when the server refuses it', async () => {
    mockApi({ 'PUT /posts/:id/reactions': fail(404, 'Post not found') });
    const { user } = renderBar({ reactions: counts({ like: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Like' }));

    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Reactions: 1 Like')).toBeInTheDocument();
  });

  it('closes the picker on Escape', async () => {
    mockApi({});
    const { user } = renderBar({});
    await user.click(screen.getByRole('button', { name: 'Choose a reaction' }));
    expect(screen.getByRole('group', { name: 'Reactions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Reactions' })).not.toBeInTheDocument();
  });
});
