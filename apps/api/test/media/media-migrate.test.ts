import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../../src/config.js';
import { copyMedia } from '../../src/lib/storage/copy-media.js';
import { createMediaStorage, newMediaKeyBase, type MediaStorage } from '../../src/lib/storage/index.js';
import { spawnTs, waitForExit } from '../helpers/child-process.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';

let s3: TestS3Server;
let mediaDir: string;
let disk: MediaStorage;
let bucket: MediaStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-migrate-'));
  const config = configFrom({ ...s3.config, MEDIA_DIR: mediaDir });
  disk = await createMediaStorage(config, 'local');
  bucket = await createMediaStorage(config, 's3');
});

afterAll(async () => {
  await s3?.close();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

async function sizes(storage: MediaStorage): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for await (const item of storage.list()) found[item.key] = item.size;
  return found;
}

describe('media:migrate', () => {
  it('copies every file to the bucket, resumes after an interruption, verifies sizes, and copies back', async () => {
    const keys = Array.from({ length: 5 }, (_, index) => `${newMediaKeyBase()}${index % 2 ? '-thumb' : ''}.webp`);
    for (const [index, key] of keys.entries()) await disk.put(key, Buffer.alloc(100 + index, index));
    // A temporary file of an interrupted upload is not media: it is not copied.
    await fs.writeFile(path.join(mediaDir, keys[0]!.slice(0, 2), '.partial.tmp'), 'x');

    // An earlier run that stopped after two files.
    for (const key of keys.slice(0, 2)) await bucket.put(key, Buffer.alloc(100 + keys.indexOf(key), keys.indexOf(key)));
    const first = await copyMedia(disk, bucket);
    expect(first).toEqual({ total: 5, copied: 3, skipped: 2, mismatched: [] });
    expect(await sizes(bucket)).toEqual(await sizes(disk));
    expect(await copyMedia(disk, bucket)).toEqual({ total: 5, copied: 0, skipped: 5, mismatched: [] });

    // A file of the wrong size in the target (a torn copy) is copied again.
    await bucket.put(keys[4]!, Buffer.alloc(1));
    expect((await copyMedia(disk, bucket)).copied).toBe(1);

    const back = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-back-'));
    try {
      const restored = await createMediaStorage(configFrom({ MEDIA_DIR: back }), 'local');
      expect(await copyMedia(bucket, restored)).toMatchObject({ total: 5, copied: 5, mismatched: [] });
      expect(await sizes(restored)).toEqual(await sizes(disk));
    } finally {
      await fs.rm(back, { recursive: true, force: true });
    }
  });

  it('runs as `npm run media:migrate -- --to s3` and refuses a missing direction', async () => {
    const child = spawnTs('src/cli/media-migrate.ts', ['--to', 's3'], { ...s3.config, MEDIA_DIR: mediaDir });
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const done = await waitForExit(child);
    expect(done.code).toBe(0);
    expect(stdout).toMatch(/5 file\(s\) in local: 0 copied, 5 already in s3, 0 mismatched/);
    const wrong = await waitForExit(spawnTs('src/cli/media-migrate.ts', [], { ...s3.config }));
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run media:migrate -- --to s3|local');
  });
});
