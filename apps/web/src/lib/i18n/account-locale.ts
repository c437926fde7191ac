import { isLocale } from '@ourhood/contract/locales';
import { switchLocale } from './catalogs';
import { browserLocale, rememberLocale } from './locale-choice';
import { SOURCE_LOCALE, type Locale } from '@ourhood/contract/locales';

/**
 * The account's saved language wins over this device's and the browser's: applied when the
 * signed-in profile loads, and kept on this device so the next visit opens in it straight away.
 * An account without one leaves the page as it is.
 */
export async function applyAccountLocale(saved: string | null | undefined): Promise<void> {
  if (!isLocale(saved)) return;
  rememberLocale(saved);
  await switchLocale(saved);
}

/** A choice in Settings → Language: null follows the browser again on this device. */
export async function chooseLocale(choice: Locale | null): Promise<void> {
  rememberLocale(choice);
  await switchLocale(choice ?? browserLocale() ?? SOURCE_LOCALE);
}
