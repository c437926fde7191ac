// @vitest-environment happy-dom
import { AuthMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok } from '../../test/api';
import { me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import SettingsPage from './settings-page';

// Sections other than the one under test ask for their own data; unknown routes answer a 404 envelope.

describe('SettingsPage', () => {
  it("shows the server's message when the profile cannot be loaded", async () => {
    signIn();
    mockApi({ 'GET /users/profile/me': fail(500, 'Profiles are unavailable') });
    renderScreen(<SettingsPage />);
    expect(await screen.findByText('Profiles are unavailable')).toBeInTheDocument();
  });

  it("fills the profile form with the neighbour's name and bio, counting the bio", async () => {
    signIn();
    mockApi({ 'GET /users/profile/me': ok(me({ bio: 'Gardener' })) });
    renderScreen(<SettingsPage />);
    const section = await screen.findByRole('region', { name: 'Edit profile' });
    expect(within(section).getByLabelText('First name')).toHaveValue('Mia');
    expect(within(section).getByLabelText('Last name')).toHaveValue('Lopez');
    expect(within(section).getByLabelText('Bio')).toHaveValue('Gardener');
    expect(within(section).getByText(/^8 \/ \d+ characters$/)).toBeInTheDocument();
  });

  it('checks the name by the sign-up rules, then saves the profile', async () => {
    signIn();
    const api = mockApi({
      'GET /users/profile/me': ok(me()),
      'PATCH /users/profile/me': ok(me({ first_name: 'Amelia' }), 'Profile updated'),
    });
    const { user } = renderScreen(<SettingsPage />);
    const section = await screen.findByRole('region', { name: 'Edit profile' });
    const first = within(section).getByLabelText('First name');
    await user.clear(first);
    await user.click(within(section).getByRole('button', { name: 'Save profile' }));
    expect(await within(section).findByText(AuthMessages.firstNameRequired)).toBeInTheDocument();
    expect(api.calls('PATCH /users/profile/me')).toHaveLength(0);

    await user.type(first, 'Amelia');
    await user.click(within(section).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('PATCH /users/profile/me')[0]!.body).toEqual({
        first_name: 'Amelia',
        last_name: 'Lopez',
        bio: '',
      }),
    );
  });

  it('places the trust level among the sections, asking for it once', async () => {
    signIn();
    const api = mockApi({ 'GET /users/profile/me': ok(me()), 'GET /users/me/trust': never });
    renderScreen(<SettingsPage />);
    expect(await screen.findByRole('region', { name: 'Your trust level' })).toBeInTheDocument();
    expect(api.calls('GET /users/me/trust')).toHaveLength(1);
  });

  it('gives an organization the account settings only', async () => {
    signIn({ account_type: 'organization' }, 'organization');
    mockApi({ 'GET /users/profile/me': ok(me({ account_type: 'organization', organization_name: 'Fitzroy Bakery' })) });
    renderScreen(<SettingsPage />);
    expect(await screen.findByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Edit profile' })).not.toBeInTheDocument();
  });
});
