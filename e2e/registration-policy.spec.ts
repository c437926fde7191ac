import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from './helpers/test.js';
import { codeFor, PASSWORD, submitSignUpForm, uniqueEmail } from './helpers/accounts.js';
import { ownServerAddress, startOwnServer, type OwnServer } from './helpers/own-server.js';

// Issue 43, decision 0080: who may sign up, set by an admin in the browser. On a server of its own:
// the suite's shared server must stay open for the specs running alongside.

const ADMIN = { email: 'policy-admin@example.test', password: 'lantern-harbour-policy-37' };
let server: OwnServer;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer('policy', ownServerAddress(), { admin: ADMIN });
  api = await apiRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function pageOn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport });
  return context.newPage();
}

async function logInAs(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function choosePolicy(admin: Page, label: string, mode: 'approval' | 'closed') {
  await admin.goto('/admin/settings');
  await admin.getByRole('radio', { name: label }).check();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByRole('radio', { name: label })).toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await api.get('/api/v1/instance')).json()) as { data: { registration_mode: string } }).data
          .registration_mode,
    )
    .toBe(mode);
}

test('an admin asks for approval: a neighbour signs up on a phone, waits, is approved and signs in; then sign-ups close', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await pageOn(browser, { width: 1280, height: 800 });
  await logInAs(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await choosePolicy(admin, 'By approval: moderators approve each new account', 'approval');

  // The neighbour, on a phone: told at sign-up, verified, and told again at sign-in.
  const tag = randomBytes(3).toString('hex');
  const email = uniqueEmail('waiting');
  const phone = await pageOn(browser, { width: 390, height: 844 });
  await phone.goto('/signup');
  await expect(
    phone.getByText('A moderator approves each new account before it can sign in. We will e-mail you.'),
  ).toBeVisible();
  await submitSignUpForm(phone, email, { first_name: 'Wren', last_name: `Waiting${tag}` });
  await expect(phone).toHaveURL(/\/verification$/);
  await phone.getByLabel('Verification code').fill(await codeFor(api, email));
  await phone.getByRole('button', { name: 'Verify Email' }).click();
  await expect(
    phone.getByText('Account verified. A moderator approves each new account: we will e-mail you when you can log in.'),
  ).toBeVisible();
  await logInAs(phone, email, PASSWORD);
  await expect(
    phone.getByText('Your account is waiting for a moderator to approve it. We will e-mail you when you can sign in.'),
  ).toBeVisible();
  await expect(phone).toHaveURL(/\/login$/);

  // The admin, a moderator too, lets them in from Moderation.
  await admin.goto('/dashboard/moderation');
  const waiting = admin.getByRole('region', { name: 'Sign-ups waiting for approval' });
  await expect(waiting.getByText(`Wren Waiting${tag}`)).toBeVisible();
  await waiting.getByRole('button', { name: `Approve Wren Waiting${tag}` }).click();
  await expect(waiting).toHaveCount(0);
  await logInAs(phone, email, PASSWORD);
  await expect(phone).toHaveURL(/\/dashboard$/);

  // Closed: the sign-up screen says so and offers no form.
  await choosePolicy(admin, 'Closed: nobody can sign up', 'closed');
  const visitor = await pageOn(browser, { width: 1280, height: 800 });
  await visitor.goto('/signup');
  await expect(visitor.getByText('Sign-ups are closed on this community for now.')).toBeVisible();
  await expect(visitor.getByLabel('Email')).toHaveCount(0);
});
