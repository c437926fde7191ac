import { defineProject } from 'vitest/config';

// Pure tests (*.test.ts) run in Node; component and hook tests (*.test.tsx) say
// `// @vitest-environment happy-dom` on their first line and get a DOM (src/test/setup.ts).
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
  },
});
