import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // An upper bound for a hung test, not a wait: some tests build several apps (PGlite boots, migrations)
    // and take long on a busy two-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
