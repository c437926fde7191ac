/**
 * The languages Ourhood speaks (decision 0072). A complete locale has every message translated
 * (CI fails otherwise); the web app, e-mails and API `message` texts follow the one chosen.
 * Tags are BCP 47, as `Accept-Language` and `Intl` use them. No zod here: the web app's entry
 * imports this file (@ourhood/contract/locales) to pick the first page's language.
 */
export const COMPLETE_LOCALES = ['en', 'fr', 'es', 'pt-BR', 'de', 'ar'] as const;
/**
 * Languages written by us where we could write them well, awaiting review by native speakers (their
 * catalogs say so in their header). A message they do not translate yet shows in English.
 * Nigerian Pidgin, Yoruba, Hausa and Igbo: with English, the languages of the neighbourhoods in
 * Lagos this product started from.
 */
export const REVIEW_LOCALES = ['pcm', 'yo', 'ha', 'ig'] as const;
export const SUPPORTED_LOCALES = [...COMPLETE_LOCALES, ...REVIEW_LOCALES] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** The mark a review locale's catalogs carry in their header (`X-Review-Status`). */
export const AWAITING_REVIEW = 'awaiting review by native speakers';
export const SOURCE_LOCALE: Locale = 'en';

/** A locale's own name for itself (what a person looks for in a list) and its writing direction. */
export const LOCALE_DETAILS: Record<Locale, { name: string; dir: 'ltr' | 'rtl' }> = {
  en: { name: 'English', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  'pt-BR': { name: 'Português (Brasil)', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
  pcm: { name: 'Naijá (Pidgin)', dir: 'ltr' },
  yo: { name: 'Yorùbá', dir: 'ltr' },
  ha: { name: 'Hausa', dir: 'ltr' },
  ig: { name: 'Igbo', dir: 'ltr' },
};

export function isAwaitingReview(locale: Locale): boolean {
  return (REVIEW_LOCALES as readonly string[]).includes(locale);
}

export function isLocale(tag: unknown): tag is Locale {
  return typeof tag === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(tag);
}

/**
 * The best of our locales for a list of wanted tags, most wanted first: an exact match (any case),
 * else the first of ours with the same language ("pt-PT" → "pt-BR", "fr-CA" → "fr"). Undefined
 * when none matches.
 */
export function matchLocale(wanted: readonly string[]): Locale | undefined {
  for (const tag of wanted) {
    const lower = tag.trim().toLowerCase();
    if (!lower || lower === '*') continue;
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/**
 * The tags of an Accept-Language header, most wanted first ("fr-CH, fr;q=0.9, en;q=0.8").
 * Malformed parts and q=0 are dropped; at most 20 parts are read, so a huge header costs little.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter(({ tag, q }) => /^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(tag) && q > 0 && q <= 1)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
