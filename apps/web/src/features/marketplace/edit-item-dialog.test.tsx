// @vitest-environment happy-dom
import { MarketplaceMessages, type MarketplaceItemDetail, type UpdateMarketplaceItemBody } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../lib/marketplace/format-price';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { withBrowserSelects } from '../../test/browser-selects';
import { marketplaceItem } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import ItemPage from './item-page';

// The seller's Edit item dialog, opened from the item page (item-page.test.tsx covers the page).

withBrowserSelects();

type User = ReturnType<typeof renderScreen>['user'];

const chair = (overrides: Partial<MarketplaceItemDetail> = {}): MarketplaceItemDetail => ({
  ...marketplaceItem({ is_mine: true, category: 'home_garden', condition: 'like_new' }),
  interested_people: [],
  ...overrides,
});

/** The fake server keeps the item: a saved edit is what the page reloads. */
function open(patch: RouteReply | 'store' = 'store', item = chair()) {
  signIn();
  let stored = item;
  const api = mockApi({
    'GET /marketplace/items/:id': () => ok(stored),
    'PATCH /marketplace/items/:id':
      patch === 'store'
        ? (request) => {
            const { price, ...rest } = request.body as UpdateMarketplaceItemBody;
            const amount = Number(price);
            stored = {
              ...stored,
              ...rest,
              price: { ...stored.price, amount, minor: amount * 100, free: amount === 0 },
            };
            return ok(stored, MarketplaceMessages.itemUpdated);
          }
        : patch,
  });
  const view = renderScreen(<ItemPage />, { route: '/dashboard/marketplace/m1', path: '/dashboard/marketplace/:id' });
  return { ...view, api };
}

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit item' });
}

async function replace(user: User, dialog: HTMLElement, label: string, value: string) {
  await user.clear(within(dialog).getByLabelText(label));
  // One input event: the form re-renders once, not per key.
  if (value) await user.paste(value);
}

describe('EditItemDialog', () => {
  it('opens filled with the item, its category, condition and price', async () => {
    const { user } = open();
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Oak dining chair');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Solid, one small scratch');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('home_garden');
    expect(within(dialog).getByLabelText('Condition')).toHaveValue('like_new');
    expect(within(dialog).getByLabelText('Price (AUD)')).toHaveValue('25');
  });

  it('is not offered for a sold item', async () => {
    open('store', chair({ status: 'sold' }));
    await screen.findByRole('heading', { name: 'Oak dining chair' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('checks the fields by the contract before sending anything', async () => {
    const { user, api } = open();
    const dialog = await openDialog(user);
    await replace(user, dialog, 'Title', '');
    await replace(user, dialog, 'Price (AUD)', '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(MarketplaceMessages.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price (AUD)')).toHaveAccessibleDescription(
      expect.stringContaining(MarketplaceMessages.priceNegative),
    );
    expect(api.calls('PATCH /marketplace/items/:id')).toHaveLength(0);
  });

  it('saves every field, says so, closes, and the page shows the change', async () => {
    const { user, api } = open();
    const dialog = await openDialog(user);
    await replace(user, dialog, 'Title', 'Two oak dining chairs');
    await user.selectOptions(within(dialog).getByLabelText('Condition'), 'Fair');
    await replace(user, dialog, 'Price (AUD)', '40.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(MarketplaceMessages.itemUpdated)).toBeInTheDocument();
    const [request] = api.calls('PATCH /marketplace/items/:id');
    expect(request!.path).toBe('/marketplace/items/m1');
    expect(request!.body).toEqual({
      title: 'Two oak dining chairs',
      description: 'Solid, one small scratch',
      category: 'home_garden',
      condition: 'fair',
      price: '40.5',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Two oak dining chairs' })).toBeInTheDocument();
    expect(screen.getByText(formatPrice({ amount: 40.5, currency: 'AUD', free: false }))).toBeVisible();
  });

  it('makes the item free with a price of 0', async () => {
    const { user, api } = open();
    const dialog = await openDialog(user);
    await replace(user, dialog, 'Price (AUD)', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MarketplaceMessages.itemUpdated)).toBeInTheDocument();
    expect(api.calls('PATCH /marketplace/items/:id')[0]!.body).toMatchObject({ price: '0' });
  });

  it("keeps the dialog and the edits with the server's refusal", async () => {
    const { user } = open(fail(409, MarketplaceMessages.notEditable));
    const dialog = await openDialog(user);
    await replace(user, dialog, 'Title', 'Two oak dining chairs');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MarketplaceMessages.notEditable);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Two oak dining chairs');
    expect(screen.getByRole('heading', { name: 'Oak dining chair' })).toBeInTheDocument();
  });

  it('says it is saving, and Cancel closes without a change', async () => {
    const { user } = open(never);
    const dialog = await openDialog(user);
    await replace(user, dialog, 'Title', 'Two oak dining chairs');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Oak dining chair' })).toBeInTheDocument();
    expect(screen.queryByText(MarketplaceMessages.itemUpdated)).not.toBeInTheDocument();
  });

  it('opens again with the saved values, not the abandoned edits', async () => {
    const { user } = open();
    let dialog = await openDialog(user);
    await replace(user, dialog, 'Title', 'Abandoned title');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Oak dining chair');
  });
});
