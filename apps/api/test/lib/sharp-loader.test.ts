import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProcess } from '../../src/lib/images/image-process.js';
import { loadedSharp } from '../../src/lib/images/sharp-loader.js';
import { makeImage } from '../helpers/images.js';
import { createPostRequest, neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0055: the server starts and serves its reads without loading sharp's native binding.
// Decision 0056: nor does it load it for images: the first image starts the image process, which does.
describe('sharp, never in the server process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is not loaded by starting and reading, nor by the first photo, which starts the image process', async () => {
    const me = await neighbour(ctx.app);
    const feed = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts', headers: me.headers });
    expect(feed.statusCode).toBe(200);
    expect(() => loadedSharp()).toThrow(/before loadSharp/);

    const photo = { name: 'media', filename: 'photo.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg') };
    const created = await createPostRequest(ctx.app, me.headers, 'A photo', [photo]);
    expect(created.statusCode, created.body).toBe(201);
    expect(() => loadedSharp()).toThrow(/before loadSharp/);
    expect(imageProcess.running).toBe(true);
  });
});
