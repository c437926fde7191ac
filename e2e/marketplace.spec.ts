import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser } from './helpers/test.js';
import { PASSWORD, logIn } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';
import { Cities, placedNeighbour, signedInPage, type Neighbour } from './helpers/neighbours.js';

/** A verified neighbour of this spec's area (every test of the spec shares it). */
const neighbour = (request: APIRequestContext, first: string, last: string) =>
  placedNeighbour(request, first, last, Cities.melbourne);
const signedIn = (browser: Browser, account: Neighbour) => signedInPage(browser, account.email);

test('a neighbour lists a free chair with a photo; another is interested; the seller reserves it and marks it sold', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const mia = await neighbour(request, 'Mia', 'Seller');
  const noah = await neighbour(request, 'Noah', 'Buyer');
  const seller = await signedIn(browser, mia);
  const buyer = await signedIn(browser, noah);
  const title = `Oak chair ${randomBytes(3).toString('hex')}`;

  // Mia lists a free chair with a photo.
  await seller.goto('/dashboard/marketplace');
  await expect(seller.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await seller.getByRole('link', { name: 'Sell an item' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Sell an item' })).toBeVisible();
  // Every error at once, on an empty form.
  await seller.getByRole('button', { name: 'List item' }).click();
  await expect(seller.getByText('Title is required')).toBeVisible();
  await expect(seller.getByText('Price is required (0 for free)')).toBeVisible();
  await expect(seller.getByLabel('Title')).toBeFocused();
  await seller.getByLabel('Title').fill(title);
  await seller.getByLabel('Description').fill('Solid oak, a little wobbly. Pick up this week.');
  await seller.getByLabel('Category').selectOption('furniture');
  await seller.getByLabel('Condition').selectOption('fair');
  await seller.getByLabel(/^Price/).fill('-4');
  await seller.getByRole('button', { name: 'List item' }).click();
  await expect(seller.getByText('Price cannot be negative')).toBeVisible();
  await seller.getByLabel('Give it away for free').check();
  await seller.getByLabel('Photos (up to 6)').setInputFiles(pngFile('chair.png', [150, 90, 40]));
  await expect(seller.getByAltText('Selected photo 1: chair.png')).toBeVisible();
  expect(await seriousViolations(seller)).toEqual([]);
  await seller.getByRole('button', { name: 'List item' }).click();

  await expect(seller).toHaveURL(/\/dashboard\/marketplace\/[0-9a-f-]{36}$/);
  await expect(seller.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(seller.getByText('Free', { exact: true })).toBeVisible();
  await expect(seller.getByRole('img', { name: `Photo 1 of 1: ${title}` })).toBeVisible();
  await expect(seller.getByText('Nobody yet.', { exact: false })).toBeVisible();

  // Noah finds it among the free things and presses 'I'm interested'.
  await buyer.goto('/dashboard/marketplace');
  await buyer.getByLabel('Free only').check();
  const items = buyer.getByRole('list', { name: 'Items for sale' });
  await items.getByRole('link', { name: new RegExp(title) }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await buyer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(buyer.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  const itemPage = buyer.url();
  await buyer.getByRole('button', { name: "I'm interested" }).click();
  // The seller is told, and a conversation with her about the chair opens (issue 20).
  await expect(buyer.getByRole('heading', { name: 'Message Mia Seller' })).toBeVisible();
  await expect(buyer.getByText(`About ${title}`)).toBeVisible();
  await buyer.getByLabel('Your message').fill('Is it still free? I can pick it up tonight.');
  await buyer.getByRole('button', { name: 'Send' }).click();
  await expect(buyer.getByTestId('conversation-subject')).toContainText(title);
  await buyer.goto(itemPage);
  await expect(buyer.getByText('You are interested: the seller has been told.')).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Message the seller' })).toBeVisible();
  expect(await seriousViolations(buyer)).toEqual([]);

  // Mia hears of it live, with Noah's name (the interest, and his unread message), and reserves the chair for him.
  await expect(seller.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible({ timeout: 15_000 });
  await expect(seller.getByText('Noah Buyer', { exact: true })).toBeVisible();
  await seller.getByRole('button', { name: 'Reserve for Noah' }).click();
  await expect(seller.getByText('Reserved for')).toContainText('Noah Buyer');
  await expect(seller.getByText('Reserved', { exact: true })).toBeVisible();

  // Noah sees it is reserved for him.
  await expect(buyer.getByText('The seller reserved this item for you.')).toBeVisible({ timeout: 15_000 });

  // Mia marks it sold; it leaves the browse list and shows as sold under her listings.
  await seller.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(seller.getByText('Sold to Noah Buyer.')).toBeVisible();
  await seller.goto('/dashboard/marketplace?tab=mine');
  const mine = seller.getByRole('list', { name: 'Your listings' });
  await expect(mine.getByRole('link', { name: new RegExp(title) })).toContainText('Sold');
  await buyer.goto('/dashboard/marketplace');
  await expect(buyer.getByRole('list', { name: 'Items for sale' }).getByText(title)).toHaveCount(0);
});

test('the marketplace fits a phone in dark mode, with keyboard-reachable filters and cards', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const olu = await neighbour(request, 'Olu', 'Phone');
  const title = `Desk lamp ${randomBytes(3).toString('hex')}`;
  const listed = await request.post('/api/v1/marketplace/items', {
    headers: { authorization: `Bearer ${olu.token}` },
    data: { title, description: 'Warm light', category: 'electronics', condition: 'good', price: '12.50' },
  });
  expect(listed.status()).toBe(201);
  const currency = (await listed.json()).data.price.currency as string;
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await logIn(page, olu.email, PASSWORD);
  await page.goto('/dashboard/marketplace');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const card = page.getByRole('list', { name: 'Items for sale' }).getByRole('link', { name: new RegExp(title) });
  // The price in the installation's currency, formatted by Intl (no fixed symbol).
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(12.5);
  await expect(card).toContainText(price);
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('search', { name: 'Filter items' }).getByLabel('Search items').fill(title);
  await expect(page.getByRole('list', { name: 'Items for sale' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Your listings' }).click();
  await expect(
    page.getByRole('list', { name: 'Your listings' }).getByRole('link', { name: new RegExp(title) }),
  ).toBeVisible();
  // The seller edits the price from the item's page.
  await page
    .getByRole('list', { name: 'Your listings' })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  await dialog.getByLabel(/^Price/).fill('1.234');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Price can have at most 2 decimals')).toBeVisible();
  await dialog.getByLabel(/^Price/).fill('10');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(10)),
  ).toBeVisible();
  await context.close();
});
