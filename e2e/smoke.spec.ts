import { expect, test } from './helpers/test.js';

test('the landing page renders with its calls to action', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join as a Neighbor' })).toHaveAttribute('href', '/signup?type=user');
  await expect(page.getByRole('link', { name: 'For Organizations' })).toHaveAttribute(
    'href',
    '/signup?type=organization',
  );
  expect(errors).toEqual([]);
});

test('an unknown route shows the 404 page and its links work', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Helpful links' });
  for (const name of ['Home', 'Contact', 'About', 'Features', 'Help']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the dashboard sends visitors to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the API answers health checks next to the app', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'success' });
});
