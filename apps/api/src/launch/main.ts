import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setV8Flag, V8_FLAGS } from '../v8-flags.js';
import { codeCacheFile, loadWithCodeCache } from './code-cache.js';

/** A digest of the bundle's content, set by the build (scripts/build-api.mjs). */
declare const OURHOOD_APP_BUNDLE_ID: string;

/**
 * How long after the server listens its code cache is written, when it had none: by then its first
 * requests have compiled the request path too, which the cache then holds.
 */
const SAVE_CACHE_AFTER_MS = 5_000;

// The built server's entry (dist/main.js): the server itself is one CommonJS bundle next to it
// (dist/app.cjs), loaded with V8's code cache of an earlier start of the same build (decision 0045).
// The flags the server sets as it runs are set first: V8 checks that a cache's flags are the
// process's, and the cache is written once they are set.
for (const flag of Object.values(V8_FLAGS)) setV8Flag(flag);
const dist = path.dirname(fileURLToPath(import.meta.url));
const app = loadWithCodeCache<{ runServerProcess(): Promise<void> }>(
  path.join(dist, 'app.cjs'),
  codeCacheFile(dist, OURHOOD_APP_BUNDLE_ID),
);
await app.exports.runServerProcess();
if (app.cache !== 'used') setTimeout(() => app.saveCache(), SAVE_CACHE_AFTER_MS).unref();
