import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isMediaKey, LocalDiskStorage, newMediaKeyBase } from '../../src/lib/storage/index.js';
import { listFiles } from '../helpers/images.js';

let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-media-'));
  storage = new LocalDiskStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('media keys', () => {
  it('are 128 random bits, sharded by their first byte', () => {
    const base = newMediaKeyBase();
    expect(base).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{30}$/);
    expect(newMediaKeyBase()).not.toBe(base);
    expect(isMediaKey(`${base}.webp`)).toBe(true);
    expect(isMediaKey(`${base}-thumb.webp`)).toBe(true);
  });

  it('refuse anything that could escape the media folder', () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'ab/../../x.webp', 'ab/cd.webp', '', 'ab\\x.webp']) {
      expect(isMediaKey(key)).toBe(false);
    }
    // The shard must match the name, so a key cannot pick another folder.
    expect(isMediaKey(`00/${'ab'.repeat(16)}.webp`)).toBe(false);
  });
});

describe('LocalDiskStorage', () => {
  it('stores, reports, serves the URL of and deletes a file', async () => {
    const key = `${newMediaKeyBase()}.webp`;
    await storage.put(key, Buffer.from('hello'));
    expect(await fs.readFile(path.join(root, key), 'utf8')).toBe('hello');
    expect(await storage.exists(key)).toBe(true);
    expect(storage.urlFor(key)).toBe(`/media/${key}`);
    expect(storage.keyFromUrl(`/media/${key}`)).toBe(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    // Deleting again is fine.
    await storage.delete(key);
  });

  it('leaves no temporary files behind', async () => {
    const keys = Array.from({ length: 5 }, () => `${newMediaKeyBase()}.webp`);
    await Promise.all(keys.map((key) => storage.put(key, Buffer.alloc(1000, 1))));
    expect((await listFiles(root)).sort()).toEqual(keys.map((key) => path.normalize(key)).sort());
  });

  it('writes into a folder it made before without asking again, and makes it again if it was removed', async () => {
    const first = `${newMediaKeyBase()}.webp`;
    const shard = first.slice(0, 2);
    await storage.put(first, Buffer.from('one'));
    // Removed by hand (or a restore) while the process kept running.
    await fs.rm(path.join(root, shard), { recursive: true });
    // The same shard: the key's first byte names its folder.
    const second = `${shard}/${shard}${newMediaKeyBase().slice(5)}.webp`;
    await storage.put(second, Buffer.from('two'));
    expect(await fs.readFile(path.join(root, second), 'utf8')).toBe('two');
  });

  it('refuses invalid keys for writing and deleting', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Invalid media key/);
    await expect(storage.delete('../../etc/passwd')).rejects.toThrow(/Invalid media key/);
    expect(await storage.exists('../x')).toBe(false);
    expect(await listFiles(path.dirname(root))).not.toContain(path.join(path.basename(root), '..', 'escape.webp'));
  });

  it('accepts only URLs it handed out', () => {
    expect(storage.keyFromUrl('https://evil.example/media/ab/x.webp')).toBeUndefined();
    expect(storage.keyFromUrl('/media/../secret')).toBeUndefined();
    expect(storage.keyFromUrl('/uploads/ab/ab.webp')).toBeUndefined();
  });
});
