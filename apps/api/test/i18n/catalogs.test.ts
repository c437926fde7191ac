import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessageCatalogs } from '../../src/lib/i18n/catalogs.js';

// The server's reading of the PO catalogs (lib/i18n/catalogs.ts), on a catalog of its own.

let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-catalogs-'));
  await fs.writeFile(
    path.join(dir, 'fr.po'),
    [
      'msgid ""',
      'msgstr ""',
      '"Content-Type: text/plain; charset=utf-8\\n"',
      '',
      'msgid "Posts loaded"',
      'msgstr "Publications chargées"',
      '',
      'msgid "Say \\"hello\\""',
      'msgstr "Dites « bonjour »"',
      '',
      'msgid "{name} commented on your post \\"{title}\\""',
      'msgstr "{name} a commenté votre publication « {title} »"',
      '',
      'msgid "{count, plural, one {# new item} other {# new items}}"',
      'msgstr "{count, plural, one {# nouvel article} other {# nouveaux articles}}"',
      '',
      'msgid "Not translated yet"',
      'msgstr ""',
      '',
      '#~ msgid "Gone from the code"',
      '#~ msgstr "Disparu du code"',
      '',
    ].join('\n'),
  );
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('message catalogs', () => {
  it('translates what the catalog translates and leaves the rest English', () => {
    const catalogs = createMessageCatalogs(dir);
    expect(catalogs.translate('fr', 'Posts loaded')).toBe('Publications chargées');
    expect(catalogs.translate('fr', 'Posts loaded')).toBe('Publications chargées');
    expect(catalogs.translate('fr', 'Say "hello"')).toBe('Dites « bonjour »');
    expect(catalogs.translate('fr', 'Not translated yet')).toBe('Not translated yet');
    expect(catalogs.translate('fr', 'Gone from the code')).toBe('Gone from the code');
    expect(catalogs.translate('fr', 'No account uses ada@example.test')).toBe('No account uses ada@example.test');
  });

  it('formats messages with values in the locale, English through the same formatter', () => {
    const catalogs = createMessageCatalogs(dir);
    const comment = '{name} commented on your post "{title}"';
    const values = { name: 'Ada {x}', title: "It's {here}" };
    expect(catalogs.translate('fr', comment, values)).toBe("Ada {x} a commenté votre publication « It's {here} »");
    expect(catalogs.translate('en', comment, values)).toBe('Ada {x} commented on your post "It\'s {here}"');
    const items = '{count, plural, one {# new item} other {# new items}}';
    expect(catalogs.translator('fr')(items, { count: 1 })).toBe('1 nouvel article');
    expect(catalogs.translator('fr')(items, { count: 3 })).toBe('3 nouveaux articles');
    expect(catalogs.translate('fr', 'Hello {name}, not translated', { name: 'Bo' })).toBe('Hello Bo, not translated');
    expect(catalogs.translate('en', items, { count: 2 })).toBe('2 new items');
  });

  it('never reads a catalog for English', () => {
    // The directory has no en.po: English answers as written without looking.
    expect(createMessageCatalogs(dir).translate('en', 'Posts loaded')).toBe('Posts loaded');
  });
});
