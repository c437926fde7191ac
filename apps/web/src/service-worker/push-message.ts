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

import { matchLocale, type Locale } from '@ourhood/contract/locales';

/**
 * The generic notice's sentence in each language. The service worker has no message catalogs (it
 * is its own small bundle and runs with no page open): the server sends real pushes already in the
 * recipient's language; this is only for a push that arrives unreadable.
 */
const FALLBACK_BODY: Record<Locale, string> = {
  en: 'You have a new notification.',
  fr: 'Vous avez une nouvelle notification.',
  es: 'Tienes una notificación nueva.',
  'pt-BR': 'Você tem uma nova notificação.',
  de: 'Sie haben eine neue Benachrichtigung.',
  ar: 'لديك إشعار جديد.',
  // Awaiting review by native speakers, as their catalogs are.
  pcm: 'You get new notification.',
  yo: 'O ní ìfitónilétí tuntun.',
  ha: 'Kana da sabon sanarwa.',
  ig: 'Ị nwere ọkwa ọhụrụ.',
};

/** The generic notice, in the device's language (`navigator.languages` of the service worker). */
export function pushFallback(languages: readonly string[] = []): PushNotice {
  return {
    title: 'Ourhood',
    body: FALLBACK_BODY[matchLocale(languages) ?? 'en'],
    url: '/dashboard/notifications',
    tag: undefined,
  };
}

export const PUSH_FALLBACK: PushNotice = pushFallback();

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.slice(0, max) : undefined;

/**
 * Reads a push's payload (JSON text). Anything missing or malformed falls back to a generic notice
 * that opens the notifications page: a push must always show something (browsers penalise silent
 * pushes), and a link never leaves this site.
 */
export function parsePushMessage(
  payload: string | null | undefined,
  origin: string,
  languages: readonly string[] = [],
): PushNotice {
  const fallback = pushFallback(languages);
  let data: unknown;
  try {
    data = payload ? JSON.parse(payload) : undefined;
  } catch {
    data = undefined;
  }
  if (typeof data !== 'object' || data === null) return fallback;
  const fields = data as Record<string, unknown>;
  return {
    title: text(fields.title, 200) ?? fallback.title,
    body: text(fields.body, 500) ?? fallback.body,
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
