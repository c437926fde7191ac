// npm start: build the web app and the API when their sources changed since the last build
// (build-when-stale.mjs), then serve the built API (plain JavaScript, no loader: decision 0015).
import { spawn } from 'node:child_process';
import { buildWhenStale } from './build-when-stale.mjs';

buildWhenStale(['web', 'api']);

// Forward stop signals so `kill -TERM` on npm shuts the server down gracefully, not orphaned.
// Two malloc arenas instead of glibc's eight per core: the native memory of image decoding (sharp)
// and of the database driver goes back to fewer, reused arenas, so RSS after a burst of uploads
// settles near idle instead of staying ~1.8× above it (decision 0032). An explicit setting wins.
// Young generation semi-spaces of at most 8 MB instead of V8's 16: under load V8 grows them to the
// maximum and never gives them back while idle (30 MB of the memory left after a load test);
// 8 MB cost the feed about 4 % of its throughput, 4 MB cost 16 % (decision 0060).
// A fixed mmap threshold (glibc's default, 128 KB): glibc otherwise raises it to the size of each
// large block freed (a 2.4 MB upload, a big response), after which such blocks come from the heap
// and stay there, fragmented; the server kept 30 MB more after the bench than with it fixed
// (decision 0061).
const server = spawn(process.execPath, ['--max-semi-space-size=8', 'apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
