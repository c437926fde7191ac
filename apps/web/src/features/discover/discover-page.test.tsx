// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never } from '../../test/api';
import { organization } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import DiscoverPage from './discover-page';

const at = { route: '/dashboard/discover' };

describe('DiscoverPage', () => {
  it('marks the results busy, with placeholders only, while loading', () => {
    signIn();
    mockApi({ 'GET /organization/all': never });
    const { container } = renderScreen(<DiscoverPage />, at);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByText('No organizations found.')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /Bakery/ })).toHaveLength(0);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('says when there are no organizations', async () => {
    signIn();
    mockApi({ 'GET /organization/all': list([]) });
    renderScreen(<DiscoverPage />, at);
    expect(await screen.findByText('No organizations found.')).toBeInTheDocument();
  });

  it("shows the server's message when the directory fails", async () => {
    signIn();
    mockApi({ 'GET /organization/all': fail(500, 'The directory is closed') });
    renderScreen(<DiscoverPage />, at);
    expect(await screen.findByText('The directory is closed')).toBeInTheDocument();
  });

  it('lists organizations linking to their pages, and pages through them', async () => {
    signIn();
    const api = mockApi({
      'GET /organization/all': ({ query }) =>
        query.get('page') === '2'
          ? list([organization({ id: 'o2', _id: 'o2', name: 'Brunswick Bikes', business_name: 'Brunswick Bikes' })], {
              page: 2,
              limit: 1,
              total: 2,
            })
          : list([organization()], { limit: 1, total: 2 }),
    });
    const { user } = renderScreen(<DiscoverPage />, at);
    expect(await screen.findByRole('link', { name: /Fitzroy Bakery/ })).toHaveAttribute(
      'href',
      '/dashboard/discover/o1',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Brunswick Bikes/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/discover?page=2');
    await waitFor(() => expect(api.calls('GET /organization/all').at(-1)!.query.get('page')).toBe('2'));
  });

  it('searches as the user types, and sorts results by relevance only', async () => {
    signIn();
    const api = mockApi({ 'GET /organization/all': list([organization()]) });
    const { user } = renderScreen(<DiscoverPage />, at);
    await screen.findByRole('link', { name: /Fitzroy Bakery/ });
    await user.type(screen.getByLabelText('Search organizations'), 'bread');

    await waitFor(() => expect(api.calls('GET /organization/all').at(-1)!.query.get('search')).toBe('bread'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/discover?q=bread');
    expect(screen.getByLabelText('Sort by')).toBeDisabled();
  });
});
