// @vitest-environment happy-dom
import { OrganizationMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { listing } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import ListingsPage from './listings-page';

const loaf = listing();
const coffee = listing({
  _id: 'l2',
  id: 'l2',
  title: 'Coffee tasting',
  price_cents: null,
  price_label: 'Free',
  active: false,
  interested_count: 0,
});

function listingsApi(reply: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  return mockApi({ 'GET /organization/me/listings': reply, ...extra });
}

/** The FormData of a multipart request, as plain fields. */
function fields(body: unknown): Record<string, FormDataEntryValue> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

describe('ListingsPage', () => {
  it('shows a placeholder while the listings load', () => {
    listingsApi(never);
    const { container } = renderScreen(<ListingsPage />);
    expect(screen.getByRole('heading', { name: 'Listings' })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('invites the first listing when there are none', async () => {
    listingsApi(list([]));
    renderScreen(<ListingsPage />);
    expect(await screen.findByText('No listings yet. Add your first product, service or offer.')).toBeInTheDocument();
  });

  it("shows the server's message when the listings fail to load", async () => {
    listingsApi(fail(500, 'Listings are unavailable'));
    renderScreen(<ListingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Listings are unavailable');
  });

  it('lists each listing with its price, interest and state, and Active switches one off', async () => {
    const api = listingsApi(list([loaf, coffee]), {
      'PATCH /organization/me/listings/:id': ok({ ...loaf, active: false }),
    });
    const { user } = renderScreen(<ListingsPage />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Sourdough loaf')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$8.50 · 4 interested')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(rows[1]!).getByText('Free · 0 interested')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Active' })).not.toBeChecked();

    await user.click(within(rows[0]!).getByRole('checkbox', { name: 'Active' }));
    await waitFor(() => expect(api.calls('PATCH /organization/me/listings/:id')).toHaveLength(1));
    const [request] = api.calls('PATCH /organization/me/listings/:id');
    expect(request!.path).toBe('/organization/me/listings/l1');
    expect(request!.body).toEqual({ active: false });
  });

  it('reads the next page with Load more', async () => {
    const api = listingsApi((request) =>
      request.query.get('page') === '2' ? list([coffee], { page: 2, total: 21 }) : list([loaf], { total: 21 }),
    );
    const { user } = renderScreen(<ListingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Coffee tasting')).toBeInTheDocument();
    expect(screen.getByText('Sourdough loaf')).toBeInTheDocument();
    expect(api.calls('GET /organization/me/listings').map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('checks the price, then creates a listing as a multipart form', async () => {
    const api = listingsApi(list([]), {
      'POST /organization/me/listings': ok(listing({ title: 'Rye loaf' }), 'Listing created'),
    });
    const { user } = renderScreen(<ListingsPage />);
    await screen.findByText(/No listings yet/);
    await user.click(screen.getByRole('button', { name: 'New listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'New listing' });
    await user.type(within(dialog).getByLabelText('Title'), 'Rye loaf');
    await user.type(within(dialog).getByLabelText('Price ($)'), 'cheap');
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));
    expect(await within(dialog).findByText(OrganizationMessages.priceInvalid)).toBeInTheDocument();
    expect(api.calls('POST /organization/me/listings')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Price ($)'));
    await user.type(within(dialog).getByLabelText('Price ($)'), '9.5');
    await user.type(within(dialog).getByLabelText('Description'), 'Dark and dense');
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Listing created')).toBeInTheDocument();
    const [request] = api.calls('POST /organization/me/listings');
    expect(fields(request!.body)).toEqual({ title: 'Rye loaf', description: 'Dark and dense', price_cents: '950' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a listing, making it free', async () => {
    const api = listingsApi(list([loaf]), {
      'PATCH /organization/me/listings/:id': ok({ ...loaf, price_cents: null, price_label: 'Free' }, 'Listing updated'),
    });
    const { user } = renderScreen(<ListingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sourdough loaf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Sourdough loaf');
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('8.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Free' }));
    expect(within(dialog).queryByLabelText('Price ($)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));

    expect(await screen.findByText('Listing updated')).toBeInTheDocument();
    const [request] = api.calls('PATCH /organization/me/listings/:id');
    expect(request!.path).toBe('/organization/me/listings/l1');
    expect(request!.body).toEqual({ title: 'Sourdough loaf', description: 'Baked this morning', price_cents: null });
  });

  it('deletes a listing after asking, and keeps the refusal inside the dialog', async () => {
    let refuse = true;
    const api = listingsApi(list([loaf]), {
      'DELETE /organization/me/listings/:id': () => (refuse ? fail(409, 'Listing has open orders') : ok(null)),
    });
    const { user } = renderScreen(<ListingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sourdough loaf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete listing' });
    expect(dialog).toHaveTextContent('Delete “Sourdough loaf”? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Listing has open orders');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted')).toBeInTheDocument();
    const calls = api.calls('DELETE /organization/me/listings/:id');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.path).toBe('/organization/me/listings/l1');
    expect(calls[1]!.body).toBeUndefined();
  });
});
