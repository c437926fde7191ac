import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';

const uniqueWord = () => `zq${Array.from(randomBytes(7), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
/** The word with its last letter changed: a typo the directory's trigram search still finds. */
const misspelt = (word: string) => `${word.slice(0, -1)}${word.endsWith('x') ? 'y' : 'x'}`;

async function organization(request: APIRequestContext, businessName: string) {
  const email = uniqueEmail('org');
  await verifiedAccount(request, 'organization', email, {
    first_name: 'Ivy',
    last_name: 'Marsh',
    business_name: businessName,
  });
  return email;
}

async function neighbour(request: APIRequestContext) {
  const email = uniqueEmail('neighbour');
  await verifiedAccount(request, 'user', email, { first_name: 'Tomas', last_name: 'Reyes' });
  return email;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('an organization fills its profile and adds a listing; a neighbour finds, follows and shows interest; the organization sees it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const businessName = `Quill Pottery ${word}`;
  const orgEmail = await organization(request, businessName);

  // The organization: shell, business profile with a logo, a listing.
  await logIn(page, orgEmail, PASSWORD);
  await expect(page.getByRole('heading', { name: `Welcome back, ${businessName}!` })).toBeVisible();
  await page.getByRole('link', { name: 'Business Profile' }).click();
  await expect(page).toHaveTitle(/Business Profile/);
  await page.getByLabel('Logo', { exact: true }).setInputFiles(pngFile('logo.png', [200, 90, 40]));
  await expect(page.getByText('Logo updated')).toBeVisible();
  await expect(page.getByTestId('preview-card').locator('img')).toBeVisible();
  await page.getByLabel('Category').fill('Pottery studio');
  await page.getByLabel('Address').fill('12 Kiln Lane');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('Contact email').fill(`hello-${word}@example.test`);
  await expect(page.getByTestId('preview-card')).toContainText('Springfield, IL');
  await page.getByLabel('Website').fill('not a website');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Please enter a valid website address')).toBeVisible();
  await page.getByLabel('Website').fill('quill-pottery.example');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Business profile updated')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByText('No listings yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'New listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'New listing' });
  await dialog.getByLabel('Title').fill('Glaze workshop');
  await dialog.getByLabel('Price ($)').fill('25');
  await dialog.getByRole('button', { name: 'Save listing' }).click();
  await expect(page.getByText('Listing created')).toBeVisible();
  await expect(page.getByText('$25.00 · 0 interested')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The neighbour: a misspelt search, the page, interest and a follow.
  const neighbourContext = await browser.newContext();
  const other = await neighbourContext.newPage();
  await logIn(other, await neighbour(request), PASSWORD);
  await other.goto('/dashboard/discover');
  await expect(other.getByRole('heading', { name: 'Discover Businesses & Organizations' })).toBeVisible();
  await other.getByPlaceholder('Search by name or keyword...').fill(misspelt(word));
  const card = other.getByRole('link', { name: new RegExp(businessName) });
  await expect(card).toContainText('Springfield, IL');
  await expectNoSeriousViolations(other);
  await card.click();
  await expect(other).toHaveURL(/\/dashboard\/discover\/[^/]+$/);
  await expect(other.getByRole('heading', { name: businessName })).toBeVisible();
  await expect(other.getByText('12 Kiln Lane').first()).toBeVisible();
  await expect(other.getByText(`hello-${word}@example.test`)).toBeVisible();
  await expect(other.getByText('N/A')).toBeVisible(); // no phone
  await expect(other.getByRole('heading', { name: 'Glaze workshop' })).toBeVisible();
  const interested = other.getByRole('button', { name: "I'm interested" });
  await interested.click();
  await expect(interested).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByText('1 interested')).toBeVisible();
  await other.getByRole('button', { name: 'Follow' }).click();
  await expect(other.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(other.getByTestId('followers-count')).toHaveText('1 follower');
  await expectNoSeriousViolations(other);
  // Back returns to the same search.
  await other.getByRole('link', { name: 'Back' }).click();
  await expect(other).toHaveURL(/\/dashboard\/discover\?q=/);
  await expect(other.getByPlaceholder('Search by name or keyword...')).toHaveValue(misspelt(word));
  await expect(card).toBeVisible();
  await neighbourContext.close();

  // The organization: the new customer and the notifications.
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('link', { name: 'Tomas Reyes' })).toBeVisible();
  await expect(page.getByText('Followed you')).toBeVisible();
  await expect(page.getByText('Interested in Glaze workshop')).toBeVisible();
  await expectNoSeriousViolations(page);

  const sidebarNotifications = page
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: /Notifications/ });
  await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  await sidebarNotifications.click();
  await expect(page.getByTestId('unread-badge')).toContainText('2');
  await expect(page.getByText('Tomas Reyes started following you')).toBeVisible();
  await expect(page.getByText('Tomas Reyes is interested in "Glaze workshop"')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Opening a notification marks it read and goes to what it is about: a follower is a customer.
  await page.getByRole('button', { name: /started following you \(unread/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(page.getByTestId('unread-badge')).toContainText('1');
  await sidebarNotifications.click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('discover pages through the directory and says when nothing matches', async ({ page, request }) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  for (let index = 0; index < 11; index += 1) {
    await organization(request, `Paging Club ${word} ${String(index + 1).padStart(2, '0')}`);
  }
  await logIn(page, await neighbour(request), PASSWORD);
  await page.goto('/dashboard/discover');
  await expect(page).toHaveTitle(/Discover/);
  // Wait for the debounced search itself: the unfiltered directory may have two pages too.
  const searched = page.waitForResponse((response) => response.url().includes(`search=${word}`));
  await page.getByPlaceholder('Search by name or keyword...').fill(word);
  await searched;
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Paging Club ${word}` })).toHaveCount(10);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Paging Club ${word}` })).toHaveCount(1);
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // The search and page live in the URL: a reload keeps them.
  await next.click();
  await expect(page).toHaveURL(new RegExp(`q=${word}&page=2`));
  await page.reload();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByPlaceholder('Search by name or keyword...')).toHaveValue(word);
  await previous.click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // A new search goes back to page 1.
  await next.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.getByPlaceholder('Search by name or keyword...').fill(`nothing-like-this-${uniqueWord()}-${uniqueWord()}`);
  await expect(page.getByText('No organizations found.')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();
});

test('the organization shell: labelled sidebar, a phone menu, and each account type kept to its own pages', async ({
  page,
  request,
}) => {
  const businessName = `Fern Yoga ${uniqueWord()}`;
  await logIn(page, await organization(request, businessName), PASSWORD);
  // The greeting is the overview's one heading; the top bar says 'Welcome back' (spec §2).
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${businessName}!` })).toBeVisible();
  await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
  await expect(page.getByText('Profile completeness').first()).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeHidden();
  await page.goto('/dashboard/discover');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A phone: the sidebar is a menu, closed until asked for and closed again after navigating.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await toggle.click();
  await sidebar.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar).toBeHidden();
  await expect(page.getByText('No customers yet.', { exact: false })).toBeVisible();
});

test('a neighbour visiting an organization page is sent to the dashboard', async ({ page, request }) => {
  await logIn(page, await neighbour(request), PASSWORD);
  await page.goto('/dashboard/listings');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/discover/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('alert')).toContainText(/not found|Failed to load organization/i);

  // The directory fits a 320 px phone.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/dashboard/discover');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the dashboard lists more than a page of listings with Load more', async ({ page, request }) => {
  test.setTimeout(90_000);
  const orgEmail = await organization(request, `Many Things ${uniqueWord()}`);
  const token = await apiToken(request, orgEmail);
  for (let index = 1; index <= 21; index += 1) {
    const response = await request.post('/api/v1/organization/me/listings', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title: `Thing ${String(index).padStart(2, '0')}`, description: '', price_cents: '0' },
    });
    expect(response.status()).toBe(201);
  }
  await logIn(page, orgEmail, PASSWORD);
  await page.goto('/dashboard/listings');
  const rows = page.getByRole('listitem').filter({ hasText: /^Thing \d\d/ });
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(21);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
