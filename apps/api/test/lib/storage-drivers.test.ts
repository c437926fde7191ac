import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../../src/config.js';
import { createMediaStorage, newMediaKeyBase, type MediaStorage } from '../../src/lib/storage/index.js';
import type { S3Storage } from '../../src/lib/storage/s3-storage.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';

let s3: TestS3Server;
let root: string;
const drivers: Record<'local' | 's3', () => Promise<MediaStorage>> = {
  local: () => createMediaStorage(configFrom({ MEDIA_DIR: root })),
  s3: () => createMediaStorage(configFrom({ ...s3.config })),
};

beforeAll(async () => {
  s3 = await startS3Server();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-media-'));
});

afterAll(async () => {
  await s3?.close();
  await fs.rm(root, { recursive: true, force: true });
});

// One contract, both drivers: services cannot tell them apart.
describe.each(['local', 's3'] as const)('the %s media storage', (driver) => {
  it('stores, opens, lists, reports and deletes, with the same /media/ URLs', async () => {
    const storage = await drivers[driver]();
    const key = `${newMediaKeyBase()}.webp`;
    await storage.put(key, Buffer.from('hello'));
    expect(await storage.exists(key)).toBe(true);
    const opened = await storage.open(key);
    expect(opened?.size).toBe(5);
    expect(await text(opened!.body)).toBe('hello');
    const listed = [];
    for await (const item of storage.list()) listed.push(item);
    expect(listed).toContainEqual({ key, size: 5 });
    expect(storage.urlFor(key)).toBe(`/media/${key}`);
    expect(storage.keyFromUrl(`/media/${key}`)).toBe(key);
    expect(storage.keyFromUrl(`https://elsewhere.example/${key}`)).toBeUndefined();
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeUndefined();
    await storage.delete(key); // deleting a missing key is fine
  });

  it('refuses keys it could not have made', async () => {
    const storage = await drivers[driver]();
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Invalid media key/);
    await expect(storage.delete('../../etc/passwd')).rejects.toThrow(/Invalid media key/);
    expect(await storage.exists('../x.webp')).toBe(false);
    expect(await storage.open('ab/../../x.webp')).toBeUndefined();
  });
});

describe('the S3 storage', () => {
  it('points URLs at MEDIA_PUBLIC_URL when a CDN is set, and still reads /media/ URLs', async () => {
    const storage = await createMediaStorage(
      configFrom({ ...s3.config, MEDIA_PUBLIC_URL: 'https://cdn.example/media/' }),
    );
    const key = `${newMediaKeyBase()}.webp`;
    expect(storage.urlFor(key)).toBe(`https://cdn.example/media/${key}`);
    expect(storage.keyFromUrl(`https://cdn.example/media/${key}`)).toBe(key);
    expect(storage.keyFromUrl(`/media/${key}`)).toBe(key);
  });

  it('stores the media type and a year of caching on each object', async () => {
    const storage = (await drivers.s3()) as S3Storage;
    const key = `${newMediaKeyBase()}-thumb.webp`;
    await storage.put(key, Buffer.from('webp bytes'));
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const head = await storage.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    const signed = await storage.signedUrl(key, 60);
    const fetched = await fetch(signed);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('webp bytes');
  });

  it('is refused by the configuration without a bucket, or with half the credentials', () => {
    expect(() => configFrom({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => configFrom({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /set both, or neither/,
    );
    expect(() => configFrom({ MEDIA_PUBLIC_URL: 'https://cdn.example/media' })).toThrow(/end with a slash/);
  });
});
