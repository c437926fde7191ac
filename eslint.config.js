import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';

/** Feature folders on each side: a feature may not import another feature (they share via lib/). */
function featureBoundaries(featuresDir, glob) {
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  return features.map((feature) => ({
    files: [`${featuresDir}/${feature}/${glob}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/features/${other}`, `**/features/${other}/**`],
              message: `Features do not import each other: move what '${feature}' needs from '${other}' into lib/.`,
            })),
        },
      ],
    },
  }));
}

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
  ...featureBoundaries('apps/api/src/features', '**/*.ts'),
  ...featureBoundaries('apps/web/src/features', '**/*.{ts,tsx}'),
  {
    files: ['scripts/**', 'bench/**', 'apps/api/src/cli/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
