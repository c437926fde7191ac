import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { loadMediaUrlSecret } from '../../src/lib/storage/index.js';
import { createGroup, createGroupPostRequest } from '../helpers/groups.js';
import { makeImage } from '../helpers/images.js';
import { createPostRequest, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { startS3Server, type TestS3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2026-06-10T12:00:00Z'));
let s3: TestS3Server;
let disk: TestContext;
let bucket: TestContext;

beforeAll(async () => {
  s3 = await startS3Server();
  disk = await createTestApp({}, { clock });
  bucket = await createTestApp({ ...s3.config }, { clock });
});

afterAll(async () => {
  await disk?.close();
  await bucket?.close();
  await s3?.close();
});

const photo = async () => ({
  name: 'media',
  filename: 'a.jpg',
  contentType: 'image/jpeg',
  data: await makeImage('jpeg'),
});

describe.each([
  ['on the disk', () => disk],
  ['in a bucket', () => bucket],
] as const)("a private group's photos %s", (_where, context) => {
  it('are served only through the signed URL the server hands to members, until it expires', async () => {
    const { app } = context();
    clock.set(new Date('2026-06-10T12:00:00Z'));
    const owner = await neighbour(app, PARK_SLOPE);
    const groupId = await createGroup(app, owner.headers, 'Quiet parents', 'private');
    const created = await createGroupPostRequest(app, owner.headers, groupId, 'School run', [await photo()]);
    expect(created.statusCode).toBe(201);
    const { url, thumbnail_url } = created.json().data.media[0] as { url: string; thumbnail_url: string };
    expect(url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp\?exp=\d+&sig=[\w-]{32}$/);

    const signed = await app.inject({ method: 'GET', url });
    expect(signed.statusCode).toBe(200);
    expect(String(signed.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
    expect((await app.inject({ method: 'GET', url: thumbnail_url })).statusCode).toBe(200);

    // The bare key, another key's signature, a forged or truncated one: all look missing.
    const bare = url.split('?')[0]!;
    expect((await app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    const thumbSignature = thumbnail_url.split('?')[1]!;
    expect((await app.inject({ method: 'GET', url: `${bare}?${thumbSignature}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url.replace(/sig=.{4}/, 'sig=AAAA') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url.replace(/exp=\d+/, 'exp=99999999999') })).statusCode).toBe(404);

    // The same URL all day (browsers cache it), dead two days later.
    const again = await app.inject({
      method: 'GET',
      url: `/api/v1/posts/${created.json().data.id}`,
      headers: owner.headers,
    });
    expect(again.json().data.media[0].url).toBe(url);
    clock.advance(2 * DAY);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('leave public photos as they were: plain URLs cached for a year', async () => {
    const { app } = context();
    const me = await neighbour(app, PARK_SLOPE);
    const created = await createPostRequest(app, me.headers, 'Street party', [await photo()]);
    const { url } = created.json().data.media[0] as { url: string };
    expect(url).not.toContain('?');
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the signing secret', () => {
  it('is made once and shared by every process on the database', async () => {
    const first = await loadMediaUrlSecret(disk.database.db);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await loadMediaUrlSecret(disk.database.db)).toBe(first);
  });
});
