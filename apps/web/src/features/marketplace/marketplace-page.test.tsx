// @vitest-environment happy-dom
import { MarketplaceMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { marketplaceItem } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import MarketplacePage from './marketplace-page';

function marketApi(items: RouteReply, extra = {}) {
  signIn();
  return mockApi({ ...extra, 'GET /marketplace/items': items });
}

describe('MarketplacePage', () => {
  it('shows placeholders while the items load', () => {
    marketApi(never);
    renderScreen(<MarketplacePage />, { route: '/dashboard/marketplace' });
    expect(screen.getByText('Loading items')).toBeInTheDocument();
  });

  it('says when nothing is for sale nearby', async () => {
    marketApi(list([]));
    renderScreen(<MarketplacePage />, { route: '/dashboard/marketplace' });
    expect(await screen.findByText(MarketplaceMessages.empty)).toBeInTheDocument();
  });

  it("shows the server's message when the items cannot be loaded", async () => {
    marketApi(fail(500, 'The marketplace is closed for maintenance'));
    renderScreen(<MarketplacePage />, { route: '/dashboard/marketplace' });
    expect(await screen.findByText('The marketplace is closed for maintenance')).toBeInTheDocument();
  });

  it('lists items with price and place, and Save saves one', async () => {
    const api = marketApi(
      list([
        marketplaceItem(),
        marketplaceItem({
          id: 'm2',
          _id: 'm2',
          title: 'Kids bike',
          price: { amount: 0, minor: 0, currency: 'AUD', free: true },
        }),
      ]),
      { 'PUT /marketplace/items/:id/save': ok(marketplaceItem({ saved: true }), 'Saved') },
    );
    const { user } = renderScreen(<MarketplacePage />, { route: '/dashboard/marketplace' });
    const grid = await screen.findByRole('list', { name: 'Items for sale' });
    const chair = within(grid).getByRole('link', { name: /Oak dining chair/ });
    expect(chair).toHaveAttribute('href', '/dashboard/marketplace/m1');
    expect(chair).toHaveTextContent(/25\.00/);
    expect(chair).toHaveTextContent('Fitzroy');
    expect(within(grid).getByRole('link', { name: /Kids bike/ })).toHaveTextContent('Free');

    await user.click(within(grid).getByRole('button', { name: 'Save Oak dining chair' }));
    await waitFor(() => expect(api.calls('PUT /marketplace/items/:id/save')).toHaveLength(1));
    expect(api.calls('PUT /marketplace/items/:id/save')[0]!.path).toBe('/marketplace/items/m1/save');
  });

  it('filters by search and category, and says when nothing matches', async () => {
    const api = marketApi(({ query }: { query: URLSearchParams }) =>
      query.get('search') ? list([]) : list([marketplaceItem()]),
    );
    const { user } = renderScreen(<MarketplacePage />, { route: '/dashboard/marketplace' });
    await screen.findByRole('list', { name: 'Items for sale' });
    await user.selectOptions(screen.getByLabelText('Category'), 'furniture');
    await user.type(screen.getByLabelText('Search items'), 'sofa');

    expect(await screen.findByText(MarketplaceMessages.emptyFiltered)).toBeInTheDocument();
    const last = api.calls('GET /marketplace/items').at(-1)!;
    expect(last.query.get('search')).toBe('sofa');
    expect(last.query.get('category')).toBe('furniture');
  });

  it('tells a reversed price range under the field', async () => {
    marketApi(list([]));
    const { user } = renderScreen(<MarketplacePage />, { route: '/dashboard/marketplace' });
    await user.type(screen.getByLabelText('Lowest price'), '50');
    await user.type(screen.getByLabelText('Highest price'), '10');
    expect(await screen.findByText(MarketplaceMessages.priceRangeInvalid)).toBeInTheDocument();
  });

  it('opens the Saved tab from the address', async () => {
    signIn();
    mockApi({ 'GET /marketplace/saved': list([]) });
    renderScreen(<MarketplacePage />, { route: '/dashboard/marketplace?tab=saved' });
    expect(await screen.findByText(MarketplaceMessages.savedEmpty)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
  });
});
