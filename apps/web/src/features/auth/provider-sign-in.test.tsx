// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok } from '../../test/api';
import { me } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { useSession } from '../../lib/session/session-store';
import LoginPage from './login-page';
import ProviderReturnPage from './provider-return-page';
import SignupPage from './signup-page';

const hoodId = { 'GET /auth/providers': ok([{ id: 'oidc', name: 'Hood ID' }]) };

describe('sign-in through the identity provider (issue 42)', () => {
  it('shows no provider button, and no "coming soon" ones, when none is configured', async () => {
    const api = mockApi({ 'GET /auth/providers': ok([]) });
    renderScreen(<LoginPage />, { route: '/login' });
    await waitFor(() => expect(api.calls('GET /auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
  });

  it('offers the same "Continue with {name}" on sign-in and sign-up, leading to the start', async () => {
    mockApi(hoodId);
    const login = renderScreen(<LoginPage />, { route: '/login' });
    const link = await screen.findByRole('link', { name: 'Continue with Hood ID' });
    expect(link).toHaveAttribute('href', '/api/v1/auth/oidc/start');
    login.unmount();
    renderScreen(<SignupPage />, { route: '/signup' });
    expect(await screen.findByRole('link', { name: 'Continue with Hood ID' })).toHaveAttribute(
      'href',
      '/api/v1/auth/oidc/start',
    );
  });

  it('says why the provider sent the person back, and what a pending link needs', async () => {
    mockApi(hoodId);
    const denied = renderScreen(<LoginPage />, { route: '/login?oidc_error=denied' });
    expect(await screen.findByText(/Sign-in with Hood ID was cancelled/)).toBeInTheDocument();
    denied.unmount();
    renderScreen(<LoginPage />, { route: '/login?oidc=link' });
    expect(await screen.findByText(/Log in with your password once to connect Hood ID/)).toBeInTheDocument();
  });

  it('trades the ticket for the session once and goes to the dashboard', async () => {
    const api = mockApi({
      'POST /auth/oidc/session': ok({ token: 'tok-9', user: { ...me(), user_type: 'user' } }, 'Login successful'),
    });
    renderScreen(<ProviderReturnPage />, { route: '/login/provider' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(useSession.getState()).toMatchObject({ token: 'tok-9', isAuthenticated: true });
    expect(api.calls('POST /auth/oidc/session')).toHaveLength(1);
  });

  it('shows the wait, then a way back when the ticket is gone', async () => {
    mockApi({ 'POST /auth/oidc/session': never });
    const waiting = renderScreen(<ProviderReturnPage />, { route: '/login/provider' });
    expect((await screen.findAllByText('Signing you in…')).length).toBeGreaterThan(0);
    waiting.unmount();
    mockApi({ 'POST /auth/oidc/session': fail(401, 'This sign-in has expired or was already used.') });
    renderScreen(<ProviderReturnPage />, { route: '/login/provider' });
    expect(await screen.findByText('This sign-in has expired or was already used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });
});
