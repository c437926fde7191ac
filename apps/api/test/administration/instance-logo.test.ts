import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGpsTaggedJpeg } from '../helpers/images.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { neighbour } from '../helpers/posts.js';
import { staff } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 43, decision 0080: the instance's logo, through the image pipeline (metadata stripped).
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof staff>>;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  admin = await staff(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

function upload(parts: FormPart[], headers = admin.headers) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/instance/logo',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const logoPart = (data: Buffer, contentType = 'image/jpeg'): FormPart => ({
  name: 'logo',
  filename: 'logo.jpg',
  contentType,
  data,
});
const storedKeys = async () =>
  ctx.app.database.db
    .selectFrom('instance_settings')
    .select(['logo_key', 'logo_thumbnail_key'])
    .executeTakeFirstOrThrow();

describe('the instance logo', () => {
  it('is set, replaced (the old files deleted) and removed, and shows at GET /instance', async () => {
    const jpeg = await makeGpsTaggedJpeg(300, 200);
    const first = await upload([logoPart(jpeg)]);
    expect(first.statusCode, first.body).toBe(200);
    const logoUrl = first.json().data.logo_url as string;
    expect(logoUrl).toMatch(/^\/media\/.+\.webp$/);
    const firstKeys = await storedKeys();
    expect(await ctx.app.mediaStorage.exists(firstKeys.logo_key!)).toBe(true);
    const publicView = await ctx.app.inject({ method: 'GET', url: '/api/v1/instance' });
    expect(publicView.json().data.logo_url).toBe(logoUrl);
    // Served without the camera's GPS tag.
    const served = await ctx.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);

    expect((await upload([logoPart(jpeg)])).statusCode).toBe(200);
    expect(await ctx.app.mediaStorage.exists(firstKeys.logo_key!)).toBe(false);
    expect(await ctx.app.mediaStorage.exists(firstKeys.logo_thumbnail_key!)).toBe(false);

    const secondKeys = await storedKeys();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/instance/logo',
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo_url).toBeNull();
    expect(await ctx.app.mediaStorage.exists(secondKeys.logo_key!)).toBe(false);

    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log?limit=5',
      headers: admin.headers,
    });
    expect((audit.json().data as { target_label: string }[]).map((entry) => entry.target_label)).toEqual(
      expect.arrayContaining(['logo', 'logo removed']),
    );
  });

  it('refuses what is not an image, no file, and anyone but an admin, keeping nothing', async () => {
    const before = await storedKeys();
    const text = await upload([logoPart(Buffer.from('not an image at all'), 'image/png')]);
    expect(text.statusCode).toBe(415);
    const none = await upload([{ name: 'note', value: 'no file' }]);
    expect(none.statusCode).toBe(400);
    const member = await neighbour(ctx.app);
    expect((await upload([logoPart(await makeGpsTaggedJpeg())], member.headers)).statusCode).toBe(404);
    expect(await storedKeys()).toEqual(before);
  });
});
