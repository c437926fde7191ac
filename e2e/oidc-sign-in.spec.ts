import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './helpers/test.js';
import { freeLoopbackPort } from './helpers/free-port.js';
import { startTestProvider, type TestProvider } from '../apps/api/test/helpers/oidc-provider.js';

// Sign-in through the community's identity provider (issue 42), in a real browser on a phone and a
// desktop: a real OpenID Connect provider (panva's oidc-provider, its own login and consent pages)
// and a server of its own pointed at it: the suite's shared server has no provider configured, so
// every other spec keeps a sign-in page without provider buttons.

const NAME = 'Hood ID';
let provider: TestProvider;
let server: ChildProcess;
let baseURL: string;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = freeLoopbackPort();
  baseURL = `http://127.0.0.1:${port}`;
  provider = await startTestProvider(`${baseURL}/api/v1/auth/oidc/callback`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ourhood-e2e-oidc-'));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      TRUST_NEW_ACCOUNT_DAYS: '0',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: NAME,
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `e2e_oidc_${randomBytes(5).toString('hex')}` }
        : { DATABASE_URL: '' }),
    },
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the OIDC e2e server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const ended = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await ended;
  }
  await provider?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
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
