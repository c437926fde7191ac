import { expect, test } from './helpers/test.js';
import { PASSWORD, codeFor, logIn, submitSignUpForm, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

test('a neighbour signs up, verifies with the mailed code, logs in and out', async ({ page, request }) => {
  const email = uniqueEmail('neighbour');
  await page.goto('/signup');
  await submitSignUpForm(page, email, { first_name: 'Rosa', last_name: 'Diaz' });
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByTestId('verification-email')).toHaveText(email);
  await expect(page.getByText(/request a new code in \d+s/)).toBeVisible();

  const code = await codeFor(request, email);
  const input = page.getByLabel('Verification code');
  await input.fill(`a${code}9`);
  await expect(input).toHaveValue(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Account verified successfully. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('shell-user-name')).toHaveText('Rosa Diaz');
  await expect(page.getByPlaceholder('Search your neighborhood...')).toBeVisible();
  const stored = await page.evaluate(() => ({
    auth: JSON.parse(localStorage.getItem('auth-storage') ?? '{}'),
    token: localStorage.getItem('ourhoodToken'),
  }));
  expect(stored.auth.state).toMatchObject({ isAuthenticated: true, userType: 'neighbour' });
  expect(stored.token).toBe(stored.auth.state.token);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  const token = stored.token!;
  const me = await request.get('/api/v1/users/profile/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('ourhoodToken'))).toBeNull();
});

test('an organization signs up and lands in the organization shell', async ({ page, request }) => {
  const email = uniqueEmail('org');
  await page.goto('/signup?type=organization');
  await expect(page.getByRole('button', { name: 'Organization' })).toHaveAttribute('aria-pressed', 'true');
  await submitSignUpForm(page, email, { first_name: 'Nia', last_name: 'Brooks', business_name: 'Brooks Bikes' });
  await expect(page).toHaveURL(/\/verification$/);
  await page.getByLabel('Verification code').fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome back, Brooks Bikes!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Business Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password, reset with the mailed code, log in with the new password', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await verifiedAccount(request, 'user', email);
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('OTP is required')).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&format=json`);
      const body = (await response.json()) as { data: { subject: string }[] };
      code = /reset code: (\d{6})$/.exec(body.data[0]?.subject ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('OTP').fill(code);
  await page.getByLabel('New Password', { exact: true }).fill('fresh-cedar-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'fresh-cedar-77');
});

test('each sign-up validation message appears for its bad input and clears on edit', async ({ page }) => {
  await page.goto('/signup?type=organization&ref=abc');
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue('abc');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please fix the errors below and try again.')).toBeVisible();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
    'Business name is required',
    'Referral code must be exactly 7 letters or numbers',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('First name').fill('A');
  await expect(page.getByText('First name is required')).toBeHidden();
  await expect(page.getByText('Please fix the errors below and try again.')).toBeHidden();
  await page.getByLabel('Last name').fill('B');
  await page.getByLabel('Business name').fill('C');
  await page.getByLabel('Email').fill('not an email');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password', { exact: true }).fill('54321');
  await page.getByRole('button', { name: 'Sign up' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Business name must be at least 2 characters',
    'Please enter a valid email address',
    'Password must be at least 6 characters',
    'Passwords do not match',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // No provider is configured for this server: no social buttons at all (issue 42).
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
});

test('a 401 from the API sends the user to /login with storage cleared', async ({ page, request }) => {
  const email = uniqueEmail('revoked');
  await verifiedAccount(request, 'user', email);
  await logIn(page, email, PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem('ourhoodToken'));
  // The session ends elsewhere (say, a logout on another device).
  await request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  // The app may already be on its way to /login (its live stream ends with the session): a reload
  // then is aborted by that navigation, which is the outcome this test wants anyway.
  await page.reload().catch((error: Error) => {
    if (!/ERR_ABORTED|frame was detached/.test(error.message)) throw error;
  });
  await expect(page).toHaveURL(/\/login$/);
  // The guard's client-side redirect can reach /login just before the forced logout's hard
  // redirect reloads it; toPass retries a read that lands during that reload.
  await expect(async () => {
    const stored = await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth-storage') ?? '{"state":{}}') as {
        state: { token?: string | null; isAuthenticated?: boolean };
      };
      return {
        token: localStorage.getItem('ourhoodToken'),
        authToken: auth.state.token ?? null,
        isAuthenticated: auth.state.isAuthenticated ?? false,
      };
    });
    expect(stored).toEqual({ token: null, authToken: null, isAuthenticated: false });
  }).toPass({ timeout: 7_500 });
});
