import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE, SUPPORTED_LOCALES } from '../../packages/contract/src/locales';

/**
 * The web app's message catalogs (decision 0072): one per feature folder, loaded with that
 * feature's screens, and one for the shell (app, components, lib) that every page loads. PO files,
 * which Weblate, Crowdin and Pontoon read; `npm run i18n:extract` keeps them in step with the code.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...SUPPORTED_LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
});
