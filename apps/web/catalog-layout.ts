/**
 * Which message catalog each source file of the web app belongs to (decision 0072), read by
 * lingui.config.ts (extraction) and build-plugins/catalog-imports.ts (loading). A catalog is a
 * folder of `src`, and its PO files sit in its `locales/`: a feature ('features/groups'), each
 * component folder ('components/ui'), 'app' and 'lib'. A page loads only the catalogs of the
 * modules it runs, so catalogs follow the chunks: the public site's frame (header, footer), which
 * every page's entry holds, and its long pages (policies, help, careers) have catalogs of their
 * own, apart from the landing page's.
 */
export interface OwnCatalog {
  dir: string;
  /** Files of the catalog, relative to src: a path ending in '/' is a folder. */
  files: string[];
}

export const OWN_CATALOGS: OwnCatalog[] = [
  {
    dir: 'features/public/pages',
    files: [
      'features/public/pages/',
      'features/public/components/storage-table.tsx',
      'features/public/content/browser-storage.ts',
      'features/public/content/company.ts',
      'features/public/content/contact-emails.ts',
      'features/public/content/faq.ts',
      'features/public/content/feature-details.ts',
    ],
  },
  {
    dir: 'features/public/layout',
    files: ['features/public/layout/', 'features/public/content/site-links.ts'],
  },
];

const holds = (file: string, relative: string) => (file.endsWith('/') ? relative.startsWith(file) : relative === file);

/** The catalog (a folder relative to src) of a file relative to src, or undefined. */
export function catalogDirOf(relative: string): string | undefined {
  const own = OWN_CATALOGS.find((catalog) => catalog.files.some((file) => holds(file, relative)));
  if (own) return own.dir;
  const nested = /^(features|components)\/([^/]+)\//.exec(relative);
  if (nested) return `${nested[1]}/${nested[2]}`;
  const top = /^(app|lib)\//.exec(relative);
  return top ? top[1] : undefined;
}
