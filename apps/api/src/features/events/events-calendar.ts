import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EventRow } from './events-repository.js';

// RFC 5545 calendars (issue 16, decision 0019) through ical-generator, which does the escaping
// and line folding. Timed events are written in UTC (DTSTART:…Z, valid everywhere without a
// VTIMEZONE); all-day events as DATE values read in the event's own time zone.

export interface CalendarOptions {
  /** The calendar's name as subscribing apps show it. */
  name: string;
  /** PUBLIC_URL: the UIDs' domain and the events' links. */
  publicUrl: string;
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** Whether the instant is midnight in the zone (an all-day event's exclusive end). */
function isLocalMidnight(instant: Date, timeZone: string): boolean {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return time === '00:00:00';
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The dates of an all-day event: its first day, and the day after its last (RFC 5545's DTEND). */
export function allDayDates(row: Pick<EventRow, 'starts_at' | 'ends_at' | 'time_zone'>): {
  start: string;
  end: string;
} {
  const start = localDate(row.starts_at, row.time_zone);
  let end = localDate(row.ends_at, row.time_zone);
  if (!isLocalMidnight(row.ends_at, row.time_zone)) end = nextDay(end);
  if (end <= start) end = nextDay(start);
  return { start, end };
}

/** A stable UID per event: its id at the product's domain. */
export function eventUid(id: string, publicUrl: string): string {
  let host = 'ourhood';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // PUBLIC_URL is validated by config; keep the fallback anyway.
  }
  return `${id}@${host}`;
}

/**
 * A value as RFC 5545 TEXT (3.3.11): backslash, semicolon and comma escaped, every line break
 * (CR, LF, CRLF, NEL, U+2028, U+2029) written as \n, other control characters dropped.
 * ical-generator escapes the events' properties but writes the calendar's NAME and X-WR-CALNAME
 * as given, so a group or business name with a line break would start lines of its own (issue 39).
 */
export function icsText(value: string): string {
  return (
    value
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
  );
}

export function buildCalendar(rows: readonly EventRow[], options: CalendarOptions): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  const calendar = ical({
    name: icsText(options.name),
    prodId: { company: 'Ourhood', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribing apps look again every hour (REFRESH-INTERVAL and X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const row of rows) {
    const place = [row.place_name, row.place_address].filter(Boolean).join(', ');
    const common = {
      id: eventUid(row.id, options.publicUrl),
      sequence: row.sequence,
      stamp: row.updated_at,
      lastModified: row.updated_at,
      created: row.created_at,
      summary: row.title,
      description: row.description || null,
      location: place || null,
      url: `${base}/dashboard/events/${row.id}`,
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    };
    if (row.all_day) {
      const dates = allDayDates(row);
      calendar.createEvent({ ...common, allDay: true, start: dates.start, end: dates.end });
    } else {
      calendar.createEvent({ ...common, start: row.starts_at, end: row.ends_at });
    }
  }
  return calendar.toString();
}
