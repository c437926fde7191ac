import type { FastifyRequest } from 'fastify';
import type { ImageLimits } from './image-limits.js';
import { readMultipart, type MultipartUpload, type ReadMultipartOptions } from './read-multipart.js';

/** A cover photo's sizes (groups, events): wider than a post's photo, and a card-sized thumbnail. */
export const COVER_IMAGE_SIZES = { displaySize: 1600, thumbnailSize: 600 } as const;

/**
 * The fields of a route that takes JSON, or multipart with an optional image (groups, events,
 * alerts): the JSON body as it came, or the multipart text fields and the stored upload.
 */
export async function readJsonOrMultipart(
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<{ fields: unknown; upload?: MultipartUpload }> {
  if (!request.isMultipart()) return { fields: request.body };
  const upload = await readMultipart(request, options);
  return { fields: upload.fields, upload };
}

/** Groups' and events' forms: JSON, or multipart with one optional `cover` image at cover sizes. */
export function coverFormReader(options: Pick<ReadMultipartOptions, 'storage'> & { limits: ImageLimits }) {
  return (request: FastifyRequest) =>
    readJsonOrMultipart(request, { ...options, maxFiles: 1, fileField: 'cover', ...COVER_IMAGE_SIZES });
}
