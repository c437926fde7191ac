// @vitest-environment happy-dom
import { AuthMessages, StorageKeys } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok } from '../../test/api';
import { renderScreen } from '../../test/render';
import ForgotPasswordPage from './forgot-password-page';

async function send(user: ReturnType<typeof renderScreen>['user'], email: string) {
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('checks the e-mail by the contract before sending anything', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await send(user, '');
    expect(await screen.findByText(AuthMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();

    await send(user, 'mia-at-example');
    expect(await screen.findByText(AuthMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(AuthMessages.emailInvalid);
    expect(api.requests).toHaveLength(0);
  });

  it('sends the code, says so, keeps the address for the reset and goes to it', async () => {
    const api = mockApi({ 'PATCH /auth/forgot-password': ok({}, AuthMessages.otpSent) });
    const { user } = renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await send(user, ' Mia@Example.com ');

    expect(await screen.findByText(AuthMessages.otpSent)).toHaveAttribute('role', 'status');
    const [request] = api.calls('PATCH /auth/forgot-password');
    expect(request!.body).toEqual({ email: 'mia@example.com' });
    expect(sessionStorage.getItem(StorageKeys.verificationEmail)).toBe('mia@example.com');
    // The move waits Delays.afterOtpSentMs so the message can be read.
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reset-password'), {
      timeout: 3000,
    });
  });

  it("shows the server's message and stays on the page", async () => {
    mockApi({ 'PATCH /auth/forgot-password': fail(429, AuthMessages.otpCooldown) });
    const { user } = renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await send(user, 'mia@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(AuthMessages.otpCooldown);
    expect(sessionStorage.getItem(StorageKeys.verificationEmail)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(screen.getByLabelText('Email Address')).toHaveValue('mia@example.com');
  });

  it('clears the message when the address is edited', async () => {
    mockApi({ 'PATCH /auth/forgot-password': fail(429, AuthMessages.otpCooldown) });
    const { user } = renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await send(user, 'mia@example.com');
    await screen.findByText(AuthMessages.otpCooldown);
    await user.type(screen.getByLabelText('Email Address'), 'x');
    expect(screen.queryByText(AuthMessages.otpCooldown)).not.toBeInTheDocument();
  });

  it('holds the button while the code is sent', async () => {
    mockApi({ 'PATCH /auth/forgot-password': never });
    const { user } = renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await send(user, 'mia@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: /Send OTP/ })).toBeDisabled());
  });
});
