import { i18n } from '@lingui/core';

const units: Array<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** The narrow relative format of a locale ('3h ago' in English), made once per locale. */
function formatFor(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'always' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * The age of a post or comment as spec §4 writes it: 'Ns ago', 'Nm ago', 'Nh ago' or 'Nd ago',
 * always in the largest whole unit, in the words of the given locale (the narrow style of
 * Intl.RelativeTimeFormat, which in English reads exactly so). A timestamp slightly in the future
 * (clock skew between the server and this device) reads as '0s ago' rather than a negative age.
 */
export function relativeAge(iso: string, now: number = Date.now(), locale = 'en'): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  const format = formatFor(locale);
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  // Minus zero: '0s ago', not 'in 0s'.
  return format.format(-seconds || -0, 'second');
}

/** The full date and time every relative date shows on hover (components/ui/relative-time.tsx). */
export const ABSOLUTE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Builds the date formats the dashboard's lists use, in a task of their own before the first
 * screen renders: the first formatter a page makes loads the browser's locale data, 36 ms of a
 * slow phone's first render of the feed, which then blocked the page as one long task. Lingui and
 * formatFor keep the formatters, so the render finds them made.
 */
export function warmUpDateFormats(): void {
  setTimeout(() => {
    const epoch = new Date(0);
    i18n.date(epoch, ABSOLUTE_TIME);
    relativeAge(epoch.toISOString(), undefined, i18n.locale);
  }, 0);
}
