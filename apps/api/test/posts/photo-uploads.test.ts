import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_WAITING_UPLOADS } from '@ourhood/contract';
import { hashPassword } from '../../src/lib/passwords.js';
import {
  EXPIRE_PHOTO_JOB,
  expirePhoto,
  PREPARE_FALLBACK_MS,
  PREPARE_PHOTO_JOB,
} from '../../src/features/posts/photo-upload-jobs.js';
import { insertUpload } from '../../src/features/posts/photo-uploads-repository.js';
import { manualClock } from '../../src/lib/clock.js';
import { newMediaKeyBase } from '../../src/lib/storage/index.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { PASSWORD } from '../helpers/auth.js';
import { listFiles, makeGpsTaggedJpeg, makeImage } from '../helpers/images.js';
import { injectMultipart, multipartBody } from '../helpers/multipart.js';
import { createGroup } from '../helpers/groups.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';

type Headers = { authorization: string };
const UPLOADS = '/api/v1/posts/photo-uploads';
const MAX_BYTES = 200_000;
let ctx: TestContext;
let mediaDir: string;

beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOAD_MAX_PIXELS: '4000000' });
  mediaDir = path.join(ctx.dataDir, 'media');
});

afterAll(async () => {
  await ctx?.close();
});

const photo = (data: Buffer) => ({ name: 'media', filename: 'photo.jpg', contentType: 'image/jpeg', data });
const upload = (headers: Headers, data: Buffer) => injectMultipart(ctx.app, UPLOADS, headers, {}, [photo(data)]);
const read = (headers: Headers, id: string) => ctx.app.inject({ method: 'GET', url: `${UPLOADS}/${id}`, headers });
const post = (headers: Headers, fields: Record<string, string>) =>
  injectMultipart(ctx.app, '/api/v1/posts/create-post', headers, { content: 'With photos', ...fields });

/** Asks for the upload as the composer does until it is no longer being prepared; answers it. */
async function settled(headers: Headers, id: string) {
  return vi.waitFor(
    async () => {
      const data = (await read(headers, id)).json().data;
      if (data.state === 'processing') throw new Error('still being prepared');
      return data;
    },
    { timeout: 20_000, interval: 20 },
  );
}

/** Uploads a photo and waits until it is prepared; answers the upload's id. */
async function readyUpload(headers: Headers, data?: Buffer): Promise<string> {
  const response = await upload(headers, data ?? (await makeImage('jpeg', 120, 80)));
  expect(response.statusCode, response.body).toBe(202);
  const id = response.json().data.id as string;
  expect((await settled(headers, id)).state).toBe('ready');
  return id;
}

async function uploadRows(ownerId: string): Promise<number> {
  const rows = await ctx.database.db.selectFrom('photo_uploads').select('id').where('owner_id', '=', ownerId).execute();
  return rows.length;
}

describe('photos uploaded ahead of their post', () => {
  it('answers at once, prepares the photo off the request, and shows it only to its owner', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const response = await upload(me.headers, await makeGpsTaggedJpeg(80, 40));
    expect(response.statusCode, response.body).toBe(202);
    const accepted = response.json().data;
    expect(accepted).toMatchObject({ state: 'processing', image: null, error: null });
    // Kept as it came until prepared: one file, never served.
    const originals = (await listFiles(mediaDir)).filter((file) => file.includes('-original.'));
    expect(originals.length).toBeGreaterThan(0);

    const ready = await settled(me.headers, accepted.id);
    expect(ready.state).toBe('ready');
    // EXIF orientation applied (80×40 → 40×80) as for any photo.
    expect(ready.image).toMatchObject({ width: 40, height: 80 });
    // The original goes once the versions are recorded.
    await vi.waitFor(async () =>
      expect((await listFiles(mediaDir)).filter((file) => file.includes('-original.'))).toEqual([]),
    );
    // Signed until posted: the bare URL is refused, the signed one served.
    expect(ready.image.url).toContain('sig=');
    expect((await ctx.app.inject({ method: 'GET', url: ready.image.url })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: ready.image.url.split('?')[0] })).statusCode).toBe(404);
    // Someone else's upload answers like a missing one.
    expect((await read(other.headers, accepted.id)).statusCode).toBe(404);
    expect((await read(me.headers, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('becomes the post’s photos, in the order named, and the uploads are gone', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const wide = await readyUpload(me.headers, await makeImage('jpeg', 120, 80));
    const tall = await readyUpload(me.headers, await makeImage('png', 50, 90));
    const response = await post(me.headers, { upload_ids: `${tall},${wide}` });
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json().data.media;
    expect(media.map((item: { width: number; height: number }) => [item.width, item.height])).toEqual([
      [50, 90],
      [120, 80],
    ]);
    // A neighbourhood post's photos are public once posted.
    expect(media[0].url).not.toContain('sig=');
    expect((await ctx.app.inject({ method: 'GET', url: media[0].url })).statusCode).toBe(200);
    expect(await uploadRows(me.id)).toBe(0);
    // Taken once: naming them again finds nothing.
    expect((await post(me.headers, { upload_ids: wide })).statusCode).toBe(404);
  });

  it('puts photos uploaded ahead before photos sent with the post', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const ahead = await readyUpload(me.headers, await makeImage('jpeg', 30, 60));
    const response = await injectMultipart(
      ctx.app,
      '/api/v1/posts/create-post',
      me.headers,
      { content: 'Both ways', upload_ids: ahead },
      [photo(await makeImage('jpeg', 70, 35))],
    );
    expect(response.statusCode, response.body).toBe(201);
    const sizes = response.json().data.media.map((item: { width: number }) => item.width);
    expect(sizes).toEqual([30, 70]);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/posts/${response.json().data.id}`,
      headers: me.headers,
    });
    expect(read.json().data.media.map((item: { width: number }) => item.width)).toEqual([30, 70]);
  });

  it('keeps a private group’s photos private', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const groupId = await createGroup(ctx.app, me.headers, 'Quiet garden club', 'private');
    const id = await readyUpload(me.headers);
    const response = await post(me.headers, { upload_ids: id, group_id: groupId });
    expect(response.statusCode, response.body).toBe(201);
    const [item] = response.json().data.media;
    expect((await ctx.app.inject({ method: 'GET', url: item.url.split('?')[0] })).statusCode).toBe(404);

    // A group's post takes its uploads in its transaction, with the same answers when it cannot.
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const theirs = await readyUpload(other.headers);
    const mine = await readyUpload(me.headers);
    const broken = await upload(
      me.headers,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
    );
    expect((await settled(me.headers, broken.json().data.id)).state).toBe('failed');
    const withTheirs = await post(me.headers, { upload_ids: `${mine},${theirs}`, group_id: groupId });
    expect(withTheirs.statusCode).toBe(404);
    const withFailed = await post(me.headers, { upload_ids: `${mine},${broken.json().data.id}`, group_id: groupId });
    expect(withFailed.statusCode).toBe(409);
    expect(withFailed.json().code).toBe('UPLOAD_NOT_READY');
    expect(await uploadRows(me.id)).toBe(2);
    expect(await uploadRows(other.id)).toBe(1);
  });

  it('refuses another’s, a preparing and a failed upload, and leaves everything as it was', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const theirs = await readyUpload(other.headers);
    const postsBefore = await ctx.database.db.selectFrom('posts').select('id').execute();

    expect((await post(me.headers, { upload_ids: theirs })).statusCode).toBe(404);
    expect((await post(me.headers, { upload_ids: 'nonsense' })).statusCode).toBe(404);
    const mine = await readyUpload(me.headers);
    // One unknown id among good ones: nothing is taken.
    expect((await post(me.headers, { upload_ids: `${mine},${theirs}` })).statusCode).toBe(404);
    expect(await uploadRows(me.id)).toBe(1);
    // The same upload twice is not two photos.
    expect((await post(me.headers, { upload_ids: `${mine},${mine}` })).statusCode).toBe(404);
    expect(await uploadRows(me.id)).toBe(1);

    const preparing = (await upload(me.headers, await makeImage('jpeg', 40, 40))).json().data.id;
    const early = await post(me.headers, { upload_ids: `${mine},${preparing}` });
    // It may be prepared already (that starts at once): either way nothing is lost.
    expect([201, 409]).toContain(early.statusCode);
    if (early.statusCode === 409) {
      expect(early.json().code).toBe('UPLOAD_NOT_READY');
      expect(await uploadRows(me.id)).toBe(2);
    }
    await settled(me.headers, preparing);

    // Magic number of a JPEG, nothing a decoder can read: accepted, then failed with a reason.
    const broken = await upload(
      me.headers,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    );
    expect(broken.statusCode).toBe(202);
    const failed = await settled(me.headers, broken.json().data.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/could not be read/);
    expect(failed.image).toBeNull();
    const withFailed = await post(me.headers, { upload_ids: broken.json().data.id });
    expect(withFailed.statusCode).toBe(409);
    expect((await ctx.database.db.selectFrom('posts').select('id').execute()).length).toBe(
      postsBefore.length + (early.statusCode === 201 ? 1 : 0),
    );
    await vi.waitFor(async () =>
      expect((await listFiles(mediaDir)).filter((file) => file.includes('-original.'))).toEqual([]),
    );
  });

  it('refuses what is not a photo, too large, or not multipart, storing nothing', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const before = await listFiles(mediaDir);
    const text = await upload(me.headers, Buffer.from('hello, not a picture'));
    expect(text.statusCode).toBe(415);
    const large = await upload(
      me.headers,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_BYTES + 10)]),
    );
    expect(large.statusCode).toBe(413);
    const none = await injectMultipart(ctx.app, UPLOADS, me.headers, { note: 'no file' });
    expect(none.statusCode).toBe(415);
    const json = await ctx.app.inject({ method: 'POST', url: UPLOADS, headers: me.headers, payload: { media: 'x' } });
    expect(json.statusCode).toBe(415);
    const body = multipartBody([photo(await makeImage('jpeg', 20, 20))]);
    const cut = await ctx.app.inject({
      method: 'POST',
      url: UPLOADS,
      headers: { ...me.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 30),
    });
    expect(cut.statusCode).toBe(400);
    const two = await injectMultipart(ctx.app, UPLOADS, me.headers, {}, [
      photo(await makeImage('jpeg', 20, 20)),
      photo(await makeImage('jpeg', 20, 20)),
    ]);
    expect(two.statusCode).toBe(400);
    expect(await listFiles(mediaDir)).toEqual(before);
    expect(await uploadRows(me.id)).toBe(0);
  });

  it('takes its row back when its file could not be stored', async () => {
    // The file and the row are written at once (decision 0096): a row whose file failed does not
    // stay. (A file whose row was refused is deleted: the next test's 429s leave no original.)
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const before = await listFiles(mediaDir);
    const put = vi.spyOn(ctx.app.mediaStorage, 'put').mockRejectedValueOnce(new Error('the disk is full'));
    try {
      const refused = await upload(me.headers, await makeImage('jpeg', 20, 20));
      expect(refused.statusCode).toBe(500);
    } finally {
      put.mockRestore();
    }
    expect(await uploadRows(me.id)).toBe(0);
    expect(await listFiles(mediaDir)).toEqual(before);
  });

  it(`keeps at most ${MAX_WAITING_UPLOADS} waiting per account, however many arrive at once`, async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const image = await makeImage('jpeg', 20, 20);
    const answers = await Promise.all(Array.from({ length: 50 }, () => upload(me.headers, image)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 202)).toHaveLength(MAX_WAITING_UPLOADS);
    expect(codes.filter((code) => code === 429)).toHaveLength(50 - MAX_WAITING_UPLOADS);
    expect(await uploadRows(me.id)).toBe(MAX_WAITING_UPLOADS);
    const ids = answers.filter((answer) => answer.statusCode === 202).map((answer) => answer.json().data.id as string);
    for (const id of ids) await settled(me.headers, id);
    await vi.waitFor(async () =>
      expect((await listFiles(mediaDir)).filter((file) => file.includes('-original.'))).toEqual([]),
    );
  });

  it('gives an upload to one post only when it is named by many at once', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    const id = await readyUpload(me.headers);
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(me.headers, { upload_ids: id })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 404)).toHaveLength(11);
    const posts = await ctx.database.db.selectFrom('posts').select('id').where('author_id', '=', me.id).execute();
    expect(posts).toHaveLength(1);
  });

  it('removes an upload, expires one not posted, and deletes them with the account', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE, { password_hash: await hashPassword(PASSWORD) });
    const removed = await readyUpload(me.headers);
    const expired = await readyUpload(me.headers);
    const kept = await readyUpload(me.headers);
    const filesOf = async (id: string) => {
      const image = (await read(me.headers, id)).json().data.image;
      return [image.url, image.thumbnail_url].map((url: string) => url.split('?')[0]!.replace('/media/', ''));
    };
    const removedFiles = await filesOf(removed);
    const expiredFiles = await filesOf(expired);
    const keptFiles = await filesOf(kept);

    const deletion = await ctx.app.inject({ method: 'DELETE', url: `${UPLOADS}/${removed}`, headers: me.headers });
    expect(deletion.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${UPLOADS}/${removed}`, headers: me.headers })).statusCode,
    ).toBe(404);
    await expirePhoto(
      {
        db: ctx.database.db,
        storage: ctx.app.mediaStorage,
        limits: { maxBytes: MAX_BYTES, maxPixels: 4_000_000 },
        log: ctx.app.log,
      },
      expired,
    );
    expect((await read(me.headers, expired)).statusCode).toBe(404);
    const files = await listFiles(mediaDir);
    for (const file of [...removedFiles, ...expiredFiles]) expect(files).not.toContain(file);
    for (const file of keptFiles) expect(files).toContain(file);

    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers: me.headers,
      payload: { password: PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = await listFiles(mediaDir);
    for (const file of keptFiles) expect(after).not.toContain(file);
  });

  it('is prepared by its job when the attempt made at once did not happen (a process that stopped)', async () => {
    const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
    const other = await createTestApp({}, { startJobs: false, clock });
    try {
      const owner = await neighbour(other.app, PARK_SLOPE);
      const originalKey = `${newMediaKeyBase()}-original.jpg`;
      await other.app.mediaStorage.put(originalKey, await makeImage('jpeg', 64, 32));
      const at = clock.now();
      const row = await other.database.db.transaction().execute((trx) =>
        insertUpload(trx, {
          ownerId: owner.id,
          originalKey,
          at,
          expiresAt: new Date(at.getTime() + 86_400_000),
          places: MAX_WAITING_UPLOADS,
          jobs: {
            prepare: { kind: PREPARE_PHOTO_JOB, at: new Date(at.getTime() + PREPARE_FALLBACK_MS) },
            expire: { kind: EXPIRE_PHOTO_JOB, at: new Date(at.getTime() + 86_400_000) },
          },
        }),
      );
      if (typeof row === 'string') throw new Error(`no upload written: ${row}`);
      await other.app.jobs.drain();
      const readUpload = () => other.app.inject({ method: 'GET', url: `${UPLOADS}/${row.id}`, headers: owner.headers });
      expect((await readUpload()).json().data.state).toBe('processing');
      clock.advance(PREPARE_FALLBACK_MS);
      await other.app.jobs.drain();
      expect((await readUpload()).json().data).toMatchObject({ state: 'ready', image: { width: 64, height: 32 } });
      expect(await other.app.mediaStorage.exists(originalKey)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
