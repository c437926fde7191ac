// @vitest-environment happy-dom
import { OrganizationMessages, type OrganizationOwner } from '@ourhood/contract';
import { ImageMessages } from '@ourhood/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { organizationOwner } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import BusinessProfilePage from './business-profile-page';

// The logo and cover of the business profile (business-profile-page.test.tsx covers the form):
// each uploads as soon as a file is chosen, and the saved image shows with its Remove.

const logoUrl = 'https://cdn.test/o1/logo.png';
const coverUrl = 'https://cdn.test/o1/cover.jpg';

/**
 * The fake server keeps the profile: a successful upload or removal changes what GET answers, as
 * the screen refetches the profile after each.
 */
function profileApi(routes: Record<string, RouteReply>, initial = organizationOwner()) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  let profile = initial;
  const storing =
    (reply: RouteReply): RouteReply =>
    async (request) => {
      const answer = typeof reply === 'function' ? await reply(request) : reply;
      if (answer.status === 200) profile = (answer.body as { data: OrganizationOwner }).data;
      return answer;
    };
  const writes = Object.fromEntries(Object.entries(routes).map(([key, reply]) => [key, storing(reply)]));
  return mockApi({ 'GET /organization/me': () => ok(profile), ...writes });
}

function image(name: string, type = 'image/png'): File {
  return new File(['img'], name, { type });
}

/** The one file of a multipart upload, under its field name. */
function uploaded(body: unknown, field: string): File {
  expect(body).toBeInstanceOf(FormData);
  const entries = [...(body as FormData).entries()];
  expect(entries.map(([name]) => name)).toEqual([field]);
  return (body as FormData).get(field) as File;
}

describe('Business profile images', () => {
  it('offers to choose a logo and a cover when there are none', async () => {
    profileApi({});
    renderScreen(<BusinessProfilePage />);
    expect(await screen.findByLabelText('Logo')).toBeEnabled();
    expect(screen.getByLabelText('Cover photo')).toBeEnabled();
    expect(screen.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
  });

  it('shows the saved logo and cover, each with its Remove', async () => {
    profileApi({}, organizationOwner({ logo: { url: logoUrl }, cover_photo: { url: coverUrl } }));
    renderScreen(<BusinessProfilePage />);
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', logoUrl);
    expect(screen.getByRole('img', { name: 'Current cover photo' })).toHaveAttribute('src', coverUrl);
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove cover photo' })).toBeEnabled();
  });

  it('uploads a chosen logo at once, says it is uploading, then shows the saved one', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const api = profileApi({
      'POST /organization/me/logo': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderScreen(<BusinessProfilePage />);
    await user.upload(await screen.findByLabelText('Logo'), image('bakery.png'));

    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of bakery.png' })).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toBeDisabled();
    const [request] = api.calls('POST /organization/me/logo');
    expect(request!.path).toBe('/organization/me/logo');
    const file = uploaded(request!.body, 'image');
    expect(file.name).toBe('bakery.png');
    expect(file.type).toBe('image/png');

    answer(ok(organizationOwner({ logo: { url: logoUrl } }), OrganizationMessages.logoUpdated));
    expect(await screen.findByText(OrganizationMessages.logoUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', logoUrl);
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of bakery.png' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toBeEnabled();
  });

  it('uploads a cover to its own route', async () => {
    const api = profileApi({
      'POST /organization/me/cover': ok(
        organizationOwner({ cover_photo: { url: coverUrl } }),
        OrganizationMessages.coverUpdated,
      ),
    });
    const { user } = renderScreen(<BusinessProfilePage />);
    await user.upload(await screen.findByLabelText('Cover photo'), image('shopfront.jpg', 'image/jpeg'));

    expect(await screen.findByText(OrganizationMessages.coverUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Current cover photo' })).toHaveAttribute('src', coverUrl);
    expect(uploaded(api.calls('POST /organization/me/cover')[0]!.body, 'image').name).toBe('shopfront.jpg');
    expect(api.calls('POST /organization/me/logo')).toHaveLength(0);
  });

  it('says why an upload failed and drops the preview', async () => {
    profileApi({ 'POST /organization/me/logo': fail(413, 'That image is too large to store') });
    const { user } = renderScreen(<BusinessProfilePage />);
    await user.upload(await screen.findByLabelText('Logo'), image('huge.png'));
    expect(await screen.findByText('That image is too large to store')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Preview of huge.png' })).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toBeEnabled();
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const api = profileApi({});
    const { user } = renderScreen(<BusinessProfilePage />);
    const input = await screen.findByLabelText('Logo');
    // The picker's own check, not the browser's `accept` filter, is what stops it.
    input.removeAttribute('accept');
    await user.upload(input, image('menu.pdf', 'application/pdf'));
    expect(await screen.findByText(ImageMessages.wrongType)).toBeInTheDocument();
    expect(api.calls('POST /organization/me/logo')).toHaveLength(0);
  });

  it('removes the saved logo and shows the empty picker again', async () => {
    const api = profileApi(
      { 'DELETE /organization/me/logo': ok(organizationOwner(), OrganizationMessages.logoRemoved) },
      organizationOwner({ logo: { url: logoUrl } }),
    );
    const { user } = renderScreen(<BusinessProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));

    expect(await screen.findByText(OrganizationMessages.logoRemoved)).toBeInTheDocument();
    const [request] = api.calls('DELETE /organization/me/logo');
    expect(request!.path).toBe('/organization/me/logo');
    expect(request!.body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument());
  });

  it('keeps the cover and says why when removing it fails', async () => {
    const api = profileApi(
      { 'DELETE /organization/me/cover': fail(500, 'Storage is resting') },
      organizationOwner({ cover_photo: { url: coverUrl } }),
    );
    const { user } = renderScreen(<BusinessProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Remove cover photo' }));
    expect(await screen.findByText('Storage is resting')).toBeInTheDocument();
    expect(api.calls('DELETE /organization/me/cover')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Current cover photo' })).toHaveAttribute('src', coverUrl);
  });

  it('holds both buttons while the logo is removed', async () => {
    profileApi({ 'DELETE /organization/me/logo': never }, organizationOwner({ logo: { url: logoUrl } }));
    const { user } = renderScreen(<BusinessProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove logo' })).toBeDisabled());
    expect(screen.getByLabelText('Logo')).toBeDisabled();
  });
});
