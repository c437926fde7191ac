import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './helpers/test.js';
import { PASSWORD, codeFor, logIn, submitSignUpForm, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { placedNeighbour } from './helpers/neighbours.js';

// Issue 42: a new neighbour's and a new organization's first hour, on a phone and a desktop. This
// spec keeps to its own city (Cape Town), so other spec files running in parallel do not meet it.

const CAPE_TOWN = { latitude: -33.9249, longitude: 18.4241 };
const word = () => randomBytes(4).toString('hex');
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const devices = [
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
] as const;

/** Signs up through the form, verifies with the mailed code and logs in. */
async function signUp(page: Page, request: Parameters<typeof codeFor>[0], email: string) {
  await page.goto('/signup');
  await submitSignUpForm(page, email, { first_name: 'Thandi', last_name: 'Mokoena' });
  await expect(page).toHaveURL(/\/verification$/);
  await page.getByLabel('Verification code').fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await logIn(page, email, PASSWORD);
}

for (const device of devices) {
  test(`on a ${device.name}: a new neighbour follows the first steps, and the side panel follows a new location at once`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // Someone already lives there and has posted an alert nearby.
    const local = await placedNeighbour(request, 'Sipho', 'Local', CAPE_TOWN);
    const alertTitle = `Water off on Long Street ${word()}`;
    const posted = await request.post('/api/v1/alerts', {
      headers: auth(local.token),
      data: { category: 'other', title: alertTitle, details: 'Until 5 pm', area: 'suburb', expires_in_hours: 24 },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    const context = await browser.newContext({ viewport: device.viewport, colorScheme: device.colorScheme });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(CAPE_TOWN);
    const page = await context.newPage();
    await signUp(page, request, uniqueEmail('first-hour'));

    const steps = page.getByRole('region', { name: 'First steps' });
    await expect(steps).toBeVisible();
    await expect(steps.getByText('0 of 5 done')).toBeVisible();

    // Change Location in the side panel (collapsed to one line on a phone): alerts follow at once.
    const panel = page.getByRole('complementary', { name: 'Your area' });
    if (device.name === 'phone') await panel.getByRole('button', { name: /Your area/ }).click();
    await expect(panel.getByText('No alerts for this location at the moment.')).toBeVisible();
    await panel.getByRole('button', { name: 'Change Location' }).click();
    await expect(panel.getByText(alertTitle)).toBeVisible();
    await expect(steps.getByText('1 of 5 done')).toBeVisible();
    await expect(steps.getByRole('button', { name: /Set your location.*Done/ })).toBeVisible();

    // Say hello: the step opens the composer; once posted, the step is ticked.
    await steps.getByRole('link', { name: /Say hello in a first post/ }).click();
    const composer = page.getByRole('dialog', { name: 'Create a post' });
    await composer.getByLabel("What's happening?").fill(`Hello neighbours! ${word()}`);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(composer).toBeHidden();
    await expect(steps.getByText('2 of 5 done')).toBeVisible();
    await expect(steps.getByRole('link', { name: /Say hello in a first post.*Done/ })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(device.viewport.width);

    // Hidden, and still hidden after a reload (kept on the server).
    await steps.getByRole('button', { name: 'Hide first steps' }).click();
    await expect(steps).toBeHidden();
    await expect(page.getByText(/You can show them again in Settings/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Create a post' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'First steps' })).toBeHidden();

    // Settings brings it back.
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Show first steps on Home' }).click();
    await expect(page.getByText('Shown on Home.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'First steps' }).getByText('2 of 5 done')).toBeVisible();
  });

  test(`on a ${device.name}: a new organization sees its checklist, learns Publish needs a location, sets it and publishes`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('first-hour-org');
    await verifiedAccount(request, 'organization', email, {
      first_name: 'Lerato',
      last_name: 'Dube',
      business_name: `Harbour Bakery ${word()}`,
    });
    const context = await browser.newContext({ viewport: device.viewport, colorScheme: device.colorScheme });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(CAPE_TOWN);
    const page = await context.newPage();
    await logIn(page, email, PASSWORD);

    const checklist = page.getByRole('region', { name: 'Setup checklist' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText(/Profile completeness: 0%/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Profile completeness\s*0%/ })).toBeVisible();
    await checklist.getByRole('link', { name: /Publish a first update/ }).click();

    // Publish says what is missing before it is pressed, and leads to where it is set.
    await expect(page).toHaveURL(/\/dashboard\/updates$/);
    await page.getByLabel("What's new?").fill('Fresh bread from 7 am');
    const publish = page.getByRole('button', { name: 'Publish update' });
    await expect(page.getByText(/Set your business location before publishing updates/)).toBeVisible();
    await expect(publish).toBeDisabled();
    await page.getByRole('link', { name: 'Set your location' }).click();
    await expect(page).toHaveURL(/\/dashboard\/business-profile#location$/);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect(page.getByText('Location updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update location' })).toBeVisible();

    await page.goto('/dashboard/updates');
    await page.getByLabel("What's new?").fill('Fresh bread from 7 am');
    await expect(page.getByText(/Set your business location before publishing updates/)).toBeHidden();
    await expect(publish).toBeEnabled();
    await publish.click();
    await expect(page.getByText('Update published')).toBeVisible();

    await page.goto('/dashboard');
    await expect(checklist.getByRole('link', { name: /Set your location.*Done/ })).toBeVisible();
    await expect(checklist.getByRole('link', { name: /Publish a first update.*Done/ })).toBeVisible();
    await expect(checklist.getByText(/Profile completeness: 33%/)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(device.viewport.width);
  });
}
