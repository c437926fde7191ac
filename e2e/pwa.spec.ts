import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

// The installable app (issue 18, decision 0027): manifest, service worker (offline shell, no API
// answers in its caches) and the settings' push control.

async function signedInNeighbour(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('pwa');
  await verifiedAccount(request, 'user', email, { first_name: 'Pia', last_name: 'Walsh' });
  await logIn(page, email, PASSWORD);
}

/** Waits until the service worker is active and controls the page; answers its script URL. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL in every Cache Storage cache of the page's origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the manifest is linked, served and valid, and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Ourhood',
    short_name: 'Ourhood',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#047857',
    background_color: '#fafaf9',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }

  // The worker and the manifest are never kept by the HTTP cache: a deploy reaches installed apps.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('the public website registers no service worker', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /sign up|get started|join/i }).first()).toBeVisible();
  await page.goto('/privacy');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('the service worker controls the dashboard, keeps no API answer, and the app opens offline', async ({
  page,
  context,
  request,
}) => {
  await signedInNeighbour(page, request);
  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);

  // Screens that read the API while controlled: their answers go to the network, never a cache.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notification preferences' }).getByText('A rental request matches my keywords')).toBeVisible();
  const urls = await cachedUrls(page);
  expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(urls.some((url) => /\/assets\/index-[\w-]+\.js/.test(url))).toBe(true);
  expect(urls.filter((url) => /\/(api|media)\//.test(new URL(url).pathname))).toEqual([]);

  // Offline, a client route opens from the cached shell, with the app's offline notice.
  await context.setOffline(true);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "You're offline. Nothing can be sent until the connection is back." }),
  ).toBeVisible();
  expect((await cachedUrls(page)).filter((url) => /\/(api|media)\//.test(new URL(url).pathname))).toEqual([]);

  // Without the cached shell, the offline page.
  await page.evaluate(async () => {
    for (const name of await caches.keys())
      await (await caches.open(name)).delete('/index.html', { ignoreSearch: true });
  });
  await page.goto('/dashboard/events');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  // Back online, page loads come from the network again.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});
