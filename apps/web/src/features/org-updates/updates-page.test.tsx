// @vitest-environment happy-dom
import { OrganizationUpdateMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { organizationUpdate } from '../../test/fixtures-organization';
import { renderScreen, signIn } from '../../test/render';
import UpdatesPage from './updates-page';

const totals = (remaining: number) => ({ reach: { seen: 300, reacted: 20, commented: 5 }, remaining_today: remaining });

function updatesApi(reply: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn({ id: 'u-org', account_type: 'organization' }, 'organization');
  return mockApi({ 'GET /organization/me/updates': reply, ...extra });
}

describe('UpdatesPage', () => {
  it('shows placeholders while the updates load, with the form ready', () => {
    updatesApi(never);
    const { container } = renderScreen(<UpdatesPage />);
    expect(screen.getByRole('heading', { name: 'Updates' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"] .animate-pulse')).toBeInTheDocument();
    expect(screen.getByLabelText("What's new?")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your updates' })).not.toBeInTheDocument();
  });

  it('says there are no updates yet, with the allowance for today', async () => {
    updatesApi(list([], { extra: totals(3) }));
    renderScreen(<UpdatesPage />);
    expect(
      await screen.findByText('No updates yet. Your first one will show here with its reach.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('updates-remaining')).toHaveTextContent('3 updates left today');
  });

  it("shows the server's message when the updates fail to load", async () => {
    updatesApi(fail(500, 'Updates are unavailable'));
    renderScreen(<UpdatesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Updates are unavailable');
  });

  it('lists each update with its reach, and the reach of all of them', async () => {
    updatesApi(
      list(
        [
          organizationUpdate(),
          organizationUpdate({
            _id: 'up2',
            id: 'up2',
            text: 'Half price loaves after 4pm',
            offer_ends_at: '2099-12-24T13:00:00.000Z',
            reach: { seen: 180, reacted: 6, commented: 2 },
          }),
        ],
        { extra: totals(1) },
      ),
    );
    renderScreen(<UpdatesPage />);
    const updates = await screen.findByRole('list', { name: 'Your updates' });
    const [buns, loaves] = within(updates).getAllByTestId('organization-update');
    expect(buns).toHaveTextContent('Hot cross buns are back from Friday');
    expect(within(buns!).getByTestId('update-reach')).toHaveTextContent('Seen by 120 14 reacted 3 commented');
    expect(within(loaves!).getByTestId('organization-update-label')).toHaveTextContent(/Offer ends/);
    const total = screen.getByRole('region', { name: 'Reach of all updates' });
    expect(within(total).getByTestId('update-reach')).toHaveTextContent('Seen by 300 20 reacted 5 commented');
    expect(screen.getByTestId('updates-remaining')).toHaveTextContent('1 update left today');
  });

  it('turns Publish off once the day’s updates are used', async () => {
    updatesApi(list([organizationUpdate()], { extra: totals(0) }));
    renderScreen(<UpdatesPage />);
    expect(await screen.findByText('You have published the most updates for today.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish update' })).toBeDisabled();
  });

  it('says a location is needed before Publish is pressed, with the way to set it (issue 42)', async () => {
    const setup = (location: boolean) =>
      ok({
        completeness: location ? 17 : 0,
        items: ['location', 'logo', 'hours', 'description', 'first_listing', 'first_update'].map((key) => ({
          key,
          done: key === 'location' && location,
        })),
      });
    updatesApi(list([], { extra: totals(3) }), { 'GET /organization/me/setup': setup(false) });
    renderScreen(<UpdatesPage />);
    const reason = await screen.findByText(/Set your business location before publishing updates/);
    const publish = screen.getByRole('button', { name: 'Publish update' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(reason.textContent ?? '');
    expect(screen.getByRole('link', { name: 'Set your location' })).toHaveAttribute(
      'href',
      '/dashboard/business-profile#location',
    );
  });

  it('requires the text, then publishes it with the offer date and a photo as a multipart form', async () => {
    const api = updatesApi(list([], { extra: totals(3) }), {
      'POST /organization/me/updates': ok(organizationUpdate(), OrganizationUpdateMessages.updatePublished),
    });
    const { user } = renderScreen(<UpdatesPage />);
    await screen.findByText(/No updates yet/);
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(await screen.findByText(OrganizationUpdateMessages.textRequired)).toBeInTheDocument();
    expect(api.calls('POST /organization/me/updates')).toHaveLength(0);

    await user.type(screen.getByLabelText("What's new?"), 'Hot cross buns are back from Friday');
    await user.type(screen.getByLabelText('Offer ends (optional)'), '2026-12-24');
    const photo = new File(['bun'], 'buns.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photos'), photo);
    await user.click(screen.getByRole('button', { name: 'Publish update' }));

    expect(await screen.findByText('Update published')).toBeInTheDocument();
    const [request] = api.calls('POST /organization/me/updates');
    const body = request!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('text')).toBe('Hot cross buns are back from Friday');
    expect(body.get('offer_ends_at')).toBe('2026-12-24');
    expect(body.getAll('media').map((file) => (file as File).name)).toEqual(['buns.jpg']);
    await waitFor(() => expect(screen.getByLabelText("What's new?")).toHaveValue(''));
  });

  it('keeps the text and shows the reason when the server refuses to publish', async () => {
    updatesApi(list([], { extra: totals(3) }), {
      'POST /organization/me/updates': fail(429, OrganizationUpdateMessages.dailyLimit),
    });
    const { user } = renderScreen(<UpdatesPage />);
    await user.type(await screen.findByLabelText("What's new?"), 'One more');
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OrganizationUpdateMessages.dailyLimit);
    expect(screen.getByLabelText("What's new?")).toHaveValue('One more');
  });

  it('deletes an update after asking', async () => {
    let deleted = false;
    const api = updatesApi(() => list(deleted ? [] : [organizationUpdate()], { extra: totals(3) }), {
      'DELETE /organization/me/updates/:id': () => {
        deleted = true;
        return ok({ _id: 'up1', id: 'up1' }, OrganizationUpdateMessages.updateDeleted);
      },
    });
    const { user } = renderScreen(<UpdatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this update?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete update' }));

    expect(await screen.findByText('Update deleted')).toBeInTheDocument();
    const [request] = api.calls('DELETE /organization/me/updates/:id');
    expect(request!.path).toBe('/organization/me/updates/up1');
    expect(await screen.findByText(/No updates yet/)).toBeInTheDocument();
  });
});
