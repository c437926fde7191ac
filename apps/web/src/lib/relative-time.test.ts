import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-time';

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
