import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageLimitsFrom, readMultipart } from '../../src/lib/images/index.js';
import { listFiles, makeGpsTaggedJpeg, makeImage } from '../helpers/images.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const MAX_BYTES = 200_000;

// A stand-in for the feed's create-post route: store the images, then a "database" step that can
// fail, in which case the upload is discarded exactly as the real route must do.
async function uploadRoutes(app: FastifyInstance) {
  // Public: a test route outside the route table (an API route that declares nothing is signed-in only).
  app.post('/_probe/upload', { config: { access: 'public' } }, async (request) => {
    const upload = await readMultipart(request, {
      storage: app.mediaStorage,
      limits: imageLimitsFrom(app.config),
      maxFiles: app.config.UPLOAD_MAX_FILES_PER_POST,
      fileField: 'media',
    });
    try {
      if (upload.fields.content === 'fail the transaction') throw new Error('database is down');
      const images = upload.images.map(({ url, thumbnail_url, width, height }) => ({
        url,
        thumbnail_url,
        width,
        height,
      }));
      return { status: 'success', message: 'Uploaded', data: { fields: upload.fields, images } };
    } catch (error) {
      await upload.discard();
      throw error;
    }
  });
}

let ctx: TestContext;
let mediaDir: string;

beforeAll(async () => {
  ctx = await createTestApp(
    { UPLOAD_MAX_FILES_PER_POST: '2', UPLOAD_MAX_BYTES: String(MAX_BYTES) },
    { extraRoutes: uploadRoutes },
  );
  mediaDir = path.join(ctx.dataDir, 'media');
});

afterAll(async () => {
  await ctx?.close();
});

function upload(parts: FormPart[]) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/_probe/upload', ...multipartBody(parts) });
}

const image = async (format: 'jpeg' | 'png', filename = `photo.${format}`): Promise<FormPart> => ({
  name: 'media',
  filename,
  contentType: `image/${format}`,
  data: await makeImage(format),
});

describe('readMultipart', () => {
  it('stores the images and returns the text fields, served with nosniff and long cache', async () => {
    const response = await upload([
      { name: 'content', value: 'Hello, hood' },
      { name: 'media', filename: 'gps.jpg', contentType: 'image/jpeg', data: await makeGpsTaggedJpeg(80, 40) },
      await image('png'),
    ]);
    expect(response.statusCode).toBe(200);
    const { fields, images } = response.json().data;
    expect(fields).toEqual({ content: 'Hello, hood' });
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({ width: 40, height: 80, url: expect.stringMatching(/^\/media\/.+\.webp$/) });

    const served = await ctx.app.inject({ method: 'GET', url: images[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(served.rawPayload.includes('WGS-84')).toBe(false);

    const thumbnail = await ctx.app.inject({ method: 'GET', url: images[0].thumbnail_url });
    expect(thumbnail.statusCode).toBe(200);
    expect(await listFiles(mediaDir)).toHaveLength(4);
    await Promise.all(
      images.flatMap((stored: { url: string; thumbnail_url: string }) =>
        [stored.url, stored.thumbnail_url].map((url) => ctx.app.mediaStorage.delete(url.slice('/media/'.length))),
      ),
    );
  });

  it('refuses a text file named .jpg and sent as image/jpeg with 415', async () => {
    const response = await upload([
      { name: 'media', filename: 'photo.jpg', contentType: 'image/jpeg', data: Buffer.from('not an image at all') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/^Only JPEG, PNG, WebP, GIF.* images are allowed\.$/),
    });
  });

  it('refuses an SVG whatever it claims to be', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload([{ name: 'media', filename: 'cat.png', contentType: 'image/png', data: svg }]);
    expect(response.statusCode).toBe(415);
  });

  it('deletes the images already stored when a later one is bad (no orphans)', async () => {
    const response = await upload([
      await image('jpeg'),
      {
        name: 'media',
        filename: 'x.gif',
        contentType: 'image/gif',
        data: Buffer.from('GIF89a<script>alert(1)</script>'),
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await listFiles(mediaDir)).toEqual([]);
  });

  it('refuses more files than the limit with a clear message and leaves nothing behind', async () => {
    const response = await upload([await image('jpeg'), await image('png'), await image('jpeg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You can attach at most 2 images.');
    expect(await listFiles(mediaDir)).toEqual([]);
  });

  it('refuses a file over the byte limit with 413 and leaves nothing behind', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(MAX_BYTES + 10, 7)]);
    const response = await upload([
      await image('png'),
      { name: 'media', filename: 'big.jpg', contentType: 'image/jpeg', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Each image must be 0.2 MB or smaller.',
    });
    expect(await listFiles(mediaDir)).toEqual([]);
  });

  it('deletes the stored images when the step after storage fails', async () => {
    const response = await upload([
      { name: 'content', value: 'fail the transaction' },
      await image('jpeg'),
      await image('png'),
    ]);
    expect(response.statusCode).toBe(500);
    expect(await listFiles(mediaDir)).toEqual([]);
  });

  it('refuses files in other fields and non-multipart requests', async () => {
    const wrongField = await upload([{ ...(await image('png')), name: 'avatar' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe("Files are not accepted in the field 'avatar'.");

    const json = await ctx.app.inject({ method: 'POST', url: '/api/v1/_probe/upload', payload: { content: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await listFiles(mediaDir)).toEqual([]);
  });

  it('accepts a post with text only', async () => {
    const response = await upload([{ name: 'content', value: 'No photos today' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ fields: { content: 'No photos today' }, images: [] });
  });
});
