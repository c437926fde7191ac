import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Event } from '@ourhood/contract';

// Dates of events in the event's own zone (the API answers UTC instants and the event's zone), in
// the active language; the zone is named when it is not the viewer's (issue 41).

type Formats = { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zonedTime: Intl.DateTimeFormat };

// Made on first use (per locale and zone): building a formatter loads locale data, a cost the
// dashboard's first screen should not pay for a module it imports but may not use.
const formats = new Map<string, Formats>();
function formatsFor(locale: string | undefined, timeZone: string | undefined): Formats {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let found = formats.get(key);
  if (!found) {
    const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone };
    found = {
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone,
      }),
      time: new Intl.DateTimeFormat(locale, time),
      zonedTime: new Intl.DateTimeFormat(locale, { ...time, timeZoneName: 'short' }),
    };
    formats.set(key, found);
  }
  return found;
}

// Whether the browser knows a zone, by zone: finding out builds a formatter, which costs a slow
// phone milliseconds, and a list of events asks it for each of them.
const knownZones = new Map<string, boolean>();

/** The event's zone when the browser knows it, else undefined (the viewer's). */
function knownZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat(undefined, { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known ? zone : undefined;
}

/**
 * 'Sat, 7 Nov 2026, 18:30 – 20:00' (or the days of an all-day event) in the event's zone and the
 * active language (or the given locale); 'Sat, 7 Nov 2026, 18:30 – 20:00 GMT+1' when that zone is
 * not the viewer's, so nobody turns up an hour late.
 */
export function eventWhen(
  event: Pick<Event, 'start' | 'end' | 'all_day' | 'time_zone'>,
  locale: string | undefined = i18n.locale || undefined,
  viewerZone: string | undefined = browserTimeZone(),
): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  const zone = knownZone(event.time_zone) ?? viewerZone;
  const { day, time, zonedTime } = formatsFor(locale, zone);
  if (event.all_day) {
    const last = new Date(end.getTime() - 1);
    const first = day.format(start);
    const final = day.format(last);
    return first === final ? t`${first}, all day` : `${first} – ${final}`;
  }
  const endTime = (zone && viewerZone && zone !== viewerZone ? zonedTime : time).format(end);
  const sameDay = day.format(start) === day.format(end);
  return sameDay
    ? `${day.format(start)}, ${time.format(start)} – ${endTime}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${endTime}`;
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

// The viewer's zone, read once a minute at most: reading it builds a formatter (a few milliseconds
// on a slow phone, once per event of a list), and a device that travels gets its new zone soon after.
let viewerZone: { zone: string | undefined; readAt: number } | undefined;
const VIEWER_ZONE_KEPT_MS = 60_000;

/** The viewer's IANA zone, sent with new events (decision 0019). */
export function browserTimeZone(): string | undefined {
  const now = Date.now();
  if (viewerZone && now - viewerZone.readAt < VIEWER_ZONE_KEPT_MS) return viewerZone.zone;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    zone = undefined;
  }
  viewerZone = { zone, readAt: now };
  return zone;
}

/** The local calendar day of an instant, 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  return toLocalInput(date).slice(0, 10);
}
