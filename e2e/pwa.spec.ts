import { expect, test, type APIRequestContext, type Page } from './helpers/test.js';
import { PASSWORD, logIn, uniqueEmail, verifiedAccount } from './helpers/accounts.js';

// The installable app (issue 18, decision 0027): manifest, service worker (offline shell, no API
// answers in its caches) and the settings' push control. The other specs block service workers.
test.use({ serviceWorkers: 'allow' });

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

// Decision 0070: the worker precaches the shell and the dashboard home's chunks only, and every
// other chunk as a screen loads it. Precaching every chunk cost a first visit 168 files (979 KiB,
// 308 kB on the wire) whichever screens the neighbour uses: these limits keep that from coming back
// (today 18 files, about 446 kB before compression).
const PRECACHE_MAX_FILES = 25;
const PRECACHE_MAX_BYTES = 500_000;

test('the service worker precaches a small shell, not every screen', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  const listed = /\[\{"revision".*?\}\]/.exec(worker)?.[0];
  expect(listed, 'the precache manifest in /sw.js').toBeDefined();
  const entries = JSON.parse(listed ?? '[]') as { url: string }[];
  expect(entries.map((entry) => entry.url)).toEqual(
    expect.arrayContaining(['index.html', 'offline.html', expect.stringMatching(/^assets\/index-[\w-]+\.js$/)]),
  );
  expect(entries.length).toBeLessThanOrEqual(PRECACHE_MAX_FILES);
  let bytes = 0;
  for (const entry of entries) {
    const response = await request.get(`/${entry.url}`);
    expect(response.status(), entry.url).toBe(200);
    bytes += (await response.body()).length;
  }
  expect(bytes).toBeLessThanOrEqual(PRECACHE_MAX_BYTES);
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
  // Signs up and waits for the worker's first install (the whole shell): slow on a loaded machine.
  test.slow();
  await signedInNeighbour(page, request);
  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);

  // Screens that read the API while controlled: their answers go to the network, never a cache;
  // their chunks, which the worker did not precache, are kept as they load (decision 0070).
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Notification preferences' }).getByText('A rental request matches my keywords'),
  ).toBeVisible();
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

// Headless Chromium here cannot make a real push subscription: PushManager.subscribe needs the
// browser's push service (FCM) and fails with "Registration failed - permission denied". So the
// page's PushManager answers with a subscription of the same shape on an FCM endpoint (kept in
// localStorage across reloads); the permission, the key, the calls to the real server and the
// control's states are the app's own. The server's sending is tested against a local push service
// (apps/api/test/push/push.test.ts), and the worker's push display below through DevTools.
function fakePushManager() {
  const stored = 'e2e-push-subscription';
  // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url.
  const p256dh = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
  const auth = 'tBHItJI5svbpez7KI4CCXg';
  const subscription = (endpoint: string, key: number[]) => ({
    endpoint,
    expirationTime: null,
    options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: () => {
      localStorage.removeItem(stored);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
    const key = Array.from(new Uint8Array(options?.applicationServerKey as Uint8Array));
    localStorage.setItem(stored, JSON.stringify({ endpoint, key }));
    return Promise.resolve(subscription(endpoint, key) as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function () {
    const saved = localStorage.getItem(stored);
    if (!saved) return Promise.resolve(null);
    const { endpoint, key } = JSON.parse(saved) as { endpoint: string; key: number[] };
    return Promise.resolve(subscription(endpoint, key) as unknown as PushSubscription);
  };
}

const subscribed = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'POST',
  );

test('push on this device: turned on in settings reaches the server, follows a reload, and turns off', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Signs up and waits for the worker's first install (the whole shell): slow on a loaded machine.
  test.slow();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(fakePushManager);
  await signedInNeighbour(page, request);
  await controlledByServiceWorker(page);

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Notification preferences' });
  const device = section.getByTestId('push-device');
  await expect(device.getByRole('status').first()).toHaveText('Push notifications are off for this device.');

  // The Push channel of each kind: saved with the others.
  const followers = section.getByRole('group', { name: 'Someone follows me' });
  await expect(followers.getByLabel('Push')).not.toBeChecked();
  await followers.getByLabel('Push').check();
  await section.getByRole('button', { name: 'Save preferences' }).click();
  await expect(section.getByText('Notification preferences saved')).toBeVisible();

  const saved = subscribed(page);
  await device.getByRole('button', { name: 'Turn on push' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const endpoint = ((await answer.json()) as { data: { endpoint: string } }).data.endpoint;
  expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);
  await expect(device.getByRole('status').first()).toHaveText('Push notifications are on for this device.');
  await expect(page.getByText('Push notifications are on for this device').last()).toBeVisible();

  // Each dashboard start sends it again (for the session of the moment); the control still says on.
  const again = subscribed(page);
  await page.reload();
  expect((await again).status()).toBe(201);
  await expect(device.getByRole('status').first()).toHaveText('Push notifications are on for this device.');
  await expect(followers.getByLabel('Push')).toBeChecked();

  const removed = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/push/subscriptions') && response.request().method() === 'DELETE',
  );
  await device.getByRole('button', { name: 'Turn off push' }).click();
  // The server had it: it answers that it removed this endpoint.
  expect(((await (await removed).json()) as { data: unknown }).data).toEqual({ endpoint, removed: true });
  await expect(device.getByRole('status').first()).toHaveText('Push notifications are off for this device.');
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
});

test('push on this device: blocked notifications and browsers without push say what to do', async ({
  browser,
  baseURL,
}) => {
  // Signs up and waits for the worker's first install (the whole shell): slow on a loaded machine.
  test.slow();
  const blocked = await browser.newContext({ baseURL });
  const page = await blocked.newPage();
  await signedInNeighbour(page, blocked.request);
  await page.goto('/dashboard/settings');
  const device = page.getByTestId('push-device');
  await expect(device.getByRole('status').first()).toHaveText('Push notifications are off for this device.');
  // Headless Chromium denies the permission prompt, as a person choosing Block would.
  await device.getByRole('button', { name: 'Turn on push' }).click();
  await expect(device.getByRole('status').first()).toHaveText(
    'Notifications are blocked for this site in your browser.',
  );
  await expect(device.getByText(/allow notifications for this site in your browser's site settings/)).toBeVisible();
  await expect(device.getByRole('button', { name: /Turn (on|off) push/ })).toHaveCount(0);
  await blocked.close();

  const old = await browser.newContext({ baseURL });
  await old.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  const oldPage = await old.newPage();
  await signedInNeighbour(oldPage, old.request);
  await oldPage.goto('/dashboard/settings');
  const oldDevice = oldPage.getByTestId('push-device');
  await expect(oldDevice.getByRole('status').first()).toHaveText("This browser can't receive push notifications.");
  await expect(oldDevice.getByText(/You still get notifications in the app and by e-mail/)).toBeVisible();
  await old.close();
});

test('the service worker shows a push as a notification with the page it opens', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Signs up and waits for the worker's first install (the whole shell): slow on a loaded machine.
  test.slow();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signedInNeighbour(page, request);
  const script = await controlledByServiceWorker(page);

  const devtools = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  devtools.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await devtools.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(script).origin;
  const registration = registrations.find((candidate) => candidate.scopeURL === `${origin}/`);
  expect(registration).toBeDefined();

  // Chromium's getNotifications() drops from its store every notification the platform does not
  // show yet, unless it was stored after that call began. Asked while the worker was still showing
  // the push (stored, not yet on display), it lost the notification for good: on CI none appeared
  // within 10 s. So the test counts the worker's showNotification calls and looks only once they
  // have settled (the worker's own code runs unchanged: the wrapper passes every call on).
  const worker =
    context.serviceWorkers().find((candidate) => candidate.url() === script) ??
    (await context.waitForEvent('serviceworker', (candidate) => candidate.url() === script));
  await worker.evaluate(() => {
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; shows: Promise<void>[] };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.shows = [];
    scope.registration.showNotification = (...args) => {
      const shown = show(...args);
      scope.shows.push(shown);
      return shown;
    };
  });
  const showsSettled = async (count: number) => {
    await expect
      .poll(() => worker.evaluate(() => (globalThis as unknown as { shows: unknown[] }).shows.length))
      .toBe(count);
    await worker.evaluate(() => Promise.all((globalThis as unknown as { shows: Promise<void>[] }).shows));
  };

  // The payload the server's WebPushSender sends (PushMessage).
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify({
      title: 'Ourhood',
      body: 'Ada Byrne commented on your post "Ladder"',
      url: '/dashboard/posts/abc',
      tag: 'comment_on_post:abc',
    }),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
        title: notice.title,
        body: notice.body,
        tag: notice.tag,
        data: notice.data as unknown,
      })),
    );
  await showsSettled(1);
  expect(await shown()).toEqual([
    {
      title: 'Ourhood',
      body: 'Ada Byrne commented on your post "Ladder"',
      tag: 'comment_on_post:abc',
      data: { url: '/dashboard/posts/abc' },
    },
  ]);

  // A link to another site is never followed: the notification opens the notifications page.
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify({ title: 'Ourhood', body: 'Elsewhere', url: 'https://evil.example/', tag: 'other' }),
  });
  await showsSettled(2);
  expect((await shown()).find((notice) => notice.tag === 'other')?.data).toEqual({ url: '/dashboard/notifications' });
});
