// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author } from '../../test/fixtures';
import { moderationAccount } from '../../test/fixtures-moderation';
import { renderScreen, signIn } from '../../test/render';
import { AdminAccounts } from './admin-accounts';

const admin = moderationAccount({
  user: author({ _id: 'u-me', id: 'u-me', name: 'Mia Lopez' }),
  email: 'mia@example.com',
  role: 'admin',
});
const bo = moderationAccount();
const cy = moderationAccount({
  user: author({ _id: 'u-cy', id: 'u-cy', name: 'Cy Park' }),
  email: 'cy@example.com',
  role: 'member',
  banned_at: '2026-11-20T10:00:00.000Z',
});

function accountsApi(reply: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({ 'GET /admin/moderation/accounts': reply, ...extra });
}

describe('AdminAccounts', () => {
  it('shows the form and no accounts while they load', () => {
    accountsApi(never);
    renderScreen(<AdminAccounts />);
    const section = screen.getByRole('region', { name: 'Moderators and suspended accounts' });
    expect(within(section).getByLabelText('Make a moderator (e-mail)')).toBeInTheDocument();
    expect(within(section).queryByText('Nobody.')).not.toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('lists the moderators, with Remove for moderators only, and the sanctioned accounts', async () => {
    accountsApi(ok({ moderators: [admin, bo], sanctioned: [cy] }));
    renderScreen(<AdminAccounts />);
    const mia = await screen.findByText(/Mia Lopez \(mia@example.com, admin\)/);
    expect(within(mia).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const boRow = screen.getByText(/Bo Chen \(bo@example.com, moderator\)/);
    expect(within(boRow).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByText('Cy Park (cy@example.com): banned')).toBeInTheDocument();
  });

  it('says nobody is suspended or banned', async () => {
    accountsApi(ok({ moderators: [admin], sanctioned: [] }));
    renderScreen(<AdminAccounts />);
    expect(await screen.findByText('Nobody.')).toBeInTheDocument();
  });

  it('makes a moderator by e-mail, then clears the field and reloads the list', async () => {
    const api = accountsApi(ok({ moderators: [admin], sanctioned: [] }), {
      'POST /admin/moderators': ok(bo, 'bo@example.com is now a moderator'),
    });
    const { user } = renderScreen(<AdminAccounts />);
    await screen.findByText('Nobody.');
    const field = screen.getByLabelText('Make a moderator (e-mail)');
    await user.type(field, '  bo@example.com ');
    await user.click(screen.getByRole('button', { name: 'Add moderator' }));

    expect(await screen.findByText('bo@example.com is now a moderator')).toBeInTheDocument();
    expect(api.calls('POST /admin/moderators')[0]!.body).toEqual({ email: 'bo@example.com', moderator: true });
    expect(field).toHaveValue('');
    await waitFor(() => expect(api.calls('GET /admin/moderation/accounts')).toHaveLength(2));
  });

  it('sends nothing for an empty address', async () => {
    const api = accountsApi(ok({ moderators: [admin], sanctioned: [] }));
    const { user } = renderScreen(<AdminAccounts />);
    await screen.findByText('Nobody.');
    await user.click(screen.getByRole('button', { name: 'Add moderator' }));
    expect(api.calls('POST /admin/moderators')).toHaveLength(0);
  });

  it('removes a moderator, and tells a refusal', async () => {
    const api = accountsApi(ok({ moderators: [admin, bo], sanctioned: [] }), {
      'POST /admin/moderators': fail(403, 'Only admins can change roles'),
    });
    const { user } = renderScreen(<AdminAccounts />);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Only admins can change roles')).toBeInTheDocument();
    expect(api.calls('POST /admin/moderators')[0]!.body).toEqual({ email: 'bo@example.com', moderator: false });
  });
});
