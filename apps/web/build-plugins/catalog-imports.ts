import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:ourhood-catalog/';
const RESOLVED_PREFIX = '\0ourhood-catalog/';
/** The shell's catalog: app, components and lib, which every page loads. */
export const SHELL_CATALOG = 'shell';

const usesMessages = /from\s+['"]@lingui\/(react|core)\/macro['"]/;

/**
 * The catalog a source module's messages belong to (lingui.config.ts): its feature folder's, or the
 * shell's. Undefined for what has no catalog (tests, the catalogs themselves, node_modules).
 */
export function catalogOf(id: string, srcDir: string): string | undefined {
  if (!id.startsWith(srcDir + '/') || /\.test\.tsx?$/.test(id) || !/\.tsx?$/.test(id)) return undefined;
  const relative = id.slice(srcDir.length + 1);
  if (relative.startsWith('lib/i18n/')) return undefined;
  const feature = /^features\/([^/]+)\//.exec(relative);
  if (feature) return feature[1];
  return /^(app|components|lib)\//.test(relative) ? SHELL_CATALOG : undefined;
}

/** The code of a catalog's loader module: one dynamic import (one chunk) per locale. */
export function loaderCode(catalog: string, srcDir: string, locales: readonly string[]): string {
  const dir =
    catalog === SHELL_CATALOG ? path.join(srcDir, 'locales') : path.join(srcDir, 'features', catalog, 'locales');
  const entries = locales.map(
    (locale) => `  ${JSON.stringify(locale)}: () => import(${JSON.stringify(path.join(dir, `${locale}.po`))}),`,
  );
  return [
    `import { loadCatalog } from ${JSON.stringify(path.join(srcDir, 'lib/i18n/catalogs.ts'))};`,
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
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null),
    load: (id) =>
      id.startsWith(RESOLVED_PREFIX) ? loaderCode(id.slice(RESOLVED_PREFIX.length), srcDir, options.locales) : null,
    transform(code, id) {
      const catalog = catalogOf(id.split('?')[0] ?? id, srcDir);
      if (!catalog || !usesMessages.test(code)) return null;
      return { code: `${code}\nimport '${VIRTUAL_PREFIX}${catalog}';\n`, map: null };
    },
  };
}
