import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { eventWhen, fromLocalInput, localDay, toLocalInput } from './event-time';

// A pure test (no provider): English, the source language, whose messages are their ids.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('event times', () => {
  it('round-trips a datetime-local value through an instant in the local zone', () => {
    const instant = new Date(2026, 10, 7, 18, 30);
    expect(toLocalInput(instant)).toBe('2026-11-07T18:30');
    expect(fromLocalInput('2026-11-07T18:30')).toBe(instant.toISOString());
    expect(fromLocalInput('2026-11-07')).toBe(new Date(2026, 10, 7).toISOString());
    expect(localDay(instant)).toBe('2026-11-07');
  });

  it("reads an all-day event's days in the event's zone, whatever the viewer's", () => {
    // 1 November 2026 in New York: midnight EDT to midnight EST (25 hours, the DST change).
    const fair = {
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
      all_day: true,
      time_zone: 'America/New_York',
    };
    const when = eventWhen(fair);
    expect(when).toMatch(/all day$/);
    expect(when).toContain('1');
    expect(when).not.toContain('–');
    const weekend = { ...fair, end: '2026-11-03T05:00:00.000Z' };
    expect(eventWhen(weekend)).toContain('–');
  });

  it("shows a timed event in its own zone, naming the zone only when it is not the viewer's", () => {
    const talk = { start: '2026-11-07T18:30:00.000Z', end: '2026-11-07T20:00:00.000Z', all_day: false };
    const inLondon = eventWhen({ ...talk, time_zone: 'Europe/London' }, 'en-GB', 'Europe/London');
    expect(inLondon).toBe('Sat, 7 Nov 2026, 18:30 – 20:00');
    // Seen from Lagos, the London event keeps London's times and says so.
    expect(eventWhen({ ...talk, time_zone: 'Europe/London' }, 'en-GB', 'Africa/Lagos')).toBe(
      'Sat, 7 Nov 2026, 18:30 – 20:00 GMT',
    );
    // In the viewer's language.
    expect(eventWhen({ ...talk, time_zone: 'Europe/Paris' }, 'fr', 'Europe/Paris')).toBe(
      'sam. 7 nov. 2026, 19:30 – 21:00',
    );
    // A zone the browser does not know falls back to the viewer's.
    expect(eventWhen({ ...talk, time_zone: 'Mars/Olympus' }, 'en-GB', 'Europe/London')).toBe(inLondon);
  });

  it('shows a timed event on one day as its start and end times', () => {
    const when = eventWhen({
      start: new Date(2026, 10, 7, 18, 30).toISOString(),
      end: new Date(2026, 10, 7, 20, 0).toISOString(),
      all_day: false,
      time_zone: 'UTC',
    });
    expect(when.split('–')).toHaveLength(2);
  });
});
