import { isLocale, LOCALE_DETAILS, matchLocale, SOURCE_LOCALE, type Locale } from '@ourhood/contract/locales';

/**
 * The pseudo-locale: English with accents and 35 % more length, for finding strings that escaped
 * translation and layouts that break with longer text (e2e sets it). Never offered to people.
 */
export const PSEUDO_LOCALE = 'pseudo';
export type ActiveLocale = Locale | typeof PSEUDO_LOCALE;

// StorageKeys.locale (the contract's list, which the privacy page shows); written out here because
// this module is in the first page's i18n chunk, which must not pull in the contract's constants.
export const CHOSEN_KEY = 'ourhood-locale';

/** The language picked on this device (the switcher, or the account's saved one once signed in). */
export function chosenLocale(): ActiveLocale | undefined {
  try {
    const stored = localStorage.getItem(CHOSEN_KEY);
    if (stored === PSEUDO_LOCALE || isLocale(stored)) return stored;
  } catch {
    // No storage (private mode, a sandboxed frame): follow the browser.
  }
  return undefined;
}

export function rememberLocale(locale: ActiveLocale | null): void {
  try {
    if (locale) localStorage.setItem(CHOSEN_KEY, locale);
    else localStorage.removeItem(CHOSEN_KEY);
  } catch {
    // Not remembered; the account's saved language still applies after sign-in.
  }
}

/** The browser's languages, most wanted first, matched to ours. */
export function browserLocale(): Locale | undefined {
  const wanted = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return matchLocale(wanted.filter((tag): tag is string => typeof tag === 'string'));
}

/** What a page opens in: this device's choice, then the browser's languages, then English. */
export function initialLocale(): ActiveLocale {
  return chosenLocale() ?? browserLocale() ?? SOURCE_LOCALE;
}

/** `<html lang dir>` follow the active language, so screen readers, fonts and layout do too. */
export function applyDocumentLocale(locale: ActiveLocale): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = locale === PSEUDO_LOCALE ? 'en-XA' : locale;
  root.dir = locale === PSEUDO_LOCALE ? 'ltr' : LOCALE_DETAILS[locale].dir;
}
