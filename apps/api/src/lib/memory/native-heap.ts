import { createRequire } from 'node:module';

/**
 * glibc's `malloc_trim(0)`: gives the system back the free pages anywhere in malloc's heaps, not
 * only at their top (decision 0085). Answers undefined where there is no glibc (musl, macOS,
 * Windows), or when the FFI cannot be loaded; the server then simply keeps what malloc keeps.
 *
 * Why: under a busy mix (decision 0084's bench), the main arena grew from 8 to 84 MB and stayed
 * there once the load was over: small blocks freed in any order leave pages that are free but
 * below blocks still in use, which malloc returns only when asked. Asked once, it gave back 53 MB.
 */
export function loadNativeHeapTrim(): (() => void) | undefined {
  // glibc is libc.so.6 on Linux; musl has neither that name nor malloc_trim, so the load fails there.
  if (process.platform !== 'linux') return undefined;
  try {
    // Loaded here, once the server first calms down, not at the start (decision 0055): koffi and
    // its prebuilt binary (a platform package, no install script) cost 15 ms and nothing unless used.
    const require = createRequire(import.meta.url);
    const koffi = require('koffi') as typeof import('koffi');
    const libc = koffi.load('libc.so.6');
    const mallocTrim = libc.func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => {
      mallocTrim(0);
    };
  } catch {
    return undefined;
  }
}
