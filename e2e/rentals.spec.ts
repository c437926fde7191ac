import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from './helpers/test.js';
import { PASSWORD, apiToken, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { seriousViolations } from './helpers/axe.js';
import { pngFile } from './helpers/images.js';
import { Cities, placedNeighbour, signedInPage, type Neighbour } from './helpers/neighbours.js';

/** A verified neighbour of this spec's area (every test of the spec shares it). */
const neighbour = (request: APIRequestContext, first: string, last: string) =>
  placedNeighbour(request, first, last, Cities.sydney);
const signedIn = (browser: Browser, account: Neighbour) => signedInPage(browser, account.email);

const uniqueWord = () => `w${randomBytes(4).toString('hex')}`;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function postRequest(request: APIRequestContext, token: string, itemName: string, description = 'Any will do') {
  const response = await request.post('/api/v1/rentals/requests', {
    headers: auth(token),
    data: { itemName, description, duration: '2 days' },
  });
  expect(response.status()).toBe(201);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const card = (page: Page, itemName: string) =>
  page.getByTestId('rental-card').filter({ has: page.getByRole('heading', { name: itemName }) });

test('a keyword alert reaches a neighbour live; they lend the item and the requester completes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ada = await neighbour(request, 'Ada', 'Lovelace');
  const ben = await neighbour(request, 'Ben', 'Okafor');
  const lender = await signedIn(browser, ada);
  const asker = await signedIn(browser, ben);

  // A watches 'ladder'.
  await lender.goto('/dashboard/rentals');
  await expect(lender.getByRole('heading', { level: 1, name: 'Rentals' })).toBeVisible();
  await expect(lender.getByText('No keywords added yet.')).toBeVisible();
  await lender.getByPlaceholder('Add a keyword (e.g., camera, generator)').fill('  ladder ');
  await lender.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(lender.getByRole('button', { name: 'Remove keyword ladder' })).toBeVisible();
  await expect(lender.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  await expectNoSeriousViolations(lender);

  // B asks through the modal, with a photo.
  const itemName = `Ladder ${uniqueWord()}`;
  await asker.goto('/dashboard/rentals');
  await asker.getByRole('button', { name: '+ New Request' }).click();
  const dialog = asker.getByRole('dialog', { name: 'Describe the item you need' });
  await dialog.getByLabel('Item Name').fill(itemName);
  await dialog.getByLabel('Description').fill('Need a ladder this weekend');
  await dialog.getByLabel('Duration').fill('this weekend');
  await dialog.getByLabel('Optional Image').setInputFiles(pngFile('ladder.png', [200, 120, 40]));
  await dialog.getByRole('button', { name: '+ Post Request' }).click();
  await expect(dialog).toBeHidden();
  const asked = card(asker, itemName);
  await expect(asked).toBeVisible();
  await expect(asked.getByTestId('rental-status')).toHaveText('Open');
  await expect(asked.getByRole('img', { name: itemName })).toBeVisible();
  await expect(asked.getByRole('button', { name: 'Lend Item' })).toHaveCount(0);

  // A hears of it without reloading: the bell and a toast.
  await expect(lender.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 15_000 });
  await expect(lender.getByText(`Ben Okafor is asking to borrow "${itemName}"`)).toBeVisible();
  await expect(card(lender, itemName)).toBeVisible();
  await lender.getByRole('link', { name: 'Notifications, 1 unread' }).click();
  await expect(lender).toHaveURL(/\/dashboard\/notifications$/);
  await expectNoSeriousViolations(lender);
  await lender.getByRole('button', { name: new RegExp(`${itemName}.*\\(unread\\)`) }).click();
  await expect(lender).toHaveURL(/\/dashboard\/rentals$/);
  await expect(lender.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

  // A offers to lend it; the card turns accepted at once, and waits for B to confirm: no e-mail yet.
  const offered = card(lender, itemName);
  await offered.getByRole('button', { name: 'Lend Item' }).click();
  await expect(offered.getByTestId('rental-status')).toHaveText('Accepted');
  await expect(offered.getByRole('button', { name: 'Lend Item' })).toBeDisabled();
  await expect(offered.getByTestId('rental-waiting')).toHaveText('Waiting for the requester to confirm');
  await expect(offered.getByText(ben.email)).toHaveCount(0);

  // B sees the offer without reloading, without A's e-mail, and confirms A as the lender.
  const offer = asked.getByTestId('rental-offer');
  await expect(offer).toContainText('Ada Lovelace offered to lend this', { timeout: 15_000 });
  await expect(offer).not.toContainText(ada.email);
  await expect(asked.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);
  await expectNoSeriousViolations(asker);
  await offer.getByRole('button', { name: 'Confirm lender' }).click();
  await expect(asked.getByTestId('rental-lender')).toContainText(ada.email);
  await expect(asked.getByTestId('rental-offer')).toHaveCount(0);

  // A hears of it live and now sees B's contact.
  await expect(offered.getByText(`Contact: ${ben.email}`)).toBeVisible({ timeout: 15_000 });
  await expect(offered.getByTestId('rental-waiting')).toHaveCount(0);

  // B completes it.
  await asked.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(asked.getByTestId('rental-status')).toHaveText('Completed');
  await expect(asked.getByRole('button', { name: 'Mark as completed' })).toHaveCount(0);
  await expect(offered.getByTestId('rental-status')).toHaveText('Completed', { timeout: 15_000 });
});

test('a requester declines an offer, and a lender with 3 loans in hand is told why they cannot lend more', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const gus = await neighbour(request, 'Gus', 'Hale');
  const hana = await neighbour(request, 'Hana', 'Ito');
  const itemName = `Saw ${word}`;
  await postRequest(request, gus.token, itemName);
  const sawId = (
    await (await request.get('/api/v1/rentals/requests?role=requester', { headers: auth(gus.token) })).json()
  ).data[0].id as string;
  expect((await request.post(`/api/v1/rentals/requests/${sawId}/accept`, { headers: auth(hana.token) })).status()).toBe(
    200,
  );

  const page = await signedIn(browser, gus);
  await page.goto('/dashboard/rentals');
  const saw = card(page, itemName);
  await expect(saw.getByTestId('rental-offer')).toContainText('Hana Ito offered to lend this');
  await saw.getByRole('button', { name: 'Decline' }).click();
  await expect(saw.getByTestId('rental-status')).toHaveText('Open');
  await expect(saw.getByTestId('rental-offer')).toHaveCount(0);
  await expect(page.getByText('Offer declined; the request is open again')).toBeVisible();
  const notifications = await (await request.get('/api/v1/notifications', { headers: auth(hana.token) })).json();
  expect(notifications.data[0]).toMatchObject({
    kind: 'rental_declined',
    message: `Gus Hale declined your offer to lend "${itemName}"`,
  });

  // Hana takes three other requests; the fourth, in the browser, explains the cap and stays open.
  for (let i = 0; i < 3; i += 1) await postRequest(request, gus.token, `Thing ${i} ${word}`);
  const mine = (
    await (await request.get('/api/v1/rentals/requests?role=requester', { headers: auth(gus.token) })).json()
  ).data as { id: string; itemName: string }[];
  for (const thing of mine.filter((r) => r.itemName.startsWith('Thing '))) {
    expect(
      (await request.post(`/api/v1/rentals/requests/${thing.id}/accept`, { headers: auth(hana.token) })).status(),
    ).toBe(200);
  }
  const lender = await signedIn(browser, hana);
  await lender.goto('/dashboard/rentals');
  const open = card(lender, itemName);
  await open.getByRole('button', { name: 'Lend Item' }).click();
  await expect(lender.getByText('You can lend up to 3 items at once.', { exact: false })).toBeVisible();
  await expect(open.getByTestId('rental-status')).toHaveText('Open');
  await expect(open.getByRole('button', { name: 'Lend Item' })).toBeEnabled();
});

test('the modal validates, the filter narrows, keywords dedupe and requests can be cancelled', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const cleo = await neighbour(request, 'Cleo', 'Vance');
  const dev = await neighbour(request, 'Dev', 'Rao');
  await postRequest(request, dev.token, `Drill ${word}`, 'For shelves');
  await postRequest(request, dev.token, `Tent ${word}`, 'Camping trip');
  const page = await signedIn(browser, cleo);
  await page.goto('/dashboard/rentals');

  // Validation: the contract's messages, and image files only.
  await page.getByRole('button', { name: '+ New Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Describe the item you need' });
  await expect(dialog.getByLabel('Duration')).toHaveAttribute('placeholder', 'e.g., 3 days, this weekend');
  await dialog.getByRole('button', { name: '+ Post Request' }).click();
  await expect(dialog.getByText('Item name is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByText('Duration is required')).toBeVisible();
  await dialog.getByLabel('Optional Image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByText('Please choose an image file')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The filter: item name, description and requester, case-insensitive.
  const filter = page.getByLabel('Filter requests');
  await filter.fill(`DRILL ${word}`.toUpperCase());
  await expect(card(page, `Drill ${word}`)).toBeVisible();
  await expect(card(page, `Tent ${word}`)).toHaveCount(0);
  await filter.fill('camping TRIP');
  await expect(card(page, `Tent ${word}`)).toBeVisible();
  await filter.fill(`nothing-${word}`);
  await expect(page.getByText('No rental requests found.')).toBeVisible();
  await filter.fill('');

  // Keywords: newest first, duplicates kept once, removable.
  const input = page.getByPlaceholder('Add a keyword (e.g., camera, generator)');
  await input.fill('camera');
  await input.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove keyword camera' })).toBeVisible();
  await input.fill('generator');
  await input.press('Enter');
  const chips = page.getByRole('list', { name: 'Your keywords' }).getByRole('listitem');
  await expect(chips).toHaveText(['generator', 'camera'].map((text) => new RegExp(text)));
  await input.fill('CAMERA');
  await input.press('Enter');
  await expect(page.getByText('You already watch “camera”.')).toBeVisible();
  await expect(chips).toHaveCount(2);
  await input.fill('   ');
  await input.press('Enter');
  await expect(chips).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove keyword camera' }).click();
  await expect(chips).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your keywords' }).getByRole('listitem')).toHaveText([/generator/]);

  // Spec §4: a failed Lend Item goes back to open, with no message.
  await page.route('**/api/v1/rentals/requests/*/accept', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'This request is no longer open' }),
    }),
  );
  const drill = card(page, `Drill ${word}`);
  await drill.getByRole('button', { name: 'Lend Item' }).click();
  await expect(drill.getByTestId('rental-status')).toHaveText('Open');
  await expect(drill.getByRole('button', { name: 'Lend Item' })).toBeEnabled();
  await expect(page.getByText('This request is no longer open')).toHaveCount(0);
  await page.unroute('**/api/v1/rentals/requests/*/accept');

  // Cancel one's own open request, after a confirmation.
  const own = `Wheelbarrow ${word}`;
  await postRequest(request, cleo.token, own);
  await page.reload();
  await card(page, own).getByRole('button', { name: 'Cancel request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, own)).toHaveCount(0);
  await page.reload();
  await expect(card(page, `Drill ${word}`)).toBeVisible();
  await expect(card(page, own)).toHaveCount(0);
});

test('rentals fit a 320 px phone; organizations have no rentals board but share the bell', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const eve = await neighbour(request, 'Eve', 'Moreau');
  await postRequest(request, eve.token, `Extremely-long-item-name-${'x'.repeat(60)}`);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await logIn(page, eve.email, PASSWORD);
  for (const path of ['/dashboard/rentals', '/dashboard/notifications']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  }
  await context.close();

  // Without a location: a hint that leads to where it is set (the home page's location panel).
  const finnEmail = uniqueEmail('finn');
  await verifiedAccount(request, 'user', finnEmail, { first_name: 'Finn', last_name: 'Quist' });
  const finn = await browser.newPage();
  await logIn(finn, finnEmail, PASSWORD);
  await finn.goto('/dashboard/rentals');
  await expect(finn.getByText('Set your location to see requests near you and get alerts')).toBeVisible();
  await finn.getByRole('link', { name: 'Set it on your home page' }).click();
  await expect(finn.getByRole('button', { name: 'Change Location' })).toBeVisible();

  const orgEmail = uniqueEmail('org');
  await verifiedAccount(request, 'organization', orgEmail, {
    first_name: 'Ivy',
    last_name: 'Marsh',
    business_name: 'Marsh Tools',
  });
  const org = await browser.newPage();
  await logIn(org, orgEmail, PASSWORD);
  await org.goto('/dashboard/rentals');
  await expect(org).toHaveURL(/\/dashboard$/);
  await expect(org.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  const token = await apiToken(request, orgEmail);
  const response = await request.get('/api/v1/rentals/requests', { headers: auth(token) });
  expect(response.status()).toBe(404);
});
