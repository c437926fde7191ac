// @vitest-environment happy-dom
import type { SearchSuggestions } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok } from '../../test/api';
import { personHit } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import SearchPage from './search-page';

const none: SearchSuggestions = { posts: [], people: [], organizations: [], rentals: [], groups: [], events: [] };
const postHit = personHit({
  type: 'posts',
  id: 'p1',
  title: 'Lost a grey cat near the park',
  subtitle: 'Ada Lovelace',
  path: '/dashboard/post/p1',
});

describe('SearchPage', () => {
  it('asks for at least two characters before searching', () => {
    signIn();
    const api = mockApi({});
    renderScreen(<SearchPage />, { route: '/dashboard/search?q=a' });
    expect(screen.getByText('Type at least 2 characters in the search box above.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows placeholders while searching', () => {
    signIn();
    mockApi({ 'GET /search/suggest': never });
    renderScreen(<SearchPage />, { route: '/dashboard/search?q=cat' });
    expect(screen.getByText('Loading results')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    signIn();
    mockApi({ 'GET /search/suggest': ok(none) });
    renderScreen(<SearchPage />, { route: '/dashboard/search?q=zebra' });
    expect(await screen.findByText('Nothing matches “zebra”. Try another word.')).toBeInTheDocument();
  });

  it("shows the server's message with a way to try again", async () => {
    signIn();
    let calls = 0;
    mockApi({ 'GET /search/suggest': () => (++calls === 1 ? fail(503, 'Search is warming up') : ok(none)) });
    const { user } = renderScreen(<SearchPage />, { route: '/dashboard/search?q=cat' });
    expect(await screen.findByText('Search is warming up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches “cat”. Try another word.')).toBeInTheDocument();
  });

  it('groups the top hits by kind, and See all opens one kind with its count', async () => {
    signIn();
    const api = mockApi({
      'GET /search/suggest': ok({ ...none, posts: [postHit], people: [personHit()] }),
      'GET /search': list([postHit], { total: 1 }),
    });
    const { user } = renderScreen(<SearchPage />, { route: '/dashboard/search?q=cat' });
    const posts = await screen.findByRole('region', { name: 'Posts' });
    expect(within(posts).getByRole('link', { name: /Lost a grey cat near the park/ })).toHaveAttribute(
      'href',
      '/dashboard/post/p1',
    );
    expect(within(screen.getByRole('region', { name: 'People' })).getByText('Neighbour · Fitzroy')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Events' })).not.toBeInTheDocument();

    await user.click(within(posts).getByRole('button', { name: 'See all posts' }));
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/search?q=cat&type=posts');
    await waitFor(() => expect(api.calls('GET /search')[0]!.query.get('type')).toBe('posts'));
  });
});
