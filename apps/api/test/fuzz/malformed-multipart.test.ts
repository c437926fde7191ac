import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { listFiles, makeImage } from '../helpers/images.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';

// Issue 12, item 2: a multipart body busboy cannot parse answered 500 on every upload route.

let ctx: TestContext;
let mediaDir: string;
let me: { headers: { authorization: string } };
let org: { headers: { authorization: string } };
let listingId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  mediaDir = path.join(ctx.dataDir, 'media');
  me = await neighbour(ctx.app, PARK_SLOPE);
  org = await organization(ctx.app, { business_name: 'Corner Bakery' });
  const listing = await injectMultipart(ctx.app, '/api/v1/organization/me/listings', org.headers, { title: 'Bread' });
  listingId = listing.json().data.id;
});

afterAll(async () => {
  await ctx?.close();
});

/** The eight upload routes, who may call each, and the field that carries its image. */
const ROUTES = [
  { url: '/api/v1/posts/create-post', as: 'me', file: 'media' },
  { url: '/api/v1/posts/photo-uploads', as: 'me', file: 'media' },
  { url: '/api/v1/rentals/requests', as: 'me', file: 'image' },
  { url: '/api/v1/users/profile/avatar', as: 'me', file: 'avatar' },
  { url: '/api/v1/organization/me/logo', as: 'org', file: 'image' },
  { url: '/api/v1/organization/me/cover', as: 'org', file: 'image' },
  { url: '/api/v1/organization/me/listings', as: 'org', file: 'photo' },
  { url: '/api/v1/organization/me/listings/LISTING/photo', as: 'org', file: 'photo' },
] as const;

const FORM = '--X\r\nContent-Disposition: form-data; name="content"\r\n\r\nhi\r\n--X--\r\n';

const MALFORMED: Array<[string, string, string | Buffer]> = [
  ['boundary not matching the header', 'multipart/form-data; boundary=WRONG', FORM],
  ['no boundary= parameter', 'multipart/form-data', FORM],
  ['no closing boundary', 'multipart/form-data; boundary=X', FORM.slice(0, FORM.indexOf('--X--'))],
  ['LF-only line endings', 'multipart/form-data; boundary=X', FORM.replaceAll('\r\n', '\n')],
  ['random bytes', 'multipart/form-data; boundary=X', Buffer.from('8f3a9c0d1e2b7744a0ffee0102030405ff00', 'hex')],
  ['a body cut short', 'multipart/form-data; boundary=X', FORM.slice(0, 40)],
];

function target(route: (typeof ROUTES)[number]) {
  return {
    url: route.url.replace('LISTING', listingId),
    headers: route.as === 'me' ? me.headers : org.headers,
  };
}

describe('malformed multipart bodies', () => {
  for (const route of ROUTES) {
    it.each(MALFORMED)(`${route.url}: %s answers 400`, async (_, contentType, payload) => {
      const { url, headers } = target(route);
      const filesBefore = await listFiles(mediaDir);
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        message: 'The request body is not valid multipart/form-data.',
        code: 'MALFORMED_MULTIPART',
      });
      expect(await listFiles(mediaDir)).toEqual(filesBefore);
    });

    it(`${route.url}: a good image followed by a body cut short stores nothing`, async () => {
      const { url, headers } = target(route);
      const filesBefore = await listFiles(mediaDir);
      const image = await makeImage('png');
      const head = (name: string, extra = '') => `--X\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
      const payload = Buffer.concat([
        Buffer.from(`${head(route.file, '; filename="a.png"')}Content-Type: image/png\r\n\r\n`),
        image,
        Buffer.from(`\r\n${head('content')}\r\nunfinished`),
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=X' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('MALFORMED_MULTIPART');
      expect(await listFiles(mediaDir)).toEqual(filesBefore);
    });
  }
});
