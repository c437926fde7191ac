import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { craftPngHeader, listFiles, makeGpsTaggedJpeg, makeImage } from '../helpers/images.js';
import type { FormPart } from '../helpers/multipart.js';
import { createPostRequest, neighbour } from '../helpers/posts.js';

const MAX_BYTES = 200_000;
let ctx: TestContext;
let mediaDir: string;
let me: { id: string; headers: { authorization: string } };

beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_MAX_PIXELS: '4000000' });
  mediaDir = path.join(ctx.dataDir, 'media');
  me = await neighbour(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
  name: 'media',
  filename,
  contentType,
  data,
});

async function postCount(): Promise<number> {
  const rows = await ctx.database.db.selectFrom('posts').select('id').where('author_id', '=', me.id).execute();
  return rows.length;
}

/** Every failure below must leave the media folder and the posts table as they were. */
async function expectNothingLeft(filesBefore: string[], postsBefore: number) {
  expect(await listFiles(mediaDir)).toEqual(filesBefore);
  expect(await postCount()).toBe(postsBefore);
}

describe('posts with images', () => {
  it('stores images in order, stripped of GPS and EXIF, with thumbnails', async () => {
    const response = await createPostRequest(ctx.app, me.headers, 'Sunset over the park', [
      file(await makeGpsTaggedJpeg(80, 40), 'gps.jpg'),
      file(await makeImage('png', 64, 48), 'b.png', 'image/png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json().data;
    expect(post.media).toHaveLength(2);
    // EXIF orientation 6 was applied (80×40 → 40×80), then forgotten.
    expect(post.media[0]).toMatchObject({ width: 40, height: 80 });
    expect(post.media[1]).toMatchObject({ width: 64, height: 48 });
    for (const item of post.media) {
      for (const url of [item.url, item.thumbnail_url]) {
        expect(url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}(-thumb)?\.webp$/);
        const served = await ctx.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        for (const marker of ['Exif', 'GPS', 'WGS-84', 'SecretCam'])
          expect(served.rawPayload.includes(marker)).toBe(false);
      }
    }
    const again = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${post.id}`, headers: me.headers });
    expect(again.json().data.media).toEqual(post.media);
  });

  it('deleting a post deletes its files', async () => {
    const response = await createPostRequest(ctx.app, me.headers, 'Temporary', [file(await makeImage('jpeg'))]);
    const post = response.json().data;
    const key = post.media[0].url.slice('/media/'.length);
    expect(await ctx.app.mediaStorage.exists(key)).toBe(true);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${post.id}`, headers: me.headers });
    expect(removed.statusCode).toBe(200);
    expect(await ctx.app.mediaStorage.exists(key)).toBe(false);
    expect(await ctx.app.mediaStorage.exists(post.media[0].thumbnail_url.slice('/media/'.length))).toBe(false);
    const rows = await ctx.database.db.selectFrom('post_media').select('id').where('post_id', '=', post.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses SVG and polyglots with 415 and leaves no files or rows', async () => {
    const filesBefore = await listFiles(mediaDir);
    const postsBefore = await postCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const polyglot = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from('<html><script>alert(1)</script>')]);
    for (const bad of [
      file(svg, 'cat.svg', 'image/svg+xml'),
      file(svg, 'cat.png', 'image/png'),
      file(polyglot, 'x.gif'),
    ]) {
      // A good image first, so a file is stored before the bad one fails the request.
      const response = await createPostRequest(ctx.app, me.headers, 'Look', [file(await makeImage('jpeg')), bad]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ status: 'error', message: expect.stringContaining('JPEG') });
      await expectNothingLeft(filesBefore, postsBefore);
    }
  });

  it('refuses an image over the byte limit with 413', async () => {
    const filesBefore = await listFiles(mediaDir);
    const postsBefore = await postCount();
    const noisy = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_BYTES);
    const response = await createPostRequest(ctx.app, me.headers, 'Big', [file(await makeImage('jpeg')), file(noisy)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Each image must be 0.2 MB or smaller.');
    await expectNothingLeft(filesBefore, postsBefore);
  });

  it('refuses huge dimensions from the header, before decoding, with 413', async () => {
    const filesBefore = await listFiles(mediaDir);
    const postsBefore = await postCount();
    // 50,000 × 50,000 declared in a file of a few bytes: decoding would fail, so 413 proves the check came first.
    const bomb = craftPngHeader(50_000, 50_000);
    const response = await createPostRequest(ctx.app, me.headers, 'Bomb', [file(bomb, 'bomb.png', 'image/png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/dimensions are too large/);
    await expectNothingLeft(filesBefore, postsBefore);
  });

  it('refuses more files than UPLOAD_MAX_FILES_PER_POST with a clear 400', async () => {
    const filesBefore = await listFiles(mediaDir);
    const postsBefore = await postCount();
    const image = await makeImage('png');
    const files = Array.from({ length: 5 }, (_, i) => file(image, `${i}.png`, 'image/png'));
    const response = await createPostRequest(ctx.app, me.headers, 'Five photos', files);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You can attach at most 4 images.');
    await expectNothingLeft(filesBefore, postsBefore);
    const four = await createPostRequest(ctx.app, me.headers, 'Four photos', files.slice(0, 4));
    expect(four.statusCode).toBe(201);
    expect(four.json().data.media).toHaveLength(4);
  });

  it('deletes the stored images when the text is invalid (no orphan files)', async () => {
    const filesBefore = await listFiles(mediaDir);
    const postsBefore = await postCount();
    const response = await createPostRequest(ctx.app, me.headers, '   ', [file(await makeImage('jpeg'))]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ content: 'Content is required' });
    await expectNothingLeft(filesBefore, postsBefore);
    const noText = await createPostRequest(ctx.app, me.headers, undefined, [file(await makeImage('jpeg'))]);
    expect(noText.statusCode).toBe(400);
    await expectNothingLeft(filesBefore, postsBefore);
  });
});
