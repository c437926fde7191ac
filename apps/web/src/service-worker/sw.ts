/// <reference lib="webworker" />
/**
 * The service worker (decision 0027), built by vite-plugin-pwa (injectManifest) into /sw.js with
 * the list of the build's files. It keeps the app shell for offline use and shows Web Push
 * notifications. It never caches API answers (they belong to one person) nor media (a private
 * group's photos have signed URLs): those requests are not even routed here and go to the network.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cacheFirst, isHashedAsset } from './asset-cache';
import { isNeverCached, parsePushMessage, sameOriginPath } from './push-message';

declare let self: ServiceWorkerGlobalScope;

// A new deploy's worker takes over at once; open tabs keep the code they run, and one that then
// asks for a chunk the deploy removed reloads once (app/lazy-page.tsx), getting the new build.
void self.skipWaiting();
clientsClaim();
enableNavigationPreload();

/**
 * Page loads go to the network first, so an online visit always gets the deployed index.html (and
 * no stale shell ever asks for chunks that are gone). Offline, any client route gets the cached
 * shell, which renders it with the app's offline notice; without one, the offline page.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache('/index.html')) ?? (await matchPrecache('/offline.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/(api|media)(\/|$)/] },
  ),
);

// The built shell (vite.config.ts lists it: index.html, the entry's and the dashboard home's chunks,
// the stylesheet, the notification icon, the manifest and the offline page), cache-first by their
// revision. '/' is a page load, so it takes the route above, not the cached index.html.
cleanupOutdatedCaches();
precacheAndRoute(
  self.__WB_MANIFEST.filter((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url;
    return !isNeverCached(new URL(url, self.location.origin).pathname);
  }),
  { directoryIndex: '', cleanURLs: false },
);

// Every other chunk is cached the first time a screen loads it (asset-cache.ts), not precached: a
// first visit no longer downloads every screen of the app (decision 0070). Registered after the
// precache's route, which answers for the shell's files first.
registerRoute(
  ({ url }) => isHashedAsset(url, self.location.origin),
  ({ request }) => cacheFirst(request, self.caches, (asked) => fetch(asked)),
);

self.addEventListener('push', (event) => {
  const notice = parsePushMessage(event.data?.text(), self.location.origin, self.navigator.languages);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

/** Opens the notification's page: in a tab of this site if one is open (focused), else a new one. */
async function openNotification(data: unknown): Promise<void> {
  const path = sameOriginPath((data as { url?: unknown } | null)?.url, self.location.origin);
  const target = new URL(path, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => client.url === target) ?? tabs.find((client) => 'focus' in client);
  if (tab) {
    const focused = await tab.focus();
    if (focused.url !== target) {
      // navigate() works on controlled tabs only; another one just opens the page anew.
      const navigated = await focused.navigate(target).catch(() => null);
      if (navigated) return;
    } else {
      return;
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotification(event.notification.data));
});
