import { defineConfig } from 'vitest/config';

// Unit and API integration tests of every workspace. End-to-end tests are Playwright's (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    // Two cores on the reference machine: more workers only add contention.
    maxWorkers: 2,
  },
});
