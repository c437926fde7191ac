// @vitest-environment happy-dom
import { Limits, StorageKeys } from '@ourhood/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/api';
import { renderScreen } from '../../test/render';
import VerificationPage from './verification-page';

function awaitingCode(email = 'mia@example.com', accountType = 'organization') {
  localStorage.setItem(StorageKeys.verificationEmail, email);
  localStorage.setItem(StorageKeys.accountType, accountType);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VerificationPage', () => {
  it('sends a visitor without a pending sign-up back to sign up', () => {
    mockApi({});
    renderScreen(<VerificationPage />, { route: '/verification' });
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('keeps digits only, and enables Verify at six of them', async () => {
    awaitingCode();
    mockApi({});
    const { user } = renderScreen(<VerificationPage />, { route: '/verification' });
    expect(screen.getByTestId('verification-email')).toHaveTextContent('mia@example.com');
    const code = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify Email' });
    expect(verify).toBeDisabled();
    await user.type(code, '12a-34');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(code, '5678');
    expect(code).toHaveValue('123456');
    expect(verify).toBeEnabled();
    expect(screen.getByText(`You can request a new code in ${Limits.otpResendCooldownSeconds}s`)).toBeInTheDocument();
  });

  it('under the approval policy, says a moderator lets the verified account in, and stays', async () => {
    awaitingCode('mia@example.com', 'user');
    mockApi({
      'GET /instance': ok({ name: 'Ourhood', registration_mode: 'approval' }),
      'POST /auth/verify-otp': ok({}, 'Verified'),
    });
    const { user } = renderScreen(<VerificationPage />, { route: '/verification' });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(
      await screen.findByText(
        'Account verified. A moderator approves each new account: we will e-mail you when you can log in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verification');
  });

  it('verifies the code with the stored e-mail and account type, then goes to log in', async () => {
    awaitingCode();
    const api = mockApi({ 'POST /auth/verify-otp': ok({}, 'Verified') });
    const { user } = renderScreen(<VerificationPage />, { route: '/verification' });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    expect(await screen.findByText('Account verified successfully. You can now log in.')).toBeInTheDocument();
    expect(api.calls('POST /auth/verify-otp')[0]!.body).toEqual({
      otp: '123456',
      account_type: 'organization',
      email: 'mia@example.com',
    });
    expect(localStorage.getItem(StorageKeys.verificationEmail)).toBeNull();
    expect(localStorage.getItem(StorageKeys.accountType)).toBeNull();
    // The redirect waits Delays.afterVerifyMs so the message can be read.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 3500 });
  });

  it('tells a wrong code from an expired one', async () => {
    awaitingCode('mia@example.com', 'user');
    let status = 400;
    mockApi({ 'POST /auth/verify-otp': () => fail(status, 'Nope') });
    const { user } = renderScreen(<VerificationPage />, { route: '/verification' });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('Invalid OTP. Please check and try again.')).toBeInTheDocument();

    status = 401;
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByText('OTP has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verification');
  });

  it('offers a new code once the countdown ends, and says when it is asked too often', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    awaitingCode('mia@example.com', 'user');
    let limited = false;
    const api = mockApi({
      'PATCH /auth/send-otp': () => (limited ? fail(429, 'Slow down') : ok({}, 'OTP sent')),
    });
    const { user } = renderScreen(<VerificationPage />, { route: '/verification' });
    expect(screen.queryByRole('button', { name: 'Resend verification code' })).not.toBeInTheDocument();
    for (let second = 0; second < Limits.otpResendCooldownSeconds; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await user.click(await screen.findByRole('button', { name: 'Resend verification code' }));
    expect(await screen.findByText('OTP sent successfully! Please check your email.')).toBeInTheDocument();
    expect(api.calls('PATCH /auth/send-otp')[0]!.body).toEqual({ email: 'mia@example.com', account_type: 'user' });
    // The countdown starts again.
    expect(screen.getByText(`You can request a new code in ${Limits.otpResendCooldownSeconds}s`)).toBeInTheDocument();

    limited = true;
    for (let second = 0; second < Limits.otpResendCooldownSeconds; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await user.click(await screen.findByRole('button', { name: 'Resend verification code' }));
    expect(
      await screen.findByText('Too many requests. Please wait before requesting another OTP.'),
    ).toBeInTheDocument();
  });
});
