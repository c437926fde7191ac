import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, isMediaKey } from './media-key.js';
import type { MediaStorage, StoredObject } from './media-storage.js';

/**
 * Media on the local disk under `rootDir` (config.mediaDir), served by plugins/static-files.ts at
 * `/media/` with long cache headers and nosniff.
 */
export class LocalDiskStorage implements MediaStorage {
  private readonly root: string;
  /**
   * Shard folders this process has made or found. A put into one does not ask for it again: on a
   * busy server every file operation waits its turn for the event loop (2–3 ms each in the busy
   * neighbourhood, decision 0096), and a photo upload waits for its original's put. At most one
   * per shard (256).
   */
  private readonly knownFolders = new Set<string>();

  constructor(
    rootDir: string,
    private readonly publicPrefix = '/media/',
  ) {
    this.root = path.resolve(rootDir);
  }

  private pathOf(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    if (!this.knownFolders.has(dir)) await this.makeFolder(dir);
    // Write beside the target, then rename: a rename within one directory is atomic, so the file
    // appears whole or not at all. The dot name keeps the temporary file out of /media/ (dotfiles
    // are denied there).
    const temporary = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await this.writeNew(temporary, bytes);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  private async makeFolder(dir: string): Promise<void> {
    await fs.mkdir(dir, { recursive: true });
    this.knownFolders.add(dir);
  }

  /** Writes a new file; a known folder removed meanwhile (by hand, a restore) is made again, once. */
  private async writeNew(file: string, bytes: Uint8Array): Promise<void> {
    try {
      await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o644 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await this.makeFolder(path.dirname(file));
      await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o644 });
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async open(key: string): Promise<StoredObject | undefined> {
    if (!isMediaKey(key)) return undefined;
    try {
      const file = await fs.stat(this.pathOf(key));
      if (!file.isFile()) return undefined;
      return { body: createReadStream(this.pathOf(key)), size: file.size };
    } catch {
      return undefined;
    }
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let shards: string[];
    try {
      shards = (await fs.readdir(this.root)).sort();
    } catch {
      return; // Nothing stored yet.
    }
    for (const shard of shards) {
      let names: string[];
      try {
        names = (await fs.readdir(path.join(this.root, shard))).sort();
      } catch {
        continue; // A file, not a shard folder.
      }
      for (const name of names) {
        const key = `${shard}/${name}`;
        if (!isMediaKey(key)) continue; // Temporary files and anything not ours.
        const file = await fs.stat(path.join(this.root, key));
        if (file.isFile()) yield { key, size: file.size };
      }
    }
  }

  urlFor(key: string): string {
    assertMediaKey(key);
    return `${this.publicPrefix}${key}`;
  }

  keyFromUrl(url: string): string | undefined {
    if (!url.startsWith(this.publicPrefix)) return undefined;
    const key = url.slice(this.publicPrefix.length);
    return isMediaKey(key) ? key : undefined;
  }
}
