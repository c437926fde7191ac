import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './helpers/test.js';
import { ownServerAddress, startOwnServer, type OwnServer } from './helpers/own-server.js';
import { startTestProvider, type TestProvider } from '../apps/api/test/helpers/oidc-provider.js';

// Sign-in through the community's identity provider (issue 42), in a real browser on a phone and a
// desktop: a real OpenID Connect provider (panva's oidc-provider, its own login and consent pages)
// and a server of its own pointed at it: the suite's shared server has no provider configured, so
// every other spec keeps a sign-in page without provider buttons.

const NAME = 'Hood ID';
let provider: TestProvider;
let server: OwnServer;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const address = ownServerAddress();
  baseURL = address.baseURL;
  provider = await startTestProvider(`${baseURL}/api/v1/auth/oidc/callback`);
  server = await startOwnServer('oidc', address, {
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: NAME,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** The provider's own pages: its login form, then its consent. */
async function signInAtProvider(page: Page, subject: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('whatever');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const devices = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const device of devices) {
  test(`on a ${device.name}: "Continue with ${NAME}" signs a new neighbour in and lands on the dashboard`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const subject = `e2e-${device.name}-${randomBytes(4).toString('hex')}`;
    const email = `${subject}@example.test`;
    provider.accounts.set(subject, { email, email_verified: true, given_name: 'Nia', family_name: 'Okafor' });
    const context = await browser.newContext({ viewport: device.viewport });
    const page = await context.newPage();

    // Sign-up offers the same button as sign-in.
    await page.goto(`${baseURL}/signup`);
    await expect(page.getByRole('link', { name: `Continue with ${NAME}` })).toBeVisible();
    await page.goto(`${baseURL}/login`);
    const button = page.getByRole('link', { name: `Continue with ${NAME}` });
    await expect(button).toBeVisible();
    await button.click();
    await signInAtProvider(page, subject);

    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('ourhoodToken'))).toBeTruthy();
    const token = await page.evaluate(() => localStorage.getItem('ourhoodToken'));
    const me = await fetch(`${baseURL}/api/v1/users/profile/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { data: { email: string; first_name: string } }).data).toMatchObject({
      email,
      first_name: 'Nia',
    });

    // Signed out and back: the same account, through the identity now linked.
    await page.goto(`${baseURL}/logout`);
    await expect(page).toHaveURL(`${baseURL}/login`);
    await page.getByRole('link', { name: `Continue with ${NAME}` }).click();
    // The provider remembers the person: its login may be skipped, its consent too.
    await page.waitForURL((url) => url.href.startsWith(baseURL) || url.href.startsWith(provider.issuer));
    if (page.url().startsWith(provider.issuer) && (await page.locator('input[name="login"]').count()) > 0) {
      await signInAtProvider(page, subject);
    }
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
  });
}

test('cancelling at the provider lands on the sign-in page, which says so', async ({ browser }) => {
  const subject = `e2e-cancel-${randomBytes(4).toString('hex')}`;
  provider.accounts.set(subject, { email: `${subject}@example.test`, email_verified: true });
  const context = await browser.newContext({ viewport: devices[0].viewport });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByRole('link', { name: `Continue with ${NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(`${baseURL}/login?oidc_error=denied`);
  await expect(page.getByText(`Sign-in with ${NAME} was cancelled.`, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ourhoodToken'))).toBeNull();
});
