import type { FastifyInstance } from 'fastify';
import { ErrorCode, ErrorMessage } from '@ourhood/contract';
import type { Config } from '../config.js';
import { mediaAnswer } from './media-access.js';
import { baseStorage, isMediaKey, mediaContentType, signsUrls, type MediaStorage } from '../lib/storage/index.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';
/** How long a redirect's signed URL stays valid; the redirect itself is cached a little less. */
const SIGNED_URL_SECONDS = 300;

/**
 * `/media/<key>` when media live in a bucket (decision 0022): the URL every client already holds
 * keeps working. `proxy` streams the object with the same headers the disk gets; `redirect`
 * answers 302 to a signed URL, so the bytes never pass through this process.
 */
export async function registerBucketMedia(app: FastifyInstance, storage: MediaStorage, mode: Config['S3_SERVE']) {
  const notFound = { status: 'error', message: ErrorMessage.NOT_FOUND, code: ErrorCode.NOT_FOUND };
  const bucket = baseStorage(storage);
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isMediaKey(key)) return reply.code(404).send(notFound);
    const access = await mediaAnswer(app, key, request);
    if (!access.allowed) return reply.code(404).send(notFound);
    const caching = access.privateSeconds === undefined ? ONE_YEAR : `private, max-age=${access.privateSeconds}`;
    if (mode === 'redirect' && signsUrls(bucket)) {
      const url = await bucket.signedUrl(key, SIGNED_URL_SECONDS);
      // The redirect is cached privately for less than the signed URL lives.
      return reply.header('cache-control', `private, max-age=${SIGNED_URL_SECONDS - 60}`).redirect(url, 302);
    }
    const object = await storage.open(key);
    if (!object) return reply.code(404).send(notFound);
    return reply
      .header('content-type', mediaContentType(key))
      .header('content-length', object.size)
      .header('cache-control', caching)
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
