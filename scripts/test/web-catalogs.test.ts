import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LOCALES, SOURCE_LOCALE } from '../../packages/contract/src/locales.js';

/** The values ({name}) and elements (<0>, </0>) a message has, which its translations must keep. */
function placeholders(message: string): string {
  const found = message.match(/\{\s*\w+\s*[,}]|<\/?\d+\/?>/g) ?? [];
  return [...new Set(found.map((token) => token.replace(/[\s,}]/g, '')))].sort().join(' ');
}

/**
 * The web app's catalogs against its code (decision 0072): every message the code shows is in
 * every catalog (`npm run i18n:extract` was run), no catalog keeps a message the code dropped, and
 * every complete locale translates every message.
 */
describe('web message catalogs', async () => {
  const config = getConfig({ configPath: path.resolve(import.meta.dirname, '../../apps/web/lingui.config.ts') });
  const catalogs = await getCatalogs(config);

  it('are in step with the code and complete in every complete locale', async () => {
    const problems: string[] = [];
    for (const catalog of catalogs) {
      const inCode = (await catalog.collect()) ?? {};
      const saved = await catalog.readAll();
      for (const locale of config.locales) {
        const messages = saved[locale] ?? {};
        const where = `${path.relative(config.rootDir ?? '', catalog.path ?? '').replace('{locale}', locale)}.po`;
        for (const [id, extracted] of Object.entries(inCode)) {
          const entry = messages[id];
          if (!entry || entry.obsolete)
            problems.push(`${where}: missing "${extracted.message ?? id}" (run npm run i18n:extract)`);
          else if (
            locale !== SOURCE_LOCALE &&
            (COMPLETE_LOCALES as readonly string[]).includes(locale) &&
            !entry.translation
          )
            problems.push(`${where}: untranslated "${extracted.message ?? id}"`);
          else if (entry.translation && placeholders(entry.translation) !== placeholders(extracted.message ?? id))
            problems.push(
              `${where}: "${entry.translation}" does not keep the values and elements of "${extracted.message ?? id}"`,
            );
        }
        for (const [id, entry] of Object.entries(messages)) {
          if (!inCode[id] && !entry.obsolete)
            problems.push(`${where}: "${entry.message ?? id}" is no longer in the code (run npm run i18n:extract)`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
