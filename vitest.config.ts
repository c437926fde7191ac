import { defineConfig } from 'vitest/config';

// Unit and API integration tests of every workspace. End-to-end tests are Playwright's (e2e/).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      // Tests of the repository's own tooling (the lint configuration).
      {
        test: {
          name: 'tools',
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          // ESLint loads typescript-eslint and resolves real files: slow on a busy two-core machine.
          testTimeout: 120_000,
        },
      },
    ],
    // Two cores on the reference machine: more workers only add contention.
    maxWorkers: 2,
  },
});
