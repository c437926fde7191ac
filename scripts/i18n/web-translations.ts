/**
 * Reads and fills the web app's catalogs without hand-editing PO files.
 *
 *   npm run i18n:todo -- features/auth        untranslated messages of that catalog, per locale (JSON)
 *   npm run i18n:fill -- translations.json    writes translations: { "features/auth": { "fr": { "<source>": "<translation>" } } }
 *
 * A catalog is named by its folder under apps/web/src ("features/auth", "components/ui", "app",
 * "lib"; apps/web/catalog-layout.ts says which files each holds). Sources are the English messages as in the PO files' msgid (with <0>…</0>
 * for elements and {name} for values, kept as they are in the translation).
 */
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { SOURCE_LOCALE } from '../../packages/contract/src/locales.js';

const config = getConfig({ configPath: path.resolve(import.meta.dirname, '../../apps/web/lingui.config.ts') });
const srcDir = path.join(config.rootDir ?? '', 'src');

async function catalogNamed(name: string) {
  const wanted = path.join(srcDir, name, 'locales');
  const catalog = (await getCatalogs(config)).find((candidate) => path.dirname(candidate.path ?? '') === wanted);
  if (!catalog) throw new Error(`No catalog at ${wanted}`);
  return catalog;
}

async function todo(name: string) {
  const catalog = await catalogNamed(name);
  const saved = await catalog.readAll();
  const out: Record<string, Record<string, string>> = {};
  for (const locale of config.locales.filter((locale) => locale !== SOURCE_LOCALE)) {
    for (const [id, entry] of Object.entries(saved[locale] ?? {})) {
      if (entry.obsolete || entry.translation) continue;
      (out[locale] ??= {})[entry.message ?? id] = '';
    }
  }
  console.log(JSON.stringify(out, null, 2));
}

async function fill(file: string) {
  const input = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, Record<string, string>>>;
  for (const [name, locales] of Object.entries(input)) {
    const catalog = await catalogNamed(name);
    for (const [locale, translations] of Object.entries(locales)) {
      const messages = (await catalog.read(locale)) ?? {};
      let written = 0;
      const unknown: string[] = [];
      for (const [source, translation] of Object.entries(translations)) {
        const entry = Object.values(messages).find((candidate) => (candidate.message ?? '') === source);
        if (!entry) unknown.push(source);
        else if (translation.trim()) {
          entry.translation = translation;
          written += 1;
        }
      }
      await catalog.write(locale, messages);
      console.log(
        `${name} ${locale}: ${written} written${unknown.length ? `; not in the catalog: ${JSON.stringify(unknown)}` : ''}`,
      );
    }
  }
}

const [command, argument] = process.argv.slice(2);
if (command === 'todo' && argument) await todo(argument);
else if (command === 'fill' && argument) await fill(argument);
else {
  console.error('usage: web-translations.ts todo <catalog> | fill <file.json>');
  process.exit(2);
}
