// @vitest-environment happy-dom
import { AuthMessages, StorageKeys } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok } from '../../test/api';
import { renderScreen } from '../../test/render';
import ResetPasswordPage from './reset-password-page';

async function reset(user: ReturnType<typeof renderScreen>['user'], otp: string, password: string) {
  if (otp) await user.type(screen.getByLabelText('OTP'), otp);
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('checks the code, then the password, before sending anything', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByLabelText('Account Type')).toHaveValue('user');
    await reset(user, '', '');
    expect(await screen.findByText(AuthMessages.otpRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveFocus();

    await reset(user, '12ab', 'abc');
    expect(await screen.findByText(AuthMessages.otpInvalidFormat)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordShort)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('resets with the code and the address kept by the forgot screen, then goes to log in', async () => {
    sessionStorage.setItem(StorageKeys.verificationEmail, 'mia@example.com');
    const api = mockApi({ 'PATCH /auth/reset-password': ok({}, 'Password reset successfully') });
    const { user } = renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    await reset(user, '123456', 'correct horse');

    expect(await screen.findByText('Password reset successfully')).toHaveAttribute('role', 'status');
    const [request] = api.calls('PATCH /auth/reset-password');
    expect(request!.body).toEqual({
      otp: '123456',
      password: 'correct horse',
      account_type: 'user',
      email: 'mia@example.com',
    });
    expect(sessionStorage.getItem(StorageKeys.verificationEmail)).toBeNull();
    // The move waits Delays.afterResetMs so the message can be read.
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 3000 });
  });

  it('resets an organization account, without an address when none was kept', async () => {
    const api = mockApi({ 'PATCH /auth/reset-password': ok({}, 'Password reset successfully') });
    const { user } = renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    await user.selectOptions(screen.getByLabelText('Account Type'), 'Organization');
    await reset(user, '654321', 'correct horse');
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(api.calls('PATCH /auth/reset-password')[0]!.body).toEqual({
      otp: '654321',
      password: 'correct horse',
      account_type: 'organization',
    });
  });

  it("shows the server's message for a wrong code, keeps the address and stays", async () => {
    sessionStorage.setItem(StorageKeys.verificationEmail, 'mia@example.com');
    mockApi({ 'PATCH /auth/reset-password': fail(400, AuthMessages.otpWrong) });
    const { user } = renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    await reset(user, '000000', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(AuthMessages.otpWrong);
    expect(sessionStorage.getItem(StorageKeys.verificationEmail)).toBe('mia@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it("puts the server's field error under its field", async () => {
    mockApi({
      'PATCH /auth/reset-password': fail(400, 'Validation failed', { errors: { otp: AuthMessages.otpExpired } }),
    });
    const { user } = renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    await reset(user, '111111', 'correct horse');
    await waitFor(() => expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription(AuthMessages.otpExpired));
  });

  it('holds the button while the password is reset', async () => {
    mockApi({ 'PATCH /auth/reset-password': never });
    const { user } = renderScreen(<ResetPasswordPage />, { route: '/reset-password' });
    await reset(user, '123456', 'correct horse');
    await waitFor(() => expect(screen.getByRole('button', { name: /Reset Password/ })).toBeDisabled());
  });
});
