import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogDirOf } from '../catalog-layout';

const VIRTUAL_PREFIX = 'virtual:ourhood-catalog/';
/**
 * A loader's module id is a file name next to the runtime (it does not exist on disk; `load`
 * answers it): its imports then resolve like the app's own, so the build and the tests share one
 * instance of lib/i18n/catalogs.ts with the app (an absolute or '\0' id gave the tests a second).
 */
const LOADER_SUFFIX = '.catalog-loader.js';
const loaderId = (srcDir: string, name: string) => path.join(srcDir, 'lib/i18n', `${name}${LOADER_SUFFIX}`);
const usesMessages = /from\s+['"]@lingui\/(react|core)\/macro['"]/;

/**
 * The catalog (a folder of src, catalog-layout.ts) a source module's messages belong to, or
 * undefined for what has none (tests, the i18n runtime, catalogs, node_modules).
 */
export function catalogOf(id: string, srcDir: string): string | undefined {
  if (!id.startsWith(srcDir + '/') || /\.test\.tsx?$/.test(id) || !/\.tsx?$/.test(id)) return undefined;
  const relative = id.slice(srcDir.length + 1);
  if (relative.startsWith('lib/i18n/')) return undefined;
  return catalogDirOf(relative);
}

/** A catalog's folder as one file name, and back ('features/public/pages' ⇄ 'features~public~pages'). */
const toName = (catalog: string) => catalog.replaceAll('/', '~');
const fromName = (name: string) => name.replaceAll('~', '/');

/**
 * The code of a catalog's loader module: one dynamic import (one chunk) per locale. Its paths are
 * relative to the loader's id (lib/i18n/<catalog>.catalog-loader.js).
 */
export function loaderCode(catalog: string, locales: readonly string[]): string {
  const dir = `../../${catalog}/locales`;
  const entries = locales.map(
    (locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(`${dir}/${locale}.po`)}),`,
  );
  return [
    `import { loadCatalog } from './catalogs';`,
    `await loadCatalog(${JSON.stringify(catalog)}, {`,
    ...entries,
    '});',
  ].join('\n');
}

/**
 * Every module that shows messages gets, as its last import, its catalog's loader: a module that
 * awaits its catalog for the active language at the top level, so no screen renders before its
 * messages are there and each feature's messages travel with its screens (decision 0072).
 * Appended rather than prepended, so line numbers stay true; imports run before the body anyway.
 */
export function catalogImports(options: { srcDir: string; locales: readonly string[] }): Plugin {
  const srcDir = path.resolve(options.srcDir);
  return {
    name: 'ourhood-catalog-imports',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? loaderId(srcDir, id.slice(VIRTUAL_PREFIX.length)) : null),
    load(id) {
      if (!id.endsWith(LOADER_SUFFIX)) return null;
      const name = path.basename(id, LOADER_SUFFIX);
      return id === loaderId(srcDir, name) ? loaderCode(fromName(name), options.locales) : null;
    },
    transform(code, id) {
      const catalog = catalogOf(id.split('?')[0] ?? id, srcDir);
      if (!catalog || !usesMessages.test(code)) return null;
      return { code: `${code}\nimport '${VIRTUAL_PREFIX}${toName(catalog)}';\n`, map: null };
    },
  };
}
