/**
 * What a push carries (apps/api/src/lib/push/web-push-sender.ts, `PushMessage`): the notification's
 * title and sentence, the same-origin path it opens and a tag (pushes with the same tag replace each
 * other on the device). Used by the service worker (sw.ts); pure, so it is unit-tested.
 */
export interface PushNotice {
  title: string;
  body: string;
  /** Same-origin path to open on click. */
  url: string;
  tag: string | undefined;
}

export const PUSH_FALLBACK: PushNotice = {
  title: 'Ourhood',
  body: 'You have a new notification.',
  url: '/dashboard/notifications',
  tag: undefined,
};

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined;

/**
 * Reads a push's payload (JSON text). Anything missing or malformed falls back to a generic notice
 * that opens the notifications page: a push must always show something (browsers penalise silent
 * pushes), and a link never leaves this site.
 */
export function parsePushMessage(payload: string | null | undefined, origin: string): PushNotice {
  let data: unknown;
  try {
    data = payload ? JSON.parse(payload) : undefined;
  } catch {
    data = undefined;
  }
  if (typeof data !== 'object' || data === null) return PUSH_FALLBACK;
  const fields = data as Record<string, unknown>;
  return {
    title: text(fields.title, 200) ?? PUSH_FALLBACK.title,
    body: text(fields.body, 500) ?? PUSH_FALLBACK.body,
    url: sameOriginPath(fields.url, origin),
    tag: text(fields.tag, 200),
  };
}

/** The path (with query and hash) of a same-origin URL, else the notifications page. */
export function sameOriginPath(value: unknown, origin: string): string {
  if (typeof value !== 'string') return PUSH_FALLBACK.url;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return PUSH_FALLBACK.url;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return PUSH_FALLBACK.url;
  }
}

/**
 * Which requests the service worker may answer from its caches: never the API (answers belong to
 * one person) nor media (a private group's photos have signed URLs), which always go to the network.
 */
export function isNeverCached(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === '/media' || pathname.startsWith('/media/');
}
