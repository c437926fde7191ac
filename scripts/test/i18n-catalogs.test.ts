import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { AWAITING_REVIEW, COMPLETE_LOCALES, REVIEW_LOCALES, SOURCE_LOCALE } from '@ourhood/contract';
import { buildCatalog, currentMessages, extractedCatalogs, readCatalog } from '../i18n/contract-catalogs.js';

/** The names of an ICU message's values ('{count, plural, …}' → count), sorted, each once. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: text, or an argument [name, type?, cases?] whose
  // cases are lists of parts again.
  const walk = (parts: unknown): void => {
    if (typeof parts === 'string' || !Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const cases: unknown = part[2];
      if (cases && typeof cases === 'object') Object.values(cases).forEach(walk);
    }
  };
  try {
    walk(compileMessageOrThrow(message));
  } catch {
    // Reported as "not a valid message" below.
  }
  return [...names].sort();
}

/**
 * The catalogs of API `message` texts (issue 41): written from the code as it is now
 * (`npm run i18n:extract-contract`), and a complete locale translates every current text.
 */
describe('the message catalogs', () => {
  it('are what the extraction writes from the code now (run npm run i18n:extract-contract)', () => {
    for (const [locale, text] of extractedCatalogs()) {
      expect(readCatalog(locale), `packages/contract/locales/${locale}.po`).toBe(text);
    }
  });

  const translatedLocales = COMPLETE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

  it.each(translatedLocales)('%s translates every current text, keeping its numbers', (locale) => {
    const translations = new Map(
      PO.parse(readCatalog(locale) ?? '').items.flatMap((entry) =>
        entry.obsolete ? [] : [[entry.msgid, entry.msgstr[0] ?? ''] as const],
      ),
    );
    const missing: string[] = [];
    const broken: string[] = [];
    for (const english of currentMessages().keys()) {
      const translation = translations.get(english);
      if (!translation?.trim()) {
        missing.push(english);
        continue;
      }
      // A limit in the text ("at most 500 characters") must survive translation unchanged.
      const numbers = english.match(/\d+/g) ?? [];
      if (numbers.some((number) => !translation.includes(number))) broken.push(`${english} → ${translation}`);
      // An ICU message's values must all be there, named as in English ({name}, {title}, {count}).
      if (placeholders(translation).join() !== placeholders(english).join())
        broken.push(`${english} → ${translation} (placeholders differ)`);
      try {
        compileMessageOrThrow(translation);
      } catch {
        broken.push(`${english} → ${translation} (not a valid message)`);
      }
    }
    expect(missing, `untranslated in ${locale}.po`).toEqual([]);
    expect(broken, `translations of ${locale}.po that lost a number or do not compile`).toEqual([]);
  });

  it.each(REVIEW_LOCALES)(
    '%s keeps the values of what it translates, and every catalog of it awaits review',
    (locale) => {
      const broken = PO.parse(readCatalog(locale) ?? '')
        .items.filter((entry) => !entry.obsolete && entry.msgstr[0])
        .filter((entry) => placeholders(entry.msgstr[0] ?? '').join() !== placeholders(entry.msgid).join())
        .map((entry) => `${entry.msgid} → ${entry.msgstr[0]}`);
      expect(broken).toEqual([]);
      const webSources = path.resolve(import.meta.dirname, '../../apps/web/src');
      const files = [
        `packages/contract/locales/${locale}.po`,
        ...fs
          .readdirSync(webSources, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith(`locales/${locale}.po`))
          .map((file) => `apps/web/src/${file}`),
      ];
      expect(files.length).toBeGreaterThan(30);
      const unmarked = files.filter((file) => {
        const text = fs.readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');
        return PO.parse(text).headers['X-Review-Status'] !== AWAITING_REVIEW;
      });
      expect(unmarked, 'catalogs without X-Review-Status').toEqual([]);
    },
  );

  it('keeps translations when merging, and keeps a removed text translated as obsolete', () => {
    const before = buildCatalog(
      'fr',
      new Map([
        ['Old text', ['A.old']],
        ['Kept', ['A.kept']],
      ]),
    );
    const translated = before
      .replace('msgid "Old text"\nmsgstr ""', 'msgid "Old text"\nmsgstr "Ancien texte"')
      .replace('msgid "Kept"\nmsgstr ""', 'msgid "Kept"\nmsgstr "Gardé"');
    const after = buildCatalog(
      'fr',
      new Map([
        ['Kept', ['A.kept']],
        ['New "quoted"', ['A.new']],
      ]),
      translated,
    );
    const entries = PO.parse(after).items.map(({ msgid, msgstr, obsolete }) => ({
      msgid,
      msgstr: msgstr[0],
      obsolete,
    }));
    expect(entries).toEqual([
      { msgid: 'Kept', msgstr: 'Gardé', obsolete: false },
      { msgid: 'New "quoted"', msgstr: '', obsolete: false },
      { msgid: 'Old text', msgstr: 'Ancien texte', obsolete: true },
    ]);
    expect(after).toContain('msgid "New \\"quoted\\""');
    expect(after).toContain('#~ msgid "Old text"');
  });
});
