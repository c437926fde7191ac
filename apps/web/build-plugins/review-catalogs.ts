import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CONTRACT_CATALOG_QUERY } from './contract-catalogs';

/** The module that loads one review language's catalogs: `import('virtual:ourhood-review-catalogs')`. */
export const REVIEW_CATALOGS_ID = 'virtual:ourhood-review-catalogs';
const RESOLVED = `\0${REVIEW_CATALOGS_ID}`;
const BUNDLE_PREFIX = `${REVIEW_CATALOGS_ID}/`;

/** Every folder of `srcDir` that holds a catalog (a `locales/` folder with PO files), as its name. */
function catalogDirs(srcDir: string): string[] {
  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${path.sep}locales${path.sep}en.po`))
    .map((file) => path.dirname(path.dirname(file)).split(path.sep).join('/'))
    .sort();
}

/**
 * The languages awaiting review (REVIEW_LOCALES) load all their catalogs at once, in one chunk per
 * language, instead of one chunk per catalog as the complete languages do: each module's loader
 * then names only the complete languages (every locale there costs every module bytes, and the
 * first visit's budget has none to spare), and a person reading a review language fetches its
 * words once. `virtual:ourhood-review-catalogs` maps each review language to its bundle.
 */
export function reviewCatalogs(options: { srcDir: string; contractDir: string; locales: readonly string[] }): Plugin {
  const srcDir = path.resolve(options.srcDir);
  return {
    name: 'ourhood-review-catalogs',
    enforce: 'pre',
    resolveId(id) {
      if (id === REVIEW_CATALOGS_ID) return RESOLVED;
      if (id.startsWith(BUNDLE_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = options.locales.map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(BUNDLE_PREFIX + locale)})`,
        );
        return `export const reviewBundles = { ${entries.join(', ')} };`;
      }
      if (!id.startsWith(`\0${BUNDLE_PREFIX}`)) return null;
      const locale = id.slice(`\0${BUNDLE_PREFIX}`.length);
      if (!options.locales.includes(locale)) return null;
      const dirs = catalogDirs(srcDir).filter((dir) =>
        fs.existsSync(path.join(srcDir, dir, 'locales', `${locale}.po`)),
      );
      const imports = dirs.map(
        (dir, index) =>
          `import { messages as m${index} } from ${JSON.stringify(path.join(srcDir, dir, 'locales', `${locale}.po`))};`,
      );
      const contract = path.join(path.resolve(options.contractDir), `${locale}.po`) + CONTRACT_CATALOG_QUERY;
      return [
        ...imports,
        `import { messages as contract } from ${JSON.stringify(contract)};`,
        `export const catalogs = { ${dirs.map((dir, index) => `${JSON.stringify(dir)}: m${index}`).join(', ')}, contract };`,
      ].join('\n');
    },
  };
}
