import { describe, expect, it } from 'vitest';
import { csvField, dailySeriesCsv, dailySeriesCsvFilename } from './daily-series-csv';
import { dailySeriesRows, dayAsDate, seriesLast, seriesTotal } from './daily-series';

const series = {
  page_views: [
    { date: '2026-11-28', value: 3 },
    { date: '2026-11-29', value: 0 },
    { date: '2026-11-30', value: 12 },
  ],
  average_rating: [
    { date: '2026-11-28', value: 4.5 },
    { date: '2026-11-29', value: 4.25 },
    { date: '2026-11-30', value: 4.25 },
  ],
  unused: [{ date: '2026-11-30', value: 99 }],
};
const columns = [{ key: 'page_views' }, { key: 'average_rating' }];

describe('dailySeriesRows', () => {
  it('gives one row a day, oldest first, a value per chosen column', () => {
    expect(dailySeriesRows(series, columns)).toEqual([
      { date: '2026-11-28', values: [3, 4.5] },
      { date: '2026-11-29', values: [0, 4.25] },
      { date: '2026-11-30', values: [12, 4.25] },
    ]);
  });

  it('keeps a day present in one series only, the others null, and ignores unknown keys', () => {
    const rows = dailySeriesRows({ a: [{ date: '2026-01-02', value: 1 }], b: [{ date: '2026-01-01', value: 2 }] }, [
      { key: 'a' },
      { key: 'b' },
      { key: 'missing' },
    ]);
    expect(rows).toEqual([
      { date: '2026-01-01', values: [null, 2, null] },
      { date: '2026-01-02', values: [1, null, null] },
    ]);
  });

  it('sums a period and reads its last value', () => {
    expect(seriesTotal(series, 'page_views')).toBe(15);
    expect(seriesTotal(series, 'missing')).toBe(0);
    expect(seriesLast(series, 'average_rating')).toBe(4.25);
    expect(seriesLast(series, 'missing')).toBeNull();
  });

  it('reads a day as noon UTC, the same day in every time zone', () => {
    expect(dayAsDate('2026-03-29').toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });
});

describe('dailySeriesCsv', () => {
  it('writes a header of stable keys and a row a day, CRLF-terminated', () => {
    expect(dailySeriesCsv(series, columns)).toBe(
      'date,page_views,average_rating\r\n2026-11-28,3,4.5\r\n2026-11-29,0,4.25\r\n2026-11-30,12,4.25\r\n',
    );
  });

  it('writes only the header when there are no days', () => {
    expect(dailySeriesCsv({}, columns)).toBe('date,page_views,average_rating\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(-3)).toBe('-3');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
  });
});

describe('dailySeriesCsvFilename', () => {
  it('names the file after the prefix and the period', () => {
    expect(dailySeriesCsvFilename('Café Étoile insights', series, columns)).toBe(
      'cafe-etoile-insights-2026-11-28-to-2026-11-30.csv',
    );
  });

  it('falls back to a safe name', () => {
    expect(dailySeriesCsvFilename('../../مخبز', {}, columns)).toBe('series.csv');
    expect(dailySeriesCsvFilename('', series, columns)).toBe('series-2026-11-28-to-2026-11-30.csv');
  });
});
