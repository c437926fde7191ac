/**
 * The push services browsers subscribe with (Chrome and Edge through FCM, Firefox, Safari, and
 * Windows): a subscription's endpoint must be an https URL on one of them, so the server never
 * POSTs to an address a client chose (no requests into the server's own network). Operators add
 * hosts with PUSH_EXTRA_HOSTS (http allowed there: tests and self-hosted push services).
 */
const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'push.apple.com',
  'notify.windows.com',
];

export function parseExtraHosts(value: string): string[] {
  return value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether the server may send to this endpoint. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(host) || extraHosts.includes(url.host.toLowerCase())) {
    return url.protocol === 'https:' || url.protocol === 'http:';
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return KNOWN_PUSH_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}
