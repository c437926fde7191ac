import js from '@eslint/js';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Feature folders on each side: a feature may import shared code (lib/, components/, db/, plugins/…)
 * and its own folder, never another feature (they share via lib/ or components/), whatever the
 * specifier looks like ('../posts/x.js', '../../features/posts/x.js'): import-x resolves each import
 * to a real file first, so the zones compare paths, not spellings. Shared code and features never
 * import the composition roots that assemble them (the server's app.ts, routes.ts, server.ts,
 * main.ts, account-deletion-parts.ts and content-kinds.ts; the web's app/ and main.tsx).
 */
function featureZones(featuresDir) {
  const features = fs.existsSync(path.join(ROOT, featuresDir)) ? fs.readdirSync(path.join(ROOT, featuresDir)) : [];
  return features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message: `Features do not import each other: move what '${feature}' needs from another feature into lib/.`,
  }));
}

const ROOT = import.meta.dirname;
const API = 'apps/api/src';
const WEB = 'apps/web/src';
const compositionRoots = (side, roots) => ({
  target: [`${side}/lib`, `${side}/features`, `${side}/components`, `${side}/plugins`, `${side}/db`],
  from: roots.map((root) => `${side}/${root}`),
  message: 'Only the composition root imports this: pass what you need in as a narrow deps type.',
});
/** Shared code serves every feature and so imports none: a feature passes in what it needs. */
const sharedCode = (side, dirs) => ({
  target: dirs.map((dir) => `${side}/${dir}`),
  from: `${side}/features`,
  message: 'Shared code never imports a feature: take what it needs as a parameter, or move it into the feature.',
});
const boundaryZones = [
  ...featureZones(`${API}/features`),
  ...featureZones(`${WEB}/features`),
  sharedCode(API, ['lib', 'plugins', 'db']),
  sharedCode(WEB, ['lib', 'components']),
  compositionRoots(API, [
    'app.ts',
    'routes.ts',
    'server.ts',
    'main.ts',
    'account-deletion-parts.ts',
    'content-kinds.ts',
  ]),
  compositionRoots(WEB, ['app', 'main.tsx']),
];

/**
 * Every word a person reads in the web app is a message (issue 41): the lint fails on any string
 * a person would read that is not in a message (Trans, t, msg).
 */
const TRANSLATED = [`${WEB}/**/*.{ts,tsx}`];

/** What the lint of unlocalized strings leaves alone: code, not words (CSS classes, routes, keys, types). */
const notWords = {
  ignore: [
    // One "word" that does not start with a capital: keys, ids, CSS classes, paths, MIME types.
    '^(?![A-Z])\\S+$',
    // CONSTANT_NAMES and codes.
    '^[A-Z0-9_-]+$',
    // Tailwind class lists and similar: lowercase words with dashes, colons or slashes.
    '^[a-z0-9:/\\[\\]().%#_ -]+$',
  ],
  ignoreNames: [
    { regex: { pattern: '(className|classes|Class)$', flags: 'i' } },
    { regex: { pattern: '^[A-Z0-9_-]+$' } },
    { regex: { pattern: '(Key|Id|Path|Url|Href|Route|Pattern|Regex|Type|Kind|Name|Tone|Variant|Size)$' } },
    'to',
    'href',
    'src',
    'srcSet',
    'type',
    'id',
    'key',
    'name',
    'role',
    'rel',
    'target',
    'method',
    'autoComplete',
    'inputMode',
    'enterKeyHint',
    'accept',
    'lang',
    'dir',
    'htmlFor',
    'form',
    'data-testid',
    'width',
    'height',
    'sizes',
    'loading',
    'decoding',
    'fetchPriority',
    'pattern',
    'step',
    'min',
    'max',
    'mode',
    'tone',
    'variant',
    'size',
    'providers',
    'as',
    'viewBox',
    'd',
    'fill',
    'stroke',
    'strokeWidth',
    'xmlns',
    'path',
    'element',
    'queryKey',
  ],
  ignoreFunctions: [
    'console.*',
    'Error',
    'cx',
    'clsx',
    'useSearchParams',
    'navigate',
    'URLSearchParams',
    'new URL',
    'fetch',
    '*.get',
    '*.set',
    '*.has',
    '*.delete',
    '*.append',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    'localStorage.*',
    'sessionStorage.*',
    '*.includes',
    '*.startsWith',
    '*.endsWith',
    '*.indexOf',
    '*.split',
    '*.join',
    '*.replace',
    '*.addEventListener',
    '*.removeEventListener',
    '*.querySelector',
    '*.querySelectorAll',
    '*.matches',
    '*.postMessage',
    'document.createElement',
    'import',
    'api.*',
    '*Api.*',
    'apiClient.*',
    'request',
    'invalidate*',
    'useDebounced',
    'matchMedia',
    'window.matchMedia',
    'Intl.*',
    'new Intl.*',
    'expect',
    '*.toLocaleDateString',
  ],
  useTsTypes: false,
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'playwright-report/**', 'test-results/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The contract is shared by both sides and must import nothing of ours.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@ourhood/*', '**/apps/**'], message: 'The contract imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: [`${API}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // The server imports './x.js' (NodeNext), mapped back to the .ts source; the web imports
      // without an extension (Vite), tried as .ts and .tsx.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      // A cycle makes load order matter and hides which module depends on which.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: TRANSLATED,
    // Tests and their fixtures hold sample data; the service worker has its own few words
    // (push-message.ts) as it runs without the app's catalogs.
    ignores: ['**/*.test.{ts,tsx}', `${WEB}/test/**`, `${WEB}/service-worker/**`],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', notWords],
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/api/src/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Files of one job (issue 38): no source or test file over 400 lines, blank lines and comments
    // included; a file that grows past it is split by concern.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
);
