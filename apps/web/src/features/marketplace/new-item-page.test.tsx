// @vitest-environment happy-dom
import { MarketplaceMessages, type MarketplaceConfig } from '@ourhood/contract';
import { ImageMessages } from '@ourhood/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencySymbol } from '../../lib/marketplace/format-price';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { withBrowserSelects } from '../../test/browser-selects';
import { marketplaceItem } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import NewItemPage from './new-item-page';

// /dashboard/marketplace/new: list an item for sale or for free, with up to 6 photos.

withBrowserSelects();

type User = ReturnType<typeof renderScreen>['user'];

const config: MarketplaceConfig = { currency: 'AUD', fraction_digits: 2, max_price: 1_000_000, max_photos: 6 };
const listed = marketplaceItem({ _id: 'm9', id: 'm9', title: 'Trailer', is_mine: true });
const priceLabel = `Price (${currencySymbol('AUD')})`;

function open(routes: Record<string, RouteReply> = {}, configReply: RouteReply = ok(config)) {
  signIn();
  const api = mockApi({ 'GET /marketplace/config': configReply, ...routes });
  const view = renderScreen(<NewItemPage />, { route: '/dashboard/marketplace/new' });
  return { ...view, api };
}

function photo(name: string, type = 'image/jpeg'): File {
  return new File(['img'], name, { type });
}

/** Fills the text fields by pasting (one input event each: the form re-renders once, not per key). */
async function fill(user: User, price = '45') {
  await user.click(screen.getByLabelText('Title'));
  await user.paste('Trailer');
  await user.click(screen.getByLabelText('Description'));
  await user.paste('Seats two');
  if (price) {
    await user.click(await screen.findByLabelText(priceLabel));
    await user.paste(price);
  }
}

/** The multipart form's text fields, and the names of its photos in order. */
function sent(body: unknown) {
  expect(body).toBeInstanceOf(FormData);
  const form = body as FormData;
  const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'photos'));
  const photos = form.getAll('photos').map((file) => (file as File).name);
  return { fields, photos };
}

describe('NewItemPage', () => {
  it('starts empty, in furniture and good condition, with the price in the currency once it loads', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Sell an item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('furniture');
    expect(screen.getByLabelText('Condition')).toHaveValue('good');
    expect(await screen.findByLabelText(priceLabel)).toHaveAccessibleDescription('In AUD; 0 gives it away for free.');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/marketplace');
  });

  it('still offers a plain price while the settings load, or when they fail', async () => {
    const { api } = open({}, fail(500, 'Settings are resting'));
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('0 gives it away for free.');
    await waitFor(() => expect(api.calls('GET /marketplace/config')).toHaveLength(1));
    expect(screen.getByLabelText('Price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List item' })).toBeEnabled();
  });

  it('checks the fields by the contract before sending anything', async () => {
    const { user, api } = open();
    await user.type(await screen.findByLabelText(priceLabel), '12.345');
    await user.click(screen.getByRole('button', { name: 'List item' }));
    expect(await screen.findByText(MarketplaceMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(MarketplaceMessages.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(priceLabel)).toHaveAccessibleDescription(
      expect.stringContaining(MarketplaceMessages.priceDecimals),
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(api.calls('POST /marketplace/items')).toHaveLength(0);
  });

  it('asks for a price, 0 being free', async () => {
    const { user, api } = open();
    await fill(user, '');
    await user.click(screen.getByRole('button', { name: 'List item' }));
    expect(await screen.findByText(MarketplaceMessages.priceRequired)).toBeInTheDocument();
    expect(api.calls('POST /marketplace/items')).toHaveLength(0);
  });

  it('lists the item with its photos as one multipart form, says so and opens it', async () => {
    const { user, api } = open({ 'POST /marketplace/items': ok(listed, MarketplaceMessages.itemCreated) });
    await fill(user, '45.50');
    await user.selectOptions(screen.getByLabelText('Category'), 'Sports');
    await user.selectOptions(screen.getByLabelText('Condition'), 'Fair');
    await user.upload(screen.getByLabelText('Photos (up to 6)'), [photo('side.jpg'), photo('hitch.png', 'image/png')]);
    expect(screen.getByRole('list', { name: 'Selected photos' })).toBeInTheDocument();
    expect(screen.getByText(/2 of 6 photos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List item' }));

    expect(await screen.findByText(MarketplaceMessages.itemCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/marketplace/m9'));
    expect(sent(api.calls('POST /marketplace/items')[0]!.body)).toEqual({
      fields: {
        title: 'Trailer',
        description: 'Seats two',
        category: 'sports',
        condition: 'fair',
        price: '45.5',
      },
      photos: ['side.jpg', 'hitch.png'],
    });
  });

  it('gives it away for free with the checkbox, in the default category and condition', async () => {
    const { user, api } = open({ 'POST /marketplace/items': ok(listed, MarketplaceMessages.itemCreated) });
    await user.type(screen.getByLabelText('Title'), 'Trailer');
    await user.type(screen.getByLabelText('Description'), 'Seats two');
    await user.type(await screen.findByLabelText(priceLabel), '20');
    const free = screen.getByRole('checkbox', { name: 'Give it away for free' });
    await user.click(free);
    expect(screen.getByLabelText(priceLabel)).toHaveValue('0');
    await user.click(free);
    expect(screen.getByLabelText(priceLabel)).toHaveValue('');
    await user.click(free);
    await user.click(screen.getByRole('button', { name: 'List item' }));

    expect(await screen.findByText(MarketplaceMessages.itemCreated)).toBeInTheDocument();
    expect(sent(api.calls('POST /marketplace/items')[0]!.body)).toEqual({
      fields: {
        title: 'Trailer',
        description: 'Seats two',
        category: 'furniture',
        condition: 'good',
        price: '0',
      },
      photos: [],
    });
  });

  it('ticks Free when 0 is typed', async () => {
    const { user } = open();
    await user.type(await screen.findByLabelText(priceLabel), '0');
    expect(screen.getByRole('checkbox', { name: 'Give it away for free' })).toBeChecked();
  });

  it('refuses a file that is not an image, and stops at six photos', async () => {
    const { user } = open();
    const input = screen.getByLabelText('Photos (up to 6)');
    // The picker's own check, not the browser's `accept` filter, is what stops it.
    input.removeAttribute('accept');
    await user.upload(input, photo('receipt.pdf', 'application/pdf'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(ImageMessages.wrongType));
    await user.upload(
      input,
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => photo(`${name}.jpg`)),
    );
    expect(screen.getByText(/6 of 6 photos/)).toBeInTheDocument();
    expect(input).toBeDisabled();
  });

  it("keeps the form with the server's refusal in the banner", async () => {
    const { user } = open({ 'POST /marketplace/items': fail(429, MarketplaceMessages.tooManyItems) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'List item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MarketplaceMessages.tooManyItems);
    expect(screen.getByLabelText('Title')).toHaveValue('Trailer');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/marketplace/new');
  });

  it('puts a field error from the server under its field', async () => {
    const { user } = open({
      'POST /marketplace/items': fail(400, 'Validation failed', {
        errors: { price: MarketplaceMessages.priceNoDecimals },
      }),
    });
    await fill(user, '45.50');
    await user.click(screen.getByRole('button', { name: 'List item' }));
    await waitFor(() =>
      expect(screen.getByLabelText(priceLabel)).toHaveAccessibleDescription(
        expect.stringContaining(MarketplaceMessages.priceNoDecimals),
      ),
    );
  });

  it('says it is listing and holds the button meanwhile', async () => {
    const { user } = open({ 'POST /marketplace/items': never });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'List item' }));
    expect(await screen.findByRole('button', { name: 'Listing…' })).toBeDisabled();
  });
});
