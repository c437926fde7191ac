import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'maple-street-2024';
export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

/** The newest code mailed to this address, read from the dev outbox (no SMTP in e2e). */
export async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&format=json`);
      const body = (await response.json()) as { data: { subject: string }[] };
      code = /(\d{6})$/.exec(body.data[0]?.subject ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export interface AccountNames {
  first_name: string;
  last_name: string;
  /** An organization's business name ('Brooks Bikes' when not given). */
  business_name?: string;
}

/** Fills the sign-up form (already open) with valid values and submits it. */
export async function submitSignUpForm(
  page: Page,
  email: string,
  names: AccountNames,
  password = PASSWORD,
): Promise<void> {
  await page.getByLabel('First name').fill(names.first_name);
  await page.getByLabel('Last name').fill(names.last_name);
  if (names.business_name) await page.getByLabel('Business name').fill(names.business_name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** A verified account made through the API, for tests about what comes after sign-up. */
export async function verifiedAccount(
  request: APIRequestContext,
  accountType: 'user' | 'organization',
  email: string,
  names: AccountNames = { first_name: 'Nia', last_name: 'Brooks' },
  referredBy?: string,
) {
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      ...names,
      email,
      password: PASSWORD,
      account_type: accountType,
      business_name: accountType === 'organization' ? (names.business_name ?? 'Brooks Bikes') : undefined,
      referred_by: referredBy,
    },
  });
  expect(registered.status()).toBe(201);
  const otp = await codeFor(request, email);
  expect((await request.post('/api/v1/auth/verify-otp', { data: { otp, email } })).status()).toBe(200);
}

/** Signs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A bearer token for API calls made by the test itself (seeding posts, checking results). */
export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Signs in through the form whatever language it is shown in (fields by their autocomplete). */
export async function logInAnyLanguage(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
