import { runServerProcess } from './process-entry.js';

// The server's entry from source (`npm run dev`, tests' servers). The production build starts from
// launch/main.ts instead, which loads the same process entry from the bundle with a code cache.
await runServerProcess();
