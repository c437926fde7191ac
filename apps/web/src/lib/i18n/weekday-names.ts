import { weekdays, type Weekday } from '@ourhood/contract';
import { accentPseudo } from './catalogs';
import { PSEUDO_LOCALE } from './locale-choice';

const cache = new Map<string, Record<Weekday, string>>();

/**
 * The names of the days of the week in `locale`, from Intl: every language the browser knows has
 * them, so they are not messages to translate (a language without them gets the browser's default).
 * Accented in the pseudo-locale like a message, so its e2e walk reads them as handled.
 */
export function weekdayNames(locale: string): Record<Weekday, string> {
  let names = cache.get(locale);
  if (!names) {
    const pseudo = locale === PSEUDO_LOCALE;
    const format = new Intl.DateTimeFormat(pseudo ? 'en' : locale, { weekday: 'long', timeZone: 'UTC' });
    // 1 January 2024 was a Monday, the first of `weekdays`.
    const entries = weekdays.map((day, index) => {
      const name = format.format(new Date(Date.UTC(2024, 0, 1 + index)));
      return [day, pseudo ? accentPseudo(name) : name] as const;
    });
    names = Object.fromEntries(entries) as Record<Weekday, string>;
    // The pseudo-locale's accents arrive with its catalogs: not kept from before they did.
    if (!pseudo) cache.set(locale, names);
  }
  return names;
}
