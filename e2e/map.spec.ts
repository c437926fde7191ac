import { randomBytes } from 'node:crypto';
import { test, expect, type APIRequestContext, type Page } from './helpers/test.js';
import { apiToken, uniqueEmail, verifiedAccount } from './helpers/accounts.js';
import { solidPng } from './helpers/images.js';
import { placedNeighbour, signedInPage } from './helpers/neighbours.js';

// The neighbourhood on a map (issue 44). This spec keeps to Tasmania, so parallel specs do not meet;
// the tests that read Discover's list each have a town of their own, so no other test's markers
// join their box (a map opens 5 km around the nearest organization).
const HOBART = { latitude: -42.8821, longitude: 147.3272 };
const LAUNCESTON = { latitude: -41.4332, longitude: 147.1441 };
const DEVONPORT = { latitude: -41.1806, longitude: 146.3464 };
const BURNIE = { latitude: -41.0553, longitude: 145.9034 };
const ULVERSTONE = { latitude: -41.1573, longitude: 146.1722 };
const devices = [
  { name: 'phone', viewport: { width: 390, height: 844 }, town: LAUNCESTON },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, town: DEVONPORT },
] as const;

/**
 * A point `north` and `east` metres from `from`. Each test places its pair a random few hundred
 * metres from the town's centre, so a second run on the same database does not stack its markers
 * on the first run's.
 */
function offset(from: { latitude: number; longitude: number }, north: number, east: number) {
  const perDegree = 111_320;
  return {
    latitude: from.latitude + north / perDegree,
    longitude: from.longitude + east / (perDegree * Math.cos((from.latitude * Math.PI) / 180)),
  };
}
const somewhereIn = (town: { latitude: number; longitude: number }) =>
  offset(town, (Math.random() - 0.5) * 800, (Math.random() - 0.5) * 800);

const TILE = solidPng(256, 256, [222, 235, 222]);
const word = () => randomBytes(3).toString('hex');

/** Serves the test tiles (playwright.config sets MAP_TILE_URL to /test-tiles/…), or fails them all. */
async function serveTiles(page: Page, how: 'serve' | 'fail' = 'serve') {
  let served = 0;
  await page.route('**/test-tiles/**', async (route) => {
    if (how === 'fail') return route.abort('failed');
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return { served: () => served };
}

/** Every CSP violation the page reports (none is allowed: Leaflet's CSS and markers are bundled). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** An organization pinned through the API at `at` (null: no pin yet). */
async function pinnedOrganization(
  request: APIRequestContext,
  name: string,
  at: { latitude: number; longitude: number } | null,
) {
  const email = uniqueEmail('maporg');
  await verifiedAccount(request, 'organization', email, { first_name: 'Map', last_name: 'Owner', business_name: name });
  const token = await apiToken(request, email);
  if (!at) return { email, token };
  const pinned = await request.patch('/api/v1/organization/me', {
    headers: { authorization: `Bearer ${token}` },
    data: at,
  });
  expect(pinned.status()).toBe(200);
  return { email, token };
}

const marker = (page: Page, name: string) => page.getByTestId('map').locator(`.ourhood-marker[aria-label="${name}"]`);

for (const device of devices) {
  test(`Discover's map on a ${device.name}: the organizations' markers, list and map in step`, async ({
    browser,
    request,
  }) => {
    const tag = word();
    const bakery = `Salamanca Bakery ${tag}`;
    const bikes = `Battery Point Bikes ${tag}`;
    // The bikes 450 m north of the bakery: still in view, above a phone's sheet, when the map
    // centres on the bakery.
    const at = somewhereIn(device.town);
    await pinnedOrganization(request, bakery, at);
    await pinnedOrganization(request, bikes, offset(at, 450, 150));
    const neighbour = await placedNeighbour(request, 'Maple', 'Walker', device.town);
    const page = await signedInPage(browser, neighbour.email, { viewport: device.viewport });
    const violations = cspViolations(page);
    const tiles = await serveTiles(page);

    await page.goto('/dashboard/discover');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: 'Organizations on the map' });
    await expect(map).toBeVisible();
    await expect(marker(page, bakery)).toBeVisible();
    await expect(marker(page, bikes)).toBeVisible();
    await expect.poll(() => tiles.served()).toBeGreaterThan(0);
    await expect(page.getByText('Test tiles')).toBeVisible();
    await expect(page.getByTestId('map-tiles-unavailable')).toHaveCount(0);

    // On a phone the list is a sheet over the map: opened, it lists both.
    const list = page.getByTestId('map-list');
    if (device.name === 'phone') await list.getByRole('button', { name: 'Show list' }).click();
    await list.getByRole('button', { name: bakery }).click();
    await expect(marker(page, bakery)).toHaveClass(/is-selected/);
    await expect(list.getByRole('button', { name: bakery })).toHaveAttribute('aria-pressed', 'true');
    if (device.name === 'phone') await list.getByRole('button', { name: 'Hide list' }).click();

    // A marker's click chooses its entry in the list and focuses it. On a phone the map is still
    // gliding to the bakery chosen above, so a click can land where the marker was a moment ago:
    // clicked again until it takes, as a person would.
    await expect(async () => {
      await marker(page, bikes).click();
      await expect(marker(page, bikes)).toHaveClass(/is-selected/, { timeout: 1_000 });
    }).toPass();
    await expect(list.getByRole('button', { name: bikes })).toBeFocused();
    await expect(marker(page, bikes)).toHaveClass(/is-selected/);
    await expect(marker(page, bakery)).not.toHaveClass(/is-selected/);

    expect(violations).toEqual([]);
    // On a phone the sheet is closed here and the map moves to the chosen marker, which refetches
    // the box; the keyboard's way through the list is walked on its own below, on a desktop.
    if (device.name === 'phone') return;

    // The keyboard: the chosen entry's link opens the organization's page, with its small map.
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: new RegExp(`Open\\s*${bikes}`) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: bikes, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: `${bikes} on the map` })).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('the keyboard walks the list and each entry lights its marker', async ({ browser, request }) => {
  const tag = word();
  const at = somewhereIn(BURNIE);
  await pinnedOrganization(request, `Aardvark Books ${tag}`, at);
  await pinnedOrganization(request, `Zither Music ${tag}`, offset(at, -300, 400));
  const neighbour = await placedNeighbour(request, 'Kiri', 'Tane', BURNIE);
  const page = await signedInPage(browser, neighbour.email, { viewport: { width: 1280, height: 800 } });
  await serveTiles(page);
  await page.goto('/dashboard/discover?view=map');
  const list = page.getByTestId('map-list');
  const entries = list.locator('button[aria-pressed]');
  // Another run on the same database may have left its pair nearby: this test keeps to its own.
  const ours = entries.filter({ hasText: tag });
  await expect(ours).toHaveCount(2);
  const order = await ours.allTextContents();
  const first = order[0]!;
  const entry = (name: string) => list.getByRole('button', { name, exact: true });
  await entry(first).focus();
  await expect(entry(first)).toHaveAttribute('aria-pressed', 'true');
  await expect(marker(page, first)).toHaveClass(/is-selected/);
  // The chosen entry's "Open" link, then the next entry, which chooses its marker. The map pans to
  // it and refetches its box; the list keeps its order, so focus stays where the keyboard put it.
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: new RegExp(`Open\\s*${first}`) })).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = list.locator('button[aria-pressed]:focus');
  await expect(focused).toHaveCount(1);
  const next = (await focused.textContent())!;
  expect(next).not.toBe(first);
  await expect(entry(next)).toHaveAttribute('aria-pressed', 'true');
  await expect(marker(page, next)).toHaveClass(/is-selected/);
  await expect(marker(page, first)).not.toHaveClass(/is-selected/);
  await expect(entry(next)).toBeFocused();
  expect(await ours.allTextContents()).toEqual(order);
});

test('an organization places its pin: searches the place, drags the pin and saves it', async ({ browser, request }) => {
  const name = `Harbour Cafe ${word()}`;
  const organization = await pinnedOrganization(request, name, null);
  const page = await signedInPage(browser, organization.email, { viewport: { width: 1280, height: 800 } });
  const violations = cspViolations(page);
  await serveTiles(page);
  await page.goto('/dashboard/business-profile');
  const section = page.getByTestId('business-map-pin');
  await expect(section.getByRole('heading', { name: 'Location on the map' })).toBeVisible();
  await section.getByLabel('Search a place').fill('Hobart');
  await section
    .getByRole('button', { name: /^Hobart, / })
    .first()
    .click();
  const position = section.getByTestId('pin-position');
  await expect(position).toContainText('Pin at');
  const before = await position.textContent();

  const pin = section.locator('.ourhood-marker[aria-label="The pin"]');
  await expect(pin).toBeVisible();
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect(position).not.toHaveText(before ?? '');

  await section.getByRole('button', { name: 'Save the pin' }).click();
  await expect(page.getByText('Pin saved')).toBeVisible();
  const me = await request.get('/api/v1/organization/me', {
    headers: { authorization: `Bearer ${organization.token}` },
  });
  const saved = ((await me.json()) as { data: { latitude: number; longitude: number } }).data;
  // Dragged south-east of the place's centre.
  expect(saved.latitude).toBeLessThan(HOBART.latitude + 0.05);
  expect(saved.longitude).toBeGreaterThan(HOBART.longitude - 0.05);
  expect(violations).toEqual([]);
});

test('without tiles the points still show on a plain background and the list works', async ({ browser, request }) => {
  const name = `Offline Grocer ${word()}`;
  await pinnedOrganization(request, name, { latitude: -42.895, longitude: 147.345 });
  const neighbour = await placedNeighbour(request, 'Ana', 'Ruiz', HOBART);
  const page = await signedInPage(browser, neighbour.email, { viewport: { width: 390, height: 844 } });
  await serveTiles(page, 'fail');
  await page.goto('/dashboard/discover?view=map');
  await expect(page.getByTestId('map-tiles-unavailable')).toHaveText('Map tiles unavailable');
  await expect(marker(page, name)).toBeVisible();
  await page.getByTestId('map-list').getByRole('button', { name: 'Show list' }).click();
  await page.getByTestId('map-list').getByRole('button', { name }).click();
  await expect(marker(page, name)).toHaveClass(/is-selected/);
});

test("an organizer picks an event's place on the map; the event's page and the Events map show it", async ({
  browser,
  request,
}) => {
  const organizer = await placedNeighbour(request, 'Ruth', 'Okafor', HOBART);
  const title = `Harbour clean-up ${word()}`;
  const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const created = await request.post('/api/v1/events', {
    headers: { authorization: `Bearer ${organizer.token}` },
    data: {
      title,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      place: { name: 'The waterfront', address: '' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const page = await signedInPage(browser, organizer.email, { viewport: { width: 390, height: 844 } });
  const violations = cspViolations(page);
  await serveTiles(page);

  await page.goto(`/dashboard/events/${id}/edit`);
  const field = page.getByTestId('event-pin');
  await field.getByRole('button', { name: 'Pick the place on the map' }).click();
  // The map opens on the organizer's area; a click on it drops the pin there.
  const map = field.getByRole('region', { name: "The event's place on the map" });
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(field.getByTestId('pin-position')).toContainText('Pin at -42.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/events/${id}$`));
  await expect(page.getByRole('region', { name: "The event's place on the map" })).toBeVisible();

  await page.goto('/dashboard/events?view=map');
  await expect(marker(page, title)).toBeVisible();
  expect(violations).toEqual([]);
});

for (const device of devices) {
  test(`on a ${device.name}: a neighbour's item, request and alert show on their boards' maps, and lead to them`, async ({
    browser,
    request,
  }) => {
    const tag = word();
    const poster = await placedNeighbour(request, 'Tom', 'Poster', ULVERSTONE);
    const viewer = await placedNeighbour(request, 'Vi', 'Viewer', ULVERSTONE);
    const headers = { authorization: `Bearer ${poster.token}` };
    const item = `Garden bench ${tag}`;
    const listed = await request.post('/api/v1/marketplace/items', {
      headers,
      data: { title: item, description: 'Solid oak', category: 'furniture', condition: 'good', price: '40' },
    });
    expect(listed.status(), await listed.text()).toBe(201);
    const itemId = ((await listed.json()) as { data: { id: string } }).data.id;
    const wanted = `Ladder ${tag}`;
    const asked = await request.post('/api/v1/rentals/requests', {
      headers,
      data: { itemName: wanted, description: 'For the gutters', duration: '2 days' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const alert = `Road closed ${tag}`;
    const warned = await request.post('/api/v1/alerts', {
      headers,
      data: { category: 'other', title: alert, details: 'Until noon', area: 'suburb', expires_in_hours: 24 },
    });
    expect(warned.status(), await warned.text()).toBe(201);

    const page = await signedInPage(browser, viewer.email, { viewport: device.viewport });
    const violations = cspViolations(page);
    await serveTiles(page);
    const list = page.getByTestId('map-list');
    const open = async (name: string) => {
      if (device.name === 'phone') await list.getByRole('button', { name: 'Show list' }).click();
      await list.getByRole('button', { name, exact: true }).click();
      await expect(marker(page, name)).toHaveClass(/is-selected/);
      await list.getByRole('link', { name: new RegExp(`Open\\s*${name}`) }).click();
    };

    await page.goto('/dashboard/marketplace?view=map');
    await expect(page.getByRole('region', { name: 'Items on the map' })).toBeVisible();
    await expect(marker(page, item)).toBeVisible();
    await open(item);
    await expect(page).toHaveURL(new RegExp(`/dashboard/marketplace/${itemId}$`));
    await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();

    await page.goto('/dashboard/rentals?view=map');
    await expect(marker(page, wanted)).toBeVisible();
    await open(wanted);
    await expect(page).toHaveURL(/\/dashboard\/rentals$/);

    // An alert is an area, drawn as a circle around its marker.
    await page.goto('/dashboard/alerts?view=map');
    await expect(marker(page, alert)).toBeVisible();
    await expect(page.getByTestId('map').locator('path.ourhood-area')).not.toHaveCount(0);
    await open(alert);
    await expect(page).toHaveURL(/\/dashboard\/alerts$/);
    await expect(page.getByText(alert)).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('a map whose stylesheet comes late still shows its markers, once the stylesheet is there', async ({
  browser,
  request,
}) => {
  // Leaflet measures its panes as a map is made, so the map waits for its stylesheet
  // (map-styles.ts): held back here, the map must still come, with its markers and controls.
  const seller = await placedNeighbour(request, 'Sal', 'Seller', ULVERSTONE);
  const viewer = await placedNeighbour(request, 'Val', 'Viewer', ULVERSTONE);
  const item = `Rocking chair ${word()}`;
  const listed = await request.post('/api/v1/marketplace/items', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { title: item, description: 'Creaks a little', category: 'furniture', condition: 'fair', price: '25' },
  });
  expect(listed.status(), await listed.text()).toBe(201);

  const page = await signedInPage(browser, viewer.email);
  await serveTiles(page);
  await page.route('**/assets/map-*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/dashboard/marketplace?view=map');
  await expect(page.getByRole('region', { name: 'Items on the map' })).toBeVisible();
  await expect(marker(page, item)).toBeVisible();
  await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
});

test('a neighbour in a town that shares its name with a bigger one sees their own town’s map', async ({
  browser,
  request,
}) => {
  // George Town, Tasmania: the offline place data ranks Malaysia's George Town first by population.
  // The map opens at the place of that name in the neighbour's own region and country (own-place.ts).
  const GEORGE_TOWN = { latitude: -41.1066, longitude: 146.8256 };
  const seller = await placedNeighbour(request, 'Geo', 'Seller', GEORGE_TOWN);
  const viewer = await placedNeighbour(request, 'Gia', 'Viewer', GEORGE_TOWN);
  const me = await request.get('/api/v1/users/profile/me', { headers: { authorization: `Bearer ${viewer.token}` } });
  expect((await me.json()).data.location).toMatchObject({ city: 'George Town', state: 'Tasmania' });
  const item = `Kayak ${word()}`;
  const listed = await request.post('/api/v1/marketplace/items', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { title: item, description: 'Two paddles', category: 'sports', condition: 'good', price: '120' },
  });
  expect(listed.status(), await listed.text()).toBe(201);

  const page = await signedInPage(browser, viewer.email);
  await serveTiles(page);
  await page.goto('/dashboard/marketplace?view=map');
  await expect(page.getByRole('region', { name: 'Items on the map' })).toBeVisible();
  await expect(marker(page, item)).toBeVisible();
});
