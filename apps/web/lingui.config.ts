import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE, SUPPORTED_LOCALES } from '../../packages/contract/src/locales';
import { markAwaitingReview } from '../../scripts/i18n/review-mark';
import { OWN_CATALOGS } from './catalog-layout';

const notSources = ['**/*.test.*', '**/node_modules/**'];
const po = formatter({ lineNumbers: false });

/**
 * The web app's message catalogs (decision 0072): one per folder of the app (catalog-layout.ts
 * says which), each loaded with the modules that show its messages. PO files,
 * which Weblate, Crowdin and Pontoon read; `npm run i18n:extract` keeps them in step with the code.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...SUPPORTED_LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  // PO files; the catalogs of languages awaiting review say so in their header.
  format: {
    ...po,
    serialize: async (catalog, context) => markAwaitingReview(await po.serialize(catalog, context), context.locale),
  },
  orderBy: 'messageId',
  catalogs: [
    ...OWN_CATALOGS.map((catalog) => ({
      path: `<rootDir>/src/${catalog.dir}/locales/{locale}`,
      include: catalog.files.map((file) => `<rootDir>/src/${file}`),
      exclude: notSources,
    })),
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: [
        ...notSources,
        ...OWN_CATALOGS.flatMap((catalog) =>
          catalog.files.map((file) => `**/${file}${file.endsWith('/') ? '**' : ''}`),
        ),
      ],
    },
    {
      path: '<rootDir>/src/components/{name}/locales/{locale}',
      include: ['<rootDir>/src/components/{name}/'],
      exclude: notSources,
    },
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app/'], exclude: notSources },
    {
      path: '<rootDir>/src/lib/locales/{locale}',
      include: ['<rootDir>/src/lib/'],
      exclude: [...notSources, '**/lib/i18n/**'],
    },
  ],
});
