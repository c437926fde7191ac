// @vitest-environment happy-dom
import {
  AuthMessages,
  ProfileMessages,
  notificationEventLabels,
  notificationEvents,
  type NotificationPreferences,
} from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { fail, mockApi, never, ok } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationSection } from './notification-section';
import { PasswordSection } from './password-section';

// The sections of the settings page one by one (settings-page.test.tsx covers the page and the profile).

/** In the app for everything, e-mail for safety alerts only, push for nothing. */
function preferences(): NotificationPreferences {
  return Object.fromEntries(
    notificationEvents.map((key) => [key, { in_app: true, email: key === 'safety_alert', push: false }]),
  ) as NotificationPreferences;
}

describe('PasswordSection', () => {
  it('checks the three fields before sending anything', async () => {
    signIn();
    const api = mockApi({});
    const { user } = renderScreen(<PasswordSection />);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ProfileMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordShort)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.confirmMismatch)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('changes the password, empties the form and says the other devices were signed out', async () => {
    signIn();
    const api = mockApi({ 'PATCH /users/profile/password': ok({}, ProfileMessages.passwordChanged) });
    const { user } = renderScreen(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'hunter22');
    await user.type(screen.getByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(ProfileMessages.passwordChanged)).toBeInTheDocument();
    expect(api.calls('PATCH /users/profile/password')[0]!.body).toEqual({
      current_password: 'hunter22',
      new_password: 'correct horse',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('puts a wrong current password under its field', async () => {
    signIn();
    mockApi({
      'PATCH /users/profile/password': fail(400, 'Validation failed', {
        errors: { current_password: ProfileMessages.currentPasswordWrong },
      }),
    });
    const { user } = renderScreen(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'wrong one');
    await user.type(screen.getByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ProfileMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(ProfileMessages.currentPasswordWrong);
  });
});

describe('NotificationSection', () => {
  it('announces that the preferences are loading', () => {
    signIn();
    mockApi({ 'GET /users/profile/notification-preferences': never });
    renderScreen(<NotificationSection />);
    expect(screen.getByText('Loading notification preferences')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save preferences' })).not.toBeInTheDocument();
    // The filters live with the filtered box; Settings says where.
    expect(screen.getByRole('link', { name: 'Filtered notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications/filtered',
    );
  });

  it("shows the server's message when the preferences cannot be loaded", async () => {
    signIn();
    mockApi({ 'GET /users/profile/notification-preferences': fail(500, 'Preferences are resting') });
    renderScreen(<NotificationSection />);
    expect(await screen.findByText('Preferences are resting')).toBeInTheDocument();
  });

  it('shows each event with its three channels, and saves a change', async () => {
    signIn();
    const api = mockApi({
      'GET /users/profile/notification-preferences': ok(preferences()),
      'PATCH /users/profile/notification-preferences': (request) =>
        ok(request.body as NotificationPreferences, ProfileMessages.preferencesSaved),
    });
    const { user } = renderScreen(<NotificationSection />);
    const follower = await screen.findByRole('group', { name: notificationEventLabels.new_follower });
    expect(
      screen.getAllByRole('group', { name: (name) => Object.values(notificationEventLabels).includes(name) }),
    ).toHaveLength(notificationEvents.length);
    expect(within(follower).getByRole('checkbox', { name: 'In the app' })).toBeChecked();
    expect(within(follower).getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
    const alerts = screen.getByRole('group', { name: notificationEventLabels.safety_alert });
    expect(within(alerts).getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();

    await user.click(within(follower).getByRole('checkbox', { name: 'By e-mail' }));
    await user.click(within(follower).getByRole('checkbox', { name: 'In the app' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText(ProfileMessages.preferencesSaved)).toBeInTheDocument();
    expect(api.calls('PATCH /users/profile/notification-preferences')[0]!.body).toEqual({
      ...preferences(),
      new_follower: { in_app: false, email: true, push: false },
    });
  });
});

describe('DeleteAccountSection', () => {
  it('asks for the password in the dialog before sending anything', async () => {
    signIn();
    const api = mockApi({});
    const { user } = renderScreen(<DeleteAccountSection />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ProfileMessages.deletePasswordRequired)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the account and says why when the password is wrong', async () => {
    signIn();
    // The API answers a wrong password with a 400 naming the field (a 401 would end the session).
    mockApi({
      'DELETE /users/profile/me': fail(400, ProfileMessages.currentPasswordWrong, {
        errors: { password: ProfileMessages.currentPasswordWrong },
      }),
    });
    const { user } = renderScreen(<DeleteAccountSection />, { route: '/dashboard/settings' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
        ProfileMessages.currentPasswordWrong,
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(useSession.getState().token).toBe('test-token');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/settings');
  });

  it('deletes the account with the password, ends the session and goes to log in', async () => {
    signIn();
    const api = mockApi({ 'DELETE /users/profile/me': ok(null, ProfileMessages.accountDeleted) });
    const { user } = renderScreen(<DeleteAccountSection />, { route: '/dashboard/settings' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'hunter22');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(ProfileMessages.accountDeleted)).toBeInTheDocument();
    expect(api.calls('DELETE /users/profile/me')[0]!.body).toEqual({ password: 'hunter22' });
    expect(useSession.getState().token).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });
});
