import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../../src/config.js';
import { createMediaStorage, DeletesRetriedByJob, type MediaStorage } from '../../src/lib/storage/index.js';
import { makeImage } from '../helpers/images.js';
import { createPostRequest, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let s3: TestS3Server;
let proxy: TestContext;
let redirect: TestContext;

beforeAll(async () => {
  s3 = await startS3Server();
  proxy = await createTestApp({ ...s3.config });
  redirect = await createTestApp({ ...s3.config, S3_SERVE: 'redirect' });
});

afterAll(async () => {
  await proxy?.close();
  await redirect?.close();
  await s3?.close();
});

async function storedKeys(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list()) keys.push(item.key);
  return keys.sort();
}

const photo = async (name = 'porch.jpg') => ({
  name: 'media',
  filename: name,
  contentType: 'image/jpeg',
  data: await makeImage('jpeg', 120, 80),
});

describe('media on S3-compatible storage', () => {
  it('stores a post photo in the bucket, serves it at the same /media/ URL, and deletes it with the post', async () => {
    const me = await neighbour(proxy.app, PARK_SLOPE);
    const created = await createPostRequest(proxy.app, me.headers, 'Porch light', [await photo()]);
    expect(created.statusCode).toBe(201);
    const [media] = created.json().data.media as { url: string; thumbnail_url: string }[];
    expect(media!.url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    const key = proxy.app.mediaStorage.keyFromUrl(media!.url)!;
    expect(await proxy.app.mediaStorage.exists(key)).toBe(true);

    const served = await proxy.app.inject({ method: 'GET', url: media!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);

    const missing = await proxy.app.inject({ method: 'GET', url: media!.url.replace(/\.webp$/, '-x.webp') });
    expect(missing.statusCode).toBe(404);
    const escape = await proxy.app.inject({ method: 'GET', url: '/media/..%2f..%2fetc%2fpasswd' });
    expect(escape.statusCode).toBe(404);

    const deleted = await proxy.app.inject({
      method: 'DELETE',
      url: `/api/v1/posts/${created.json().data.id}`,
      headers: me.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await proxy.app.mediaStorage.exists(key)).toBe(false);
    expect(await proxy.app.mediaStorage.exists(proxy.app.mediaStorage.keyFromUrl(media!.thumbnail_url)!)).toBe(false);
  });

  it('leaves no object behind when a request fails after storing a photo', async () => {
    const me = await neighbour(proxy.app, PARK_SLOPE);
    const before = await storedKeys(proxy.app.mediaStorage);
    const svg = { name: 'media', filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg/>') };
    const refused = await createPostRequest(proxy.app, me.headers, 'Half', [await photo(), svg]);
    expect(refused.statusCode).toBe(415);
    expect(await storedKeys(proxy.app.mediaStorage)).toEqual(before);
  });

  it('redirects /media/ to a short-lived signed URL when S3_SERVE=redirect', async () => {
    const me = await neighbour(redirect.app, PARK_SLOPE);
    const created = await createPostRequest(redirect.app, me.headers, 'Signed', [await photo()]);
    const [media] = created.json().data.media as { url: string }[];
    const answer = await redirect.app.inject({ method: 'GET', url: media!.url });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, max-age=240');
    const location = String(answer.headers.location);
    expect(location).toContain(s3.endpoint);
    expect(location).toContain('X-Amz-Signature=');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(
      Buffer.from(await fetched.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
  });
});

describe('deleting media while the bucket is away', () => {
  it('queues the deletion as a durable job that retries until the bucket is back', async () => {
    const server = await startS3Server();
    const ctx = await createTestApp({ ...server.config }, { startJobs: false });
    try {
      const me = await neighbour(ctx.app, PARK_SLOPE);
      const created = await createPostRequest(ctx.app, me.headers, 'Soon gone', [await photo()]);
      const post = created.json().data as { id: string; media: { url: string; thumbnail_url: string }[] };
      const keys = [post.media[0]!.url, post.media[0]!.thumbnail_url].map((url) =>
        ctx.app.mediaStorage.keyFromUrl(url)!,
      );
      // The bucket points nowhere now: an S3 storage on a closed port (same bucket, no server).
      const durable = ctx.app.mediaStorage.inner as DeletesRetriedByJob;
      const online = durable.inner;
      const offline = await createMediaStorage(configFrom({ ...server.config, S3_ENDPOINT: 'http://127.0.0.1:9' }));
      Object.assign(durable, { inner: offline });

      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${post.id}`, headers: me.headers });
      expect(deleted.statusCode).toBe(200);
      const queued = await ctx.database.db
        .selectFrom('jobs')
        .select(['kind', 'payload'])
        .where('kind', '=', 'media.delete')
        .execute();
      expect(
        queued.flatMap((job) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload).keys).sort(),
      ).toEqual([...keys].sort());
      expect(await online.exists(keys[0]!)).toBe(true);

      // Back online: the queued jobs delete the objects and leave the queue.
      Object.assign(durable, { inner: online });
      await ctx.app.jobs.drain();
      for (const key of keys) expect(await online.exists(key)).toBe(false);
      expect(
        await ctx.database.db.selectFrom('jobs').select('id').where('kind', '=', 'media.delete').execute(),
      ).toEqual([]);
    } finally {
      await ctx.close();
      await server.close();
    }
  });
});

describe('the content security policy with media elsewhere', () => {
  it('lets images come from the bucket a redirect leads to, or from the CDN', async () => {
    // The pages' policy (API answers allow nothing at all).
    const redirected = await redirect.app.inject({ method: 'GET', url: '/' });
    expect(String(redirected.headers['content-security-policy'])).toContain(
      `img-src 'self' data: blob: ${s3.endpoint}`,
    );
    const proxied = await proxy.app.inject({ method: 'GET', url: '/' });
    expect(String(proxied.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });
});

describe('uploading while the bucket is away', () => {
  it('answers 503 with Retry-After and stores no post', async () => {
    const ctx = await createTestApp({ ...s3.config, S3_ENDPOINT: 'http://127.0.0.1:9' });
    try {
      const me = await neighbour(ctx.app, PARK_SLOPE);
      const response = await createPostRequest(ctx.app, me.headers, 'Offline photo', [await photo()]);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      const posts = await ctx.database.db.selectFrom('posts').select('id').where('author_id', '=', me.id).execute();
      expect(posts).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
