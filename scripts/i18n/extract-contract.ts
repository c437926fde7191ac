/**
 * npm run i18n:extract-contract: writes packages/contract/locales/<locale>.po from the texts the
 * contract and the API hold now, keeping existing translations (contract-catalogs.ts). Run it
 * after adding or changing a message, then translate the new empty entries; the test
 * scripts/test/i18n-catalogs.test.ts fails until every complete locale has them.
 */
import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { CATALOG_DIR, catalogPath, extractedCatalogs, readCatalog } from './contract-catalogs.js';

fs.mkdirSync(CATALOG_DIR, { recursive: true });
for (const [locale, text] of extractedCatalogs()) {
  const file = catalogPath(locale);
  const changed = readCatalog(locale) !== text;
  if (changed) fs.writeFileSync(file, text);
  const missing = PO.parse(text).items.filter((entry) => !entry.obsolete && !entry.msgstr[0]).length;
  console.log(`${path.relative(process.cwd(), file)}: ${changed ? 'written' : 'up to date'}, ${missing} untranslated`);
}
