import { expect, test } from './helpers/test.js';
import { logIn, PASSWORD, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

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

test('the collapsed desktop sidebar expands on keyboard focus, with name and account type', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kemi');
  await verifiedAccount(request, 'user', email, { first_name: 'Kemi', last_name: 'Brooks' });
  await logIn(page, email, PASSWORD);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(page.getByTestId('shell-user-name')).toHaveText('Kemi Brooks');
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.mouse.move(900, 400);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(80);
  const collapsed = (await sidebar.boundingBox())!.width;
  await sidebar.getByRole('link', { name: 'Discover' }).focus();
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeGreaterThan(collapsed + 100);
  await expect(sidebar.getByText('Neighbour', { exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Groups' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/groups$/);
});
