import { defineProject } from 'vitest/config';
import { messagePlugins } from './build-plugins/message-plugins';

// Pure tests (*.test.ts) run in Node; component and hook tests (*.test.tsx) say
// `// @vitest-environment happy-dom` on their first line and get a DOM (src/test/setup.ts).
export default defineProject({
  plugins: messagePlugins(),
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
  },
});
