import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import {
  acceptedImageTypes,
  deleteStoredImages,
  processImage,
  sniffImageType,
  storedImageKeys,
  type ImageLimits,
} from '../../src/lib/images/index.js';
import { loadSharp } from '../../src/lib/images/sharp-loader.js';
import { LocalDiskStorage } from '../../src/lib/storage/index.js';
import { craftPngHeader, listFiles, makeAnimatedGif, makeGpsTaggedJpeg, makeImage } from '../helpers/images.js';

const limits: ImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 };
let root: string;
let storage: LocalDiskStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-images-'));
  storage = new LocalDiskStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const stored = (url: string) => fs.readFile(path.join(root, url.replace(/^\/media\//, '')));

describe('sniffImageType', () => {
  it('recognises the accepted formats from their bytes', async () => {
    expect(sniffImageType(await makeImage('jpeg'))).toBe('jpeg');
    expect(sniffImageType(await makeImage('png'))).toBe('png');
    expect(sniffImageType(await makeImage('webp'))).toBe('webp');
    expect(sniffImageType(await makeImage('gif'))).toBe('gif');
    expect(sniffImageType(await makeImage('avif'))).toBe('avif');
  });

  it('recognises nothing else', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      '%PDF-1.7',
      'hello',
      '',
    ]) {
      expect(sniffImageType(Buffer.from(text))).toBeUndefined();
    }
    expect(sniffImageType(Buffer.from([0x49, 0x49, 0x2a, 0x00]))).toBeUndefined(); // TIFF
  });
});

describe('processImage', () => {
  it('applies EXIF orientation, then strips every piece of metadata (GPS above all)', async () => {
    const input = await makeGpsTaggedJpeg(80, 40);
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    // The fixture really carries EXIF with a GPS block and a camera name.
    for (const marker of ['Exif', 'WGS-84', 'SecretCam']) expect(input.includes(marker)).toBe(true);

    const image = await processImage(input, { storage, limits });
    // Orientation 6 turns an 80×40 landscape into a 40×80 portrait.
    expect([image.width, image.height]).toEqual([40, 80]);

    for (const url of [image.url, image.thumbnail_url]) {
      const output = await stored(url);
      const metadata = await sharp(output).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      for (const marker of ['Exif', 'GPS', 'WGS-84', 'SecretCam', 'Spy 3000', 'XMP'])
        expect(output.includes(marker)).toBe(false);
    }
  });

  it('accepts PNG, WebP, GIF and (when decodable) AVIF, re-encoded as WebP', async () => {
    // Whether this sharp build decodes AVIF, asked here (the server itself never loads sharp).
    await loadSharp();
    const formats = ['png', 'webp', 'gif', ...(acceptedImageTypes().has('avif') ? (['avif'] as const) : [])] as const;
    for (const format of formats) {
      const image = await processImage(await makeImage(format, 64, 48), { storage, limits });
      expect(image).toMatchObject({ width: 64, height: 48 });
      expect((await sharp(await stored(image.url)).metadata()).format).toBe('webp');
    }
  });

  it('returns public URLs, storage keys and random names', async () => {
    const bytes = await makeImage('png');
    const [a, b] = [await processImage(bytes, { storage, limits }), await processImage(bytes, { storage, limits })];
    expect(a.url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect(a.thumbnail_url).toBe(a.url.replace('.webp', '-thumb.webp'));
    expect(a.keys).toEqual({
      display: a.url.slice('/media/'.length),
      thumbnail: a.thumbnail_url.slice('/media/'.length),
    });
    expect(a.url).not.toBe(b.url);
    expect(await listFiles(root)).toHaveLength(4);
  });

  it('scales to the display size and a thumbnail without enlarging', async () => {
    const big = await processImage(await makeImage('jpeg', 3200, 1000), { storage, limits });
    expect([big.width, big.height]).toEqual([1600, 500]);
    const thumbnail = await sharp(await stored(big.thumbnail_url)).metadata();
    expect([thumbnail.width, thumbnail.height]).toEqual([400, 125]);

    const small = await processImage(await makeImage('png', 100, 50), { storage, limits });
    expect([small.width, small.height]).toEqual([100, 50]);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const animated = await makeAnimatedGif(30, 20);
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const image = await processImage(animated, { storage, limits });
    expect([image.width, image.height]).toEqual([30, 20]);
    const output = await stored(image.url);
    expect((await sharp(output).metadata()).pages ?? 1).toBe(1);
    // The first frame is the red one.
    const { dominant } = await sharp(output).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('rejects SVG, HTML, PDF and text with 415 and a clear message', async () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<!doctype html><script>alert(1)</script>',
      '%PDF-1.4\n1 0 obj',
      'just some text',
    ]) {
      const error = await rejection(processImage(Buffer.from(text), { storage, limits }));
      expect(error.statusCode).toBe(415);
      expect(error.message).toMatch(/^Only JPEG, PNG, WebP, GIF.* images are allowed\.$/);
    }
    expect(await listFiles(root)).toEqual([]);
  });

  it('rejects polyglots: an image signature followed by HTML/JS', async () => {
    for (const head of ['GIF89a', '\xff\xd8\xff\xe0', '\x89PNG\r\n\x1a\n']) {
      const polyglot = Buffer.concat([
        Buffer.from(head, 'latin1'),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      const error = await rejection(processImage(polyglot, { storage, limits }));
      expect(error.statusCode).toBe(415);
    }
    expect(await listFiles(root)).toEqual([]);
  });

  it('re-encodes a real image with a payload appended, so the payload is gone', async () => {
    const payload = '<script>alert("xss")</script>';
    const input = Buffer.concat([await makeImage('jpeg'), Buffer.from(payload)]);
    const image = await processImage(input, { storage, limits });
    expect((await stored(image.url)).includes(payload)).toBe(false);
  });

  it('rejects more bytes than the limit with 413', async () => {
    const bytes = await makeImage('png', 64, 64);
    const error = await rejection(processImage(bytes, { storage, limits: { ...limits, maxBytes: bytes.length - 1 } }));
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(/or smaller/);
  });

  it('rejects huge declared dimensions from the header, before decoding', async () => {
    const bomb = craftPngHeader(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    const error = await rejection(processImage(bomb, { storage, limits }));
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(/at most 40 megapixels/);
    expect(performance.now() - started).toBeLessThan(1000);

    // Also below sharp's own limit: our check reads the header (the crafted file cannot be decoded,
    // so a 413 rather than a 415 shows that nothing was decoded).
    const tall = await rejection(
      processImage(craftPngHeader(3000, 2000), { storage, limits: { ...limits, maxPixels: 5_000_000 } }),
    );
    expect(tall.statusCode).toBe(413);
    expect(await listFiles(root)).toEqual([]);
  });

  it('rejects a truncated image with 415', async () => {
    const bytes = await makeImage('png', 200, 200);
    const error = await rejection(processImage(bytes.subarray(0, 60), { storage, limits }));
    expect(error.statusCode).toBe(415);
  });
});

describe('deleteStoredImages', () => {
  it('deletes display and thumbnail files and never throws', async () => {
    const images = [
      await processImage(await makeImage('png'), { storage, limits }),
      await processImage(await makeImage('jpeg'), { storage, limits }),
    ];
    expect(await listFiles(root)).toHaveLength(4);
    const failed = await deleteStoredImages(storage, [...storedImageKeys(images), '../not-a-key']);
    expect(failed).toEqual(['../not-a-key']);
    expect(await listFiles(root)).toEqual([]);
  });
});
