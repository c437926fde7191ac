import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheFile, loadWithCodeCache } from '../../src/launch/code-cache.js';

interface Bundle {
  answer(): number;
  where: string;
  joined: string;
}

// A CommonJS bundle as the build writes one: its own require, __dirname, and functions that run.
const BUNDLE = `
const path = require('node:path');
exports.answer = () => [1, 2, 3, 4, 5, 6].reduce((sum, n) => sum + n, 0) * 2;
exports.where = __dirname;
exports.joined = path.join('a', 'b');
`;

let dir: string;
let bundleFile: string;
let cacheFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ourhood-code-cache-'));
  bundleFile = path.join(dir, 'app.cjs');
  fs.writeFileSync(bundleFile, BUNDLE);
  cacheFile = codeCacheFile(dir, 'build-one');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('loading the server bundle with a code cache', () => {
  it('runs the bundle as a module, then writes a cache that the next load uses', () => {
    const first = loadWithCodeCache<Bundle>(bundleFile, cacheFile);
    expect(first.cache).toBe('absent');
    expect(first.exports.answer()).toBe(42);
    expect(first.exports.where).toBe(dir);
    expect(first.exports.joined).toBe(path.join('a', 'b'));
    expect(first.saveCache()).toBe(true);
    expect(fs.statSync(cacheFile).size).toBeGreaterThan(0);

    const second = loadWithCodeCache<Bundle>(bundleFile, cacheFile);
    expect(second.cache).toBe('used');
    expect(second.exports.answer()).toBe(42);
    // A cache in use is not written again at every start.
    expect(second.saveCache()).toBe(false);
  });

  it('writes a fresh cache over one V8 turns down, and leaves no partial file', () => {
    fs.writeFileSync(cacheFile, 'not a code cache');
    const load = loadWithCodeCache<Bundle>(bundleFile, cacheFile);
    expect(load.cache).toBe('rejected');
    expect(load.exports.answer()).toBe(42);
    expect(load.saveCache()).toBe(true);
    expect(loadWithCodeCache<Bundle>(bundleFile, cacheFile).cache).toBe('used');
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it("names the cache after the build, and removes other builds' caches when it writes its own", () => {
    const older = codeCacheFile(dir, 'build-zero');
    expect(older).not.toBe(cacheFile);
    fs.writeFileSync(older, 'an older build');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a cache');
    expect(loadWithCodeCache<Bundle>(bundleFile, cacheFile).saveCache()).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['app.cjs', path.basename(cacheFile), 'notes.txt'].sort());
  });

  it('starts without a cache where it cannot write one', () => {
    const nowhere = path.join(dir, 'missing-folder', path.basename(cacheFile));
    const load = loadWithCodeCache<Bundle>(bundleFile, nowhere);
    expect(load.cache).toBe('absent');
    expect(load.saveCache()).toBe(false);
    expect(load.exports.answer()).toBe(42);
  });
});
