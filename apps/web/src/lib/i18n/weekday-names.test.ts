import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog, switchLocale } from './catalogs';
import { pseudoText } from './pseudo-locale';
import { weekdayNames } from './weekday-names';

afterEach(async () => {
  await switchLocale('en');
});

describe('weekdayNames', () => {
  it("names each day in the language, Monday first, whatever the device's zone", () => {
    expect(weekdayNames('en').monday).toBe('Monday');
    expect(weekdayNames('en').sunday).toBe('Sunday');
    expect(weekdayNames('fr').wednesday).toBe('mercredi');
    expect(weekdayNames('de').saturday).toBe('Samstag');
    expect(weekdayNames('ar').friday).toBe('الجمعة');
  });

  it('accents the English names in the pseudo-locale, once its table has loaded', async () => {
    // A catalog for the switch to load: the accent table comes with the pseudo-locale's catalogs.
    loadCatalog('weekday-names-test', { en: () => Promise.resolve({ messages: {} }) });
    await switchLocale('pseudo');
    expect(weekdayNames('pseudo').monday).toBe(pseudoText('Monday'));
    expect(weekdayNames('pseudo').monday).not.toBe('Monday');
  });
});
