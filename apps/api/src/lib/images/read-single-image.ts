import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import { ImageError } from './image-errors.js';
import { sniffImageType, type ImageType } from './image-type.js';

/** One upload's bytes as they came, and what their first bytes say they are. */
export interface SingleImage {
  bytes: Buffer;
  type: ImageType;
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * Reads a multipart request that carries exactly one image in `field` (text fields are ignored), without
 * decoding it: within `maxBytes`, of a type told by its magic number. What the image is beyond its
 * first bytes is for the encoder to find out later (photo-upload-jobs.ts). Framing the parser
 * cannot read is a 400, as readMultipart answers it; `notAnImage` is the refusal of other files.
 */
export async function readSingleImage(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; notAnImage: () => AppError },
): Promise<SingleImage> {
  if (!request.isMultipart()) throw ImageError.notMultipart();
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 2, fields: 5, parts: 7 } });
    for await (const part of parts) {
      // A form's other fields carry nothing this route reads.
      if (part.type === 'field') continue;
      if (part.fieldname !== options.field) throw ImageError.unexpectedFile(part.fieldname);
      if (bytes) throw ImageError.tooManyFiles(1);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasCode(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') throw ImageError.tooManyBytes(options.maxBytes);
    if (hasCode(error) && error.code === 'FST_FILES_LIMIT') throw ImageError.tooManyFiles(1);
    // Other limits (parts, fields) are answered 413 by the error handler.
    if (hasCode(error) && error.code.startsWith('FST_')) throw error;
    throw ImageError.malformed();
  }
  if (!bytes || bytes.length === 0) throw options.notAnImage();
  const type = sniffImageType(bytes);
  if (!type) throw options.notAnImage();
  return { bytes, type };
}
