import { expect, test, type Page } from './helpers/test.js';
import { logIn, PASSWORD, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { neighbourScreens, organizationScreens } from './helpers/dashboard-screens.js';

/**
 * Issue 42: no dashboard screen is wider than a 360 px phone, and each has one h1 (what a screen
 * reader's heading list starts from). Both account types, every screen their navigation reaches.
 */
async function expectFitsWithOneHeading(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  expect.soft(await page.locator('h1').count(), `h1 elements on ${path}`).toBe(1);
  const wider = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    // The innermost elements that reach past the screen's edge, to say what broke.
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          !Array.from(element.children).some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 5)
      .map((element) => element.outerHTML.slice(0, 160));
  });
  expect.soft(wider, `${path} is wider than 360 px`).toEqual([]);
}

test.describe('every dashboard screen on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a neighbour's screens", async ({ page, request }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('narrow');
    await verifiedAccount(request, 'user', email);
    await logIn(page, email, PASSWORD);
    for (const path of neighbourScreens) await expectFitsWithOneHeading(page, path);
  });

  test("an organization's screens", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('narrow-org');
    await verifiedAccount(request, 'organization', email);
    await logIn(page, email, PASSWORD);
    for (const path of organizationScreens) await expectFitsWithOneHeading(page, path);
  });
});

test('the desktop sidebar is labelled, collapses to its icons, and remembers it', async ({ page, request }) => {
  const email = uniqueEmail('sidebar');
  await verifiedAccount(request, 'user', email);
  await logIn(page, email, PASSWORD);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText('Discover', { exact: true })).toBeVisible();
  const toggle = sidebar.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  // Collapsed, it still expands while the pointer or the keyboard's focus is in it.
  await page.mouse.move(900, 400);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  // Labels stay for screen readers (1 px, which Playwright counts as visible): the width says it.
  const width = () => sidebar.evaluate((element) => Math.round(element.getBoundingClientRect().width));
  await expect.poll(width).toBeLessThan(80);
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(width).toBeLessThan(80);
  // Pointed at, it expands over the page with its labels.
  await sidebar.hover();
  await expect.poll(width).toBeGreaterThan(200);
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.mouse.move(900, 400);
  await expect.poll(width).toBeGreaterThan(200);
  await expect(sidebar.getByText('Discover', { exact: true })).toBeVisible();
});
