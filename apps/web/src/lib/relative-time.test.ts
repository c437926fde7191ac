import { describe, expect, it, vi } from 'vitest';
import { ABSOLUTE_TIME, relativeAge, warmUpDateFormats } from './relative-time';

const now = Date.parse('2026-05-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeAge', () => {
  it('uses seconds under a minute', () => {
    expect(relativeAge(ago(0), now)).toBe('0s ago');
    expect(relativeAge(ago(59), now)).toBe('59s ago');
  });

  it('uses whole minutes, hours and days', () => {
    expect(relativeAge(ago(60), now)).toBe('1m ago');
    expect(relativeAge(ago(5 * 60 + 59), now)).toBe('5m ago');
    expect(relativeAge(ago(3_600), now)).toBe('1h ago');
    expect(relativeAge(ago(23 * 3_600 + 3_599), now)).toBe('23h ago');
    expect(relativeAge(ago(86_400), now)).toBe('1d ago');
    expect(relativeAge(ago(400 * 86_400), now)).toBe('400d ago');
  });

  it('reads a timestamp from the future as 0s ago and ignores garbage', () => {
    expect(relativeAge(ago(-30), now)).toBe('0s ago');
    expect(relativeAge('not a date', now)).toBe('');
  });
});

describe('warmUpDateFormats', () => {
  it('makes the formats of relative dates and their hover text ahead, so a list makes none as it renders', async () => {
    const { i18n } = await import('@lingui/core');
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    const made = { dates: 0, relatives: 0 };
    const DateTimeFormat = Intl.DateTimeFormat;
    const RelativeTimeFormat = Intl.RelativeTimeFormat;
    // Function expressions, not arrows: the code under test calls these with `new`.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      made.dates += 1;
      return new DateTimeFormat(...args);
    });
    vi.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(function (...args) {
      made.relatives += 1;
      return new RelativeTimeFormat(...args);
    });
    vi.useFakeTimers();
    try {
      warmUpDateFormats();
      expect(made).toEqual({ dates: 0, relatives: 0 });
      vi.runAllTimers();
      expect(made.dates).toBeGreaterThan(0);
      expect(made.relatives).toBe(1);
      const before = { ...made };
      i18n.date(new Date('2026-11-30T12:00:00Z'), ABSOLUTE_TIME);
      relativeAge('2026-11-30T12:00:00Z', Date.parse('2026-11-30T13:00:00Z'), i18n.locale);
      expect(made).toEqual(before);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
