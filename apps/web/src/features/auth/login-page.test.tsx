// @vitest-environment happy-dom
import { AuthMessages, ErrorCode } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import { fail, mockApi, never, ok } from '../../test/api';
import { me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import LoginPage from './login-page';

async function logIn(user: ReturnType<typeof renderScreen>['user'], email = 'Mia@Example.com', password = 'hunter22') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('checks both fields before sending anything', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(AuthMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordRequired)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('signs in, says so, and goes to the dashboard', async () => {
    const api = mockApi({
      'POST /auth/login': ok({ token: 'jwt-1', user: { ...me(), user_type: 'user' } }, 'Login successful'),
    });
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    await logIn(user);

    expect(await screen.findByText('Login successful! Redirecting to dashboard...')).toBeInTheDocument();
    expect(api.calls('POST /auth/login')[0]!.body).toEqual({ email: 'mia@example.com', password: 'hunter22' });
    expect(useSession.getState()).toMatchObject({ token: 'jwt-1', userType: 'neighbour', isAuthenticated: true });
    // The redirect waits Delays.afterLoginMs so the message can be read.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), { timeout: 3000 });
  });

  it("shows the server's message for wrong credentials and keeps the user on the page", async () => {
    mockApi({ 'POST /auth/login': fail(401, 'Invalid email or password', { code: 'INVALID_CREDENTIALS' }) });
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    await logIn(user);

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('offers a new code to an unverified account and goes to the verification screen', async () => {
    const api = mockApi({
      'POST /auth/login': fail(403, 'Please verify your email first', { code: ErrorCode.EMAIL_NOT_VERIFIED }),
      'PATCH /auth/send-otp': ok({}),
    });
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verification'));
    expect(api.calls('PATCH /auth/send-otp')[0]!.body).toEqual({ email: 'mia@example.com', account_type: 'user' });
  });

  it('shows the busy state while signing in', async () => {
    mockApi({ 'POST /auth/login': never });
    const { user } = renderScreen(<LoginPage />, { route: '/login' });
    await logIn(user);
    expect((await screen.findAllByText('Signing you in…')).length).toBeGreaterThan(0);
  });

  it('sends a signed-in visitor straight to the dashboard', () => {
    signIn();
    mockApi({});
    renderScreen(<LoginPage />, { route: '/login' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
