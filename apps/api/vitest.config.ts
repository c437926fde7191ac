import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // One migrated PGlite for the run, which every test app starts from (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // An upper bound for a hung test, not a wait: some tests build several apps (PGlite boots, migrations)
    // and take long on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
