import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { COMPLETE_LOCALES, REVIEW_LOCALES } from '../../../packages/contract/src/locales';
import { catalogImports } from './catalog-imports';
import { contractCatalogs } from './contract-catalogs';
import { reviewCatalogs } from './review-catalogs';

const appRoot = path.resolve(import.meta.dirname, '..');

/**
 * Messages (decision 0072): Lingui's macros compiled by Babel (with React's transform), PO
 * catalogs compiled on import, and each module's catalog loaded before it runs. The build
 * (vite.config.ts) and the web tests (vitest.config.ts) use the same.
 */
export function messagePlugins() {
  const configPath = path.join(appRoot, 'lingui.config.ts');
  const linguiConfig = getConfig({ configPath });
  return [
    // First: it looks for the macros' imports, which the Babel transform below compiles away.
    catalogImports({ srcDir: path.join(appRoot, 'src'), locales: COMPLETE_LOCALES }),
    reviewCatalogs({
      srcDir: path.join(appRoot, 'src'),
      contractDir: path.join(appRoot, '../../packages/contract/locales'),
      locales: REVIEW_LOCALES,
    }),
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] } }),
    lingui({ configPath, failOnCompileError: true }),
    contractCatalogs(),
  ];
}
