// @vitest-environment happy-dom
import { AuthMessages, StorageKeys } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok } from '../../test/api';
import { me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import SignupPage from './signup-page';

type User = ReturnType<typeof renderScreen>['user'];

async function fillIn(user: User, password = 'hunter22', confirm = password) {
  await user.type(screen.getByLabelText('First name'), 'Mia');
  await user.type(screen.getByLabelText('Last name'), 'Lopez');
  await user.type(screen.getByLabelText('Email'), 'Mia@Example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('SignupPage', () => {
  it('shows every missing field at once and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<SignupPage />, { route: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Please fix the errors below and try again.')).toBeInTheDocument();
    for (const message of [
      AuthMessages.firstNameRequired,
      AuthMessages.lastNameRequired,
      AuthMessages.emailRequired,
      AuthMessages.passwordRequired,
      AuthMessages.confirmRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('checks that the passwords match and the referral code has seven characters', async () => {
    const api = mockApi({});
    const { user } = renderScreen(<SignupPage />, { route: '/signup' });
    await fillIn(user, 'hunter22', 'hunter23');
    await user.type(screen.getByLabelText('Referral code (optional)'), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AuthMessages.confirmMismatch)).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.referralInvalid)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('asks an organization for its business name', async () => {
    mockApi({});
    const { user } = renderScreen(<SignupPage />, { route: '/signup?type=organization' });
    expect(screen.getByRole('button', { name: 'Organization' })).toHaveAttribute('aria-pressed', 'true');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AuthMessages.businessNameRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Neighbor' }));
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
  });

  it('creates the account with the referral code from the link, then goes to verification', async () => {
    const api = mockApi({ 'POST /auth/register': ok(me(), 'Registered') });
    const { user } = renderScreen(<SignupPage />, { route: '/signup?ref=abc1234' });
    expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('abc1234');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Account created! Check your email for the verification code.')).toBeInTheDocument();
    expect(api.calls('POST /auth/register')[0]!.body).toEqual({
      account_type: 'user',
      first_name: 'Mia',
      last_name: 'Lopez',
      email: 'mia@example.com',
      password: 'hunter22',
      referred_by: 'ABC1234',
    });
    expect(localStorage.getItem(StorageKeys.verificationEmail)).toBe('mia@example.com');
    expect(localStorage.getItem(StorageKeys.accountType)).toBe('user');
    // The redirect waits Delays.afterSignupMs so the message can be read.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verification'), {
      timeout: 3000,
    });
  });

  it('sends an organization with its business name', async () => {
    const api = mockApi({ 'POST /auth/register': never });
    const { user } = renderScreen(<SignupPage />, { route: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Organization' }));
    await fillIn(user);
    await user.type(screen.getByLabelText('Business name'), 'Fitzroy Bakery');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findAllByText('Creating your account…')).length).toBeGreaterThan(0);
    expect(api.calls('POST /auth/register')[0]!.body).toMatchObject({
      account_type: 'organization',
      business_name: 'Fitzroy Bakery',
    });
  });

  it('says when the e-mail already has an account', async () => {
    mockApi({ 'POST /auth/register': fail(409, 'User already exists') });
    const { user } = renderScreen(<SignupPage />, { route: '/signup' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('An account with this email already exists. Please log in or use a different email.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(localStorage.getItem(StorageKeys.verificationEmail)).toBeNull();
  });

  it('sends a signed-in visitor to the dashboard', () => {
    signIn();
    mockApi({});
    renderScreen(<SignupPage />, { route: '/signup' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
