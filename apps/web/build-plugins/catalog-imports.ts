import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogDirOf } from '../catalog-layout';

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

/** A relative import specifier from the module at `from` to the file at `to`. */
function specifier(from: string, to: string): string {
  const relative = path.relative(path.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * The lines appended to a module of `catalog`: it starts loading its catalog for the active
 * language as it is evaluated, with one dynamic import (one chunk) per locale. Written into each
 * module rather than shared through a loader module: a shared module lands in one chunk, which
 * then imports and is imported by others, and such cycles between chunks let one chunk run before
 * another's bindings exist. Registering twice costs nothing (loadCatalog keeps the first).
 */
export function loaderCode(moduleId: string, catalog: string, srcDir: string, locales: readonly string[]): string {
  const runtime = specifier(moduleId, path.join(srcDir, 'lib/i18n/catalogs.ts'));
  const entries = locales.map((locale) => {
    const file = specifier(moduleId, path.join(srcDir, catalog, 'locales', `${locale}.po`));
    return `${JSON.stringify(locale)}: () => import(${JSON.stringify(file)})`;
  });
  return [
    `import { loadCatalog as __loadCatalog } from ${JSON.stringify(runtime)};`,
    `__loadCatalog(${JSON.stringify(catalog)}, { ${entries.join(', ')} });`,
  ].join('\n');
}

/**
 * Every module that shows messages starts loading its catalog as it is evaluated (decision 0072),
 * so each feature's messages travel with its screens; screens wait for them (catalogsReady in
 * lib/i18n/catalogs.ts). Appended, so line numbers stay true; imports are hoisted anyway.
 */
export function catalogImports(options: { srcDir: string; locales: readonly string[] }): Plugin {
  const srcDir = path.resolve(options.srcDir);
  return {
    name: 'ourhood-catalog-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const catalog = catalogOf(file, srcDir);
      if (!catalog || !usesMessages.test(code)) return null;
      return { code: `${code}\n${loaderCode(file, catalog, srcDir, options.locales)}\n`, map: null };
    },
  };
}
