// @vitest-environment happy-dom
import { OrganizationMessages, type Listing } from '@ourhood/contract';
import { ImageMessages } from '@ourhood/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, ok, type RouteReply } from '../../test/api';
import { listing } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import ListingsPage from './listings-page';

// The listing dialog's photo (listings-page.test.tsx covers the list and the text fields): the saved
// photo shows in the dialog, a new one replaces it after the fields are saved.

const oldPhoto = { url: 'https://cdn.test/l1/loaf.jpg', thumbnail_url: 'https://cdn.test/l1/loaf-thumb.jpg' };
const newPhoto = { url: 'https://cdn.test/l1/rye.jpg', thumbnail_url: 'https://cdn.test/l1/rye-thumb.jpg' };

function image(name: string, type = 'image/jpeg'): File {
  return new File(['img'], name, { type });
}

/** The fake server keeps the listing, so the list shows what the last save stored. */
function listingApi(routes: Record<string, RouteReply>, initial: Listing = listing({ photo: oldPhoto })) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  let stored = initial;
  const storing =
    (reply: RouteReply): RouteReply =>
    async (request) => {
      const answer = typeof reply === 'function' ? await reply(request) : reply;
      if (answer.status === 200) stored = (answer.body as { data: Listing }).data;
      return answer;
    };
  const writes = Object.fromEntries(Object.entries(routes).map(([key, reply]) => [key, storing(reply)]));
  return mockApi({ 'GET /organization/me/listings': () => list([stored]), ...writes });
}

/** Opens the edit dialog of the one listing. */
async function openEdit(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Sourdough loaf' }));
  return screen.findByRole('dialog', { name: 'Edit listing' });
}

describe('ListingDialog photo', () => {
  it('shows the saved photo in the edit dialog and the list', async () => {
    listingApi({});
    const { user, container } = renderScreen(<ListingsPage />);
    const dialog = await openEdit(user);
    expect(within(dialog).getByRole('img', { name: 'Current photo of Sourdough loaf' })).toHaveAttribute(
      'src',
      oldPhoto.thumbnail_url,
    );
    expect(within(dialog).getByLabelText('Photo')).toBeEnabled();
    expect(container.querySelector(`li img[src="${oldPhoto.thumbnail_url}"]`)).toBeInTheDocument();
  });

  it('shows no photo for a listing without one', async () => {
    listingApi({}, listing());
    const { user } = renderScreen(<ListingsPage />);
    const dialog = await openEdit(user);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('saves the fields, then uploads the new photo, and the list shows it', async () => {
    const api = listingApi({
      'PATCH /organization/me/listings/:id': ok(listing({ photo: oldPhoto }), OrganizationMessages.listingUpdated),
      'POST /organization/me/listings/:id/photo': ok(listing({ photo: newPhoto }), OrganizationMessages.photoUpdated),
    });
    const { user, container } = renderScreen(<ListingsPage />);
    const dialog = await openEdit(user);
    await user.upload(within(dialog).getByLabelText('Photo'), image('rye.jpg'));
    expect(within(dialog).getByRole('img', { name: 'Preview of rye.jpg' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Current photo of Sourdough loaf' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));

    expect(await screen.findByText(OrganizationMessages.photoUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const writes = api.requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /organization/me/listings/l1',
      'POST /organization/me/listings/l1/photo',
    ]);
    expect(writes[0]!.body).toEqual({ title: 'Sourdough loaf', description: 'Baked this morning', price_cents: 850 });
    const form = writes[1]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['photo']);
    expect((form.get('photo') as File).name).toBe('rye.jpg');
    await waitFor(() => expect(container.querySelector(`li img[src="${newPhoto.thumbnail_url}"]`)).toBeInTheDocument());
  });

  it('sends no photo when only the fields change', async () => {
    const api = listingApi({
      'PATCH /organization/me/listings/:id': ok(listing({ photo: oldPhoto }), OrganizationMessages.listingUpdated),
    });
    const { user } = renderScreen(<ListingsPage />);
    const dialog = await openEdit(user);
    await user.type(within(dialog).getByLabelText('Title'), ', rye');
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText(OrganizationMessages.listingUpdated)).toBeInTheDocument();
    expect(api.calls('PATCH /organization/me/listings/:id')[0]!.body).toMatchObject({ title: 'Sourdough loaf, rye' });
    expect(api.calls('POST /organization/me/listings/:id/photo')).toHaveLength(0);
  });

  it('keeps the dialog open with the reason when the photo is refused', async () => {
    const api = listingApi({
      'PATCH /organization/me/listings/:id': ok(listing({ photo: oldPhoto }), OrganizationMessages.listingUpdated),
      'POST /organization/me/listings/:id/photo': fail(415, 'That file is not a photo we can read'),
    });
    const { user } = renderScreen(<ListingsPage />);
    const dialog = await openEdit(user);
    await user.upload(within(dialog).getByLabelText('Photo'), image('rye.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));
    expect(await within(dialog).findByText('That file is not a photo we can read')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit listing' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Preview of rye.jpg' })).toBeInTheDocument();
    expect(api.calls('POST /organization/me/listings/:id/photo')).toHaveLength(1);
    expect(screen.queryByText(OrganizationMessages.photoUpdated)).not.toBeInTheDocument();
  });

  it('goes back to the saved photo when the chosen one is removed', async () => {
    const api = listingApi({});
    const { user } = renderScreen(<ListingsPage />);
    const dialog = await openEdit(user);
    await user.upload(within(dialog).getByLabelText('Photo'), image('rye.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove rye.jpg' }));
    expect(within(dialog).getByRole('img', { name: 'Current photo of Sourdough loaf' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Preview of rye.jpg' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a file that is not an image under the field', async () => {
    const api = listingApi({});
    const { user } = renderScreen(<ListingsPage />);
    const dialog = await openEdit(user);
    const input = within(dialog).getByLabelText('Photo');
    // The picker's own check, not the browser's `accept` filter, is what stops it.
    input.removeAttribute('accept');
    await user.upload(input, image('menu.pdf', 'application/pdf'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(ImageMessages.wrongType));
    expect(within(dialog).getByRole('img', { name: 'Current photo of Sourdough loaf' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('sends a new listing with its photo in one multipart form', async () => {
    const api = listingApi(
      { 'POST /organization/me/listings': ok(listing({ title: 'Rye loaf', photo: newPhoto }), 'Listing created') },
      listing(),
    );
    const { user } = renderScreen(<ListingsPage />);
    await screen.findByText('Sourdough loaf');
    await user.click(screen.getByRole('button', { name: 'New listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'New listing' });
    await user.type(within(dialog).getByLabelText('Title'), 'Rye loaf');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Free' }));
    await user.upload(within(dialog).getByLabelText('Photo'), image('rye.jpg'));
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));

    expect(await screen.findByText('Listing created')).toBeInTheDocument();
    const form = api.calls('POST /organization/me/listings')[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('Rye loaf');
    expect(form.get('price_cents')).toBe('');
    expect((form.get('photo') as File).name).toBe('rye.jpg');
    expect(api.calls('POST /organization/me/listings/:id/photo')).toHaveLength(0);
  });
});
