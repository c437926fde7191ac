// @vitest-environment happy-dom
import type { MarketplaceItemDetail } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../lib/marketplace/format-price';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { marketplaceItem } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import ItemPage from './item-page';

function detail(overrides: Partial<MarketplaceItemDetail> = {}): MarketplaceItemDetail {
  return { ...marketplaceItem(), interested_people: [], ...overrides };
}

const bo = { _id: 'u-bo', id: 'u-bo', first_name: 'Bo', last_name: 'Chen', profile_picture: null };

function itemApi(reply: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({ 'GET /marketplace/items/:id': reply, ...extra });
}

function open() {
  return renderScreen(<ItemPage />, { route: '/dashboard/marketplace/m1', path: '/dashboard/marketplace/:id' });
}

describe('ItemPage', () => {
  it('announces that the item is loading', () => {
    itemApi(never);
    open();
    expect(screen.getByText('Loading the item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/dashboard/marketplace');
  });

  it("shows the server's message when the item cannot be loaded", async () => {
    itemApi(fail(404, 'Item not found'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Item not found');
  });

  it("shows a neighbour's item to a buyer: price, condition, place, seller", async () => {
    const api = itemApi(ok(detail()));
    open();
    expect(await screen.findByRole('heading', { name: 'Oak dining chair' })).toBeInTheDocument();
    expect(api.calls('GET /marketplace/items/:id')[0]!.path).toBe('/marketplace/items/m1');
    expect(screen.getByText(formatPrice(marketplaceItem().price))).toBeInTheDocument();
    expect(screen.getByText('Condition: Good')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('No photo')).toBeInTheDocument();
    expect(screen.getByText(/Fitzroy, Melbourne · listed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/dashboard/profile/u-ada');
    expect(screen.getByText('Solid, one small scratch')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your listing' })).not.toBeInTheDocument();
  });

  it('switches between the photos', async () => {
    itemApi(
      ok(
        detail({
          photos: [
            { url: 'https://cdn.test/1.jpg', thumbnail_url: 'https://cdn.test/1-t.jpg' },
            { url: 'https://cdn.test/2.jpg', thumbnail_url: 'https://cdn.test/2-t.jpg' },
          ],
        }),
      ),
    );
    const { user } = open();
    expect(await screen.findByRole('img', { name: 'Photo 1 of 2: Oak dining chair' })).toHaveAttribute(
      'src',
      'https://cdn.test/1.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 2: Oak dining chair' })).toHaveAttribute(
      'src',
      'https://cdn.test/2.jpg',
    );
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("tells the seller of a buyer's interest and opens a conversation about the item", async () => {
    const api = itemApi(ok(detail()), {
      'POST /marketplace/items/:id/interest': ok({ item_id: 'm1', created: true }, 'The seller has been told'),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: "I'm interested" }));
    expect(await screen.findByText('The seller has been told')).toBeInTheDocument();
    const [request] = api.calls('POST /marketplace/items/:id/interest');
    expect(request!.path).toBe('/marketplace/items/m1/interest');
    const location = new URL(screen.getByTestId('location').textContent!, 'http://localhost');
    expect(location.pathname).toBe('/dashboard/messages/new');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      to: 'u-ada',
      name: 'Ada Lovelace',
      subject_type: 'marketplace_item',
      subject_id: 'm1',
      subject_title: 'Oak dining chair',
    });
  });

  it('saves the item for later', async () => {
    let saved = false;
    const api = itemApi(() => ok(detail({ saved })), {
      'PUT /marketplace/items/:id/save': () => {
        saved = true;
        return ok(detail({ saved }));
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('PUT /marketplace/items/:id/save')[0]!.path).toBe('/marketplace/items/m1/save');
  });

  it('tells a buyer the item was reserved for them', async () => {
    itemApi(ok(detail({ status: 'reserved', reserved_for_me: true })));
    open();
    expect(await screen.findByText('The seller reserved this item for you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm interested" })).not.toBeInTheDocument();
  });

  it('lists the interested neighbours to the seller, and reserves the item for one', async () => {
    const api = itemApi(
      ok(detail({ is_mine: true, interested_people: [{ ...bo, interested_at: '2026-11-28T11:00:00.000Z' }] })),
      { 'POST /marketplace/items/:id/reserve': ok(detail({ is_mine: true, status: 'reserved' }), 'Reserved for Bo') },
    );
    const { user } = open();
    const panel = await screen.findByRole('region', { name: 'Your listing' });
    expect(within(panel).getByText('Interested neighbours (1)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Bo Chen' })).toHaveAttribute('href', '/dashboard/profile/u-bo');
    expect(screen.queryByRole('button', { name: "I'm interested" })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Reserve for Bo' }));
    expect(await screen.findByText('Reserved for Bo')).toBeInTheDocument();
    const [request] = api.calls('POST /marketplace/items/:id/reserve');
    expect(request!.path).toBe('/marketplace/items/m1/reserve');
    expect(request!.body).toEqual({ buyer_id: 'u-bo' });
  });

  it('lets the seller mark a reserved item sold, or make it available again', async () => {
    const reserved = detail({ is_mine: true, status: 'reserved', buyer: bo });
    const api = itemApi(ok(reserved), {
      'POST /marketplace/items/:id/sold': ok(detail({ is_mine: true, status: 'sold', buyer: bo }), 'Marked as sold'),
      'PATCH /marketplace/items/:id': ok(detail({ is_mine: true })),
    });
    const { user } = open();
    const panel = await screen.findByRole('region', { name: 'Your listing' });
    expect(panel).toHaveTextContent('Reserved for Bo Chen.');

    await user.click(within(panel).getByRole('button', { name: 'Make available again' }));
    expect(await screen.findByText('The item is available again')).toBeInTheDocument();
    expect(api.calls('PATCH /marketplace/items/:id')[0]!.body).toEqual({ status: 'available' });

    await user.click(within(panel).getByRole('button', { name: 'Mark as sold' }));
    expect(await screen.findByText('Marked as sold')).toBeInTheDocument();
    expect(api.calls('POST /marketplace/items/:id/sold')[0]!.path).toBe('/marketplace/items/m1/sold');
  });

  it('withdraws the item after asking, keeping a refusal in the dialog', async () => {
    let refuse = true;
    const api = itemApi(ok(detail({ is_mine: true })), {
      'DELETE /marketplace/items/:id': () =>
        refuse ? fail(409, 'The item is reserved') : ok(detail({ is_mine: true, status: 'withdrawn' }), 'Withdrawn'),
    });
    const { user } = open();
    const panel = await screen.findByRole('region', { name: 'Your listing' });
    expect(within(panel).getByText(/Nobody yet/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The item is reserved');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /marketplace/items/:id').map((r) => r.path)).toEqual([
      '/marketplace/items/m1',
      '/marketplace/items/m1',
    ]);
  });
});
