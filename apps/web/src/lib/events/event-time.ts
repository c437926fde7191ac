import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Event } from '@ourhood/contract';

// Dates of events in the viewer's local time (the API answers UTC instants and the event's zone).

// Made on first use (per locale): building a formatter loads locale data, a cost the dashboard's
// first screen should not pay for a module it imports but may not use (no upcoming events).
const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function localFormats(locale: string | undefined) {
  const key = locale ?? '';
  let found = formats.get(key);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
    };
    formats.set(key, found);
  }
  return found;
}

/**
 * 'Sat, 7 Nov 2026, 18:30 – 20:00' (or the days of an all-day event), in the viewer's zone and in
 * the active language (or the given locale).
 */
export function eventWhen(
  event: Pick<Event, 'start' | 'end' | 'all_day' | 'time_zone'>,
  locale: string | undefined = i18n.locale || undefined,
): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (event.all_day) {
    const inZone = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: event.time_zone,
    });
    const last = new Date(end.getTime() - 1);
    const first = inZone.format(start);
    const final = inZone.format(last);
    return first === final ? t`${first}, all day` : `${first} – ${final}`;
  }
  const { day: dayFormat, time: timeFormat } = localFormats(locale);
  const sameDay = dayFormat.format(start) === dayFormat.format(end);
  return sameDay
    ? `${dayFormat.format(start)}, ${timeFormat.format(start)} – ${timeFormat.format(end)}`
    : `${dayFormat.format(start)}, ${timeFormat.format(start)} – ${dayFormat.format(end)}, ${timeFormat.format(end)}`;
}

/** A Date as a `datetime-local` value in the viewer's zone ('2026-11-07T18:30'). */
export function toLocalInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` (or date) value read in the viewer's zone, as an ISO instant. */
export function fromLocalInput(value: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO time of day, not words
  return new Date(value.length === 10 ? `${value}T00:00` : value).toISOString();
}

/** The viewer's IANA zone, sent with new events (decision 0019). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The local calendar day of an instant, 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  return toLocalInput(date).slice(0, 10);
}
