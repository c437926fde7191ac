import { expect, test, type APIRequestContext, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { regionViolations, seriousViolations } from './helpers/axe.js';
import { publicPages } from './public-routes.js';

async function expectAxeClean(page: Page, screen: string) {
  expect({ screen, violations: await seriousViolations(page) }).toEqual({ screen, violations: [] });
  expect({ screen, violations: await regionViolations(page) }).toEqual({ screen, violations: [] });
}

async function createPost(request: APIRequestContext, token: string, content: string) {
  const response = await request.post('/api/v1/posts/create-post', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { content },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data;
}

/** Waits until the screen has its heading and no skeleton is left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens each screen in turn, waits for it to settle and checks it with axe. */
async function expectScreensAxeClean(page: Page, screens: readonly string[]) {
  for (const screen of screens) {
    await page.goto(screen);
    await settled(page);
    await expectAxeClean(page, screen);
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every neighbour screen is axe-clean in ${scheme} mode`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    const email = uniqueEmail('design');
    await verifiedAccount(request, 'user', email, { first_name: 'Lena', last_name: 'Ortiz' });
    const token = await apiToken(request, email);
    const post = await createPost(request, token, 'Dark mode check: does anyone have a spare lamp?');
    await logIn(page, email, PASSWORD);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

    const screens = [
      '/dashboard',
      `/dashboard/post/${post.id}`,
      '/dashboard/profile',
      '/dashboard/groups',
      '/dashboard/invite',
      '/dashboard/discover',
      '/dashboard/rentals',
      '/dashboard/events',
      '/dashboard/alerts',
      '/dashboard/marketplace',
      '/dashboard/marketplace/new',
      '/dashboard/messages',
      '/dashboard/search?q=lamp',
      '/dashboard/notifications',
      '/dashboard/settings',
    ];
    await expectScreensAxeClean(page, screens);
  });

  test(`every organization screen is axe-clean in ${scheme} mode`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    const email = uniqueEmail('design-org');
    await verifiedAccount(request, 'organization', email, {
      first_name: 'Ivy',
      last_name: 'Marsh',
      business_name: 'Lantern Books',
    });
    await logIn(page, email, PASSWORD);
    const screens = [
      '/dashboard',
      '/dashboard/business-profile',
      '/dashboard/listings',
      '/dashboard/customers',
      '/dashboard/reviews',
      '/dashboard/updates',
      '/dashboard/events',
      '/dashboard/messages',
      '/dashboard/notifications',
      '/dashboard/settings',
    ];
    await expectScreensAxeClean(page, screens);
  });
}

test('the theme setting applies at once and persists across reloads', async ({ page, request }) => {
  const email = uniqueEmail('theme');
  await verifiedAccount(request, 'user', email);
  await page.emulateMedia({ colorScheme: 'light' });
  await logIn(page, email, PASSWORD);
  await page.goto('/dashboard/settings');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await appearance.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('ourhood-theme'))).toBe('dark');

  // System follows the browser again: dark here once the system asks for it.
  await page.getByRole('radio', { name: 'System' }).check();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('a lazy chunk that fails to load (a stale build) reloads the page once, then shows the error', async ({
  page,
}) => {
  // A tab from before an upgrade: the About page's chunk is gone the first time it is asked for.
  let failures = 0;
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, async (route) => {
    failures += 1;
    if (failures === 1) await route.fulfill({ status: 404, body: 'Not found' });
    else await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Ourhood');
  expect(documents).toEqual(['/', '/about']);

  // A chunk that keeps failing: one reload, then the friendly message with its Reload button.
  const fresh = await page.context().newPage();
  await fresh.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  let loads = 0;
  fresh.on('request', (request) => {
    if (request.resourceType() === 'document') loads += 1;
  });
  await fresh.goto('/about');
  await expect(fresh.getByRole('alert')).toContainText('This page could not be shown');
  await expect(fresh.getByRole('button', { name: 'Reload' })).toBeVisible();
  // No third load: mark this document, then wait for a request made from it. Had the page
  // reloaded again, the mark would be gone, or the evaluation would fail with its document.
  await fresh.evaluate(() => Object.assign(window, { ourhoodE2eMark: true }));
  expect(await fresh.evaluate(() => fetch('/api/v1/health').then((response) => response.status))).toBe(200);
  expect(await fresh.evaluate(() => 'ourhoodE2eMark' in window)).toBe(true);
  expect(loads).toBe(2);
  // The site around the broken page still works.
  await expect(fresh.getByRole('banner').getByRole('link', { name: 'Ourhood' })).toBeVisible();
});

test('on a phone the home feed starts with the area panel, collapsed, asking a new neighbour to set a location', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = uniqueEmail('phone');
  await verifiedAccount(request, 'user', email, { first_name: 'Noor', last_name: 'Haddad' });
  await logIn(page, email, PASSWORD);
  const panel = page.getByRole('complementary', { name: 'Your area' });
  const toggle = panel.getByRole('button', { name: /Your area/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('Not set yet');
  await expect(toggle).toContainText('Set it');
  const composer = page.getByRole('button', { name: "Hey Noor, what's happening in your hood?" });
  await expect(composer).toBeVisible();
  // The panel is on top, above the composer and the feed.
  const panelBox = await panel.boundingBox();
  const composerBox = await composer.boundingBox();
  expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(composerBox!.y);
  expect(panelBox!.y).toBeLessThan(200);

  await expect(panel.getByRole('button', { name: 'Change Location' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('button', { name: 'Change Location' })).toBeVisible();
  await expect(
    panel.getByText('Set your location so the posts of the neighbours around you come first.'),
  ).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Community Alerts' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the public header has a menu with the site links, and the cookie table fits', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const site = page.getByRole('navigation', { name: 'Site' });
  await expect(site).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  // (The browser itself exposes the popover button's expanded state to assistive technology.)
  await expect(site).toBeVisible();
  await expect(site.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(site.getByRole('link', { name: 'Help' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await site.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Ourhood');
  await expect(site).toBeHidden();
  await menu.click();
  await page.keyboard.press('Escape');
  await expect(site).toBeHidden();

  await page.goto('/cookies');
  await expect(page.getByRole('rowheader', { name: 'ourhood-theme' })).toBeVisible();
  // Every cell is whole on screen once scrolled to: nothing is cut off at the right edge.
  const lifetime = page.getByText('Only during sign-up; removed once your e-mail is verified.').first();
  await lifetime.scrollIntoViewIfNeeded();
  await expect(lifetime).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the public pages are axe-clean in dark mode', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});
