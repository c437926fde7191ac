import { apiRoutes } from '@ourhood/contract/routes';
import { afterLoadWhenIdle } from '../after-load-when-idle';
import { call } from '../api-client';
import { sameBytes, urlBase64ToUint8Array } from './url-base64';

/**
 * Web Push on this device (decision 0027). The browser holds one push subscription per site; the
 * server keeps it for the session that sent it (a logout ends it). Which account turned push on
 * here is kept in localStorage, so another person signing in on the same browser does not get the
 * previous one's pushes until they turn push on themselves.
 */
const PUSH_USER_KEY = 'ourhood-push-user';

/** unsupported: no service worker or Push API here (or a development build, which has no worker). */
export type PushDeviceState = 'unsupported' | 'denied' | 'on' | 'off';

/** The service worker exists in production builds only: `vite` (dev) serves none. */
export function canUseServiceWorker(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function isPushSupported(): boolean {
  return canUseServiceWorker() && 'PushManager' in window && 'Notification' in window;
}

/** How long to wait for the worker to install (it downloads the shell first) before giving up. */
const READY_TIMEOUT_MS = 30_000;

/** Registers /sw.js (idempotent) and waits until it is active. */
export async function readyServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("This device's app worker is not ready yet")), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function pushUser(): string | null {
  try {
    return localStorage.getItem(PUSH_USER_KEY);
  } catch {
    return null;
  }
}

function setPushUser(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(PUSH_USER_KEY, userId);
    else localStorage.removeItem(PUSH_USER_KEY);
  } catch {
    // Storage blocked: push still works for this page's life.
  }
}

export async function pushDeviceState(userId: string): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' || pushUser() !== userId) return 'off';
  const registration = await readyServiceWorker();
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Subscribes this browser with the server's key (renewing one made for another key) and saves it. */
async function subscribeAndSave(registration: ServiceWorkerRegistration): Promise<void> {
  const { data } = await call(apiRoutes.pushPublicKey);
  const serverKey = urlBase64ToUint8Array(data.public_key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription');
  await call(apiRoutes.pushSubscribe, { body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
}

/**
 * Turns push on: asks for permission (answers 'denied' or 'off' when not given), subscribes and
 * sends the subscription to the server.
 */
export async function enablePush(userId: string): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  await subscribeAndSave(await readyServiceWorker());
  setPushUser(userId);
  return 'on';
}

/** Turns push off: the server forgets the subscription, then the browser drops it. */
export async function disablePush(): Promise<PushDeviceState> {
  if (!isPushSupported()) return 'unsupported';
  const registration = await readyServiceWorker();
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    await call(apiRoutes.pushUnsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  setPushUser(null);
  return Notification.permission === 'denied' ? 'denied' : 'off';
}

/**
 * Registers the service worker (production builds only) and, when this account turned push on
 * here, sends the subscription again: after a new sign-in it then belongs to the new session, and a
 * subscription the browser renewed reaches the server. Called by the dashboard shell, lazily.
 */
export async function startServiceWorker(userId: string | undefined): Promise<void> {
  if (!canUseServiceWorker()) return;
  // A first install downloads the whole shell: not while the dashboard itself is loading.
  await afterLoadWhenIdle();
  const registration = await readyServiceWorker();
  if (!userId || !isPushSupported() || pushUser() !== userId) return;
  if (Notification.permission !== 'granted') {
    setPushUser(null);
    return;
  }
  await subscribeAndSave(registration);
}
