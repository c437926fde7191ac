import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** What became of a bundle's code cache when it was loaded. */
export type CodeCacheState = 'used' | 'rejected' | 'absent';

export interface LoadedBundle<Exports> {
  exports: Exports;
  cache: CodeCacheState;
  /**
   * Writes the code of every function compiled so far as the bundle's code cache, when this load
   * had none to use, and removes the caches of other builds; answers whether it wrote one. Never
   * throws: a server whose folder is read-only starts without a cache, as before.
   */
  saveCache(): boolean;
}

const CACHE_FILE = /^code-cache-.+\.bin$/;

/**
 * The code cache's file for one build of a bundle (`bundleId`, a digest of its content) on this
 * Node.js: V8 checks the version and its flags itself, but of the source only the length, so a
 * cache must never meet another build's bundle.
 */
export function codeCacheFile(dir: string, bundleId: string): string {
  return path.join(dir, `code-cache-${bundleId}-${process.version}-${process.arch}.bin`);
}

/**
 * Loads a CommonJS bundle as Node loads a module (its own require, module, exports, __filename,
 * __dirname), compiled from V8's code cache in `cacheFile` when there is one and V8 accepts it.
 *
 * Node 20, which the project ran on when this was written, keeps no compile cache of its own, so
 * each start parsed the server's 2.6 MB of JavaScript and compiled every function it ran (decision
 * 0045). Node 22 (now the lowest supported) has `module.enableCompileCache`, which could take this
 * one's place once it is measured against it on the same start.
 */
export function loadWithCodeCache<Exports>(bundleFile: string, cacheFile: string): LoadedBundle<Exports> {
  const source = fs.readFileSync(bundleFile, 'utf8');
  const cachedData = readIfPresent(cacheFile);
  const script = new vm.Script(Module.wrap(source), { filename: bundleFile, cachedData });
  const cache: CodeCacheState = !cachedData ? 'absent' : script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {} as Exports };
  const run = script.runInThisContext() as (
    exports: Exports,
    require: NodeJS.Require,
    module: { exports: Exports },
    filename: string,
    dirname: string,
  ) => void;
  run.call(module.exports, module.exports, createRequire(bundleFile), module, bundleFile, path.dirname(bundleFile));
  return {
    exports: module.exports,
    cache,
    saveCache: () => (cache === 'used' ? false : writeCache(cacheFile, script.createCachedData())),
  };
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(cacheFile: string, data: Buffer): boolean {
  const dir = path.dirname(cacheFile);
  const partial = `${cacheFile}.${process.pid}.partial`;
  try {
    // Written aside, then renamed: a server starting meanwhile reads the whole cache or none.
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, cacheFile);
  } catch {
    fs.rmSync(partial, { force: true });
    return false;
  }
  try {
    for (const name of fs.readdirSync(dir)) {
      if (CACHE_FILE.test(name) && path.join(dir, name) !== cacheFile) fs.rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // Another build's cache left behind costs disk, never a wrong start: its name is not ours.
  }
  return true;
}
