import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, ErrorMessage, hasControlCharacters, TextMessages } from '@ourhood/contract';
import { AppError } from '../app-error.js';
import type { MediaStorage } from '../storage/index.js';
import { deleteStoredImages, storedImageKeys } from './delete-stored-images.js';
import { ImageError } from './image-errors.js';
import type { ImageLimits } from './image-limits.js';
import { imageProcess } from './image-process.js';
import { processImage, type StoredImage } from './process-image.js';

export interface ReadMultipartOptions {
  storage: MediaStorage;
  limits: ImageLimits;
  /** Most files accepted in `fileField` (e.g. UPLOAD_MAX_FILES_PER_POST); one more is a 400. */
  maxFiles: number;
  /** The (repeatable) field that carries images, e.g. 'media'. Files in other fields are refused. */
  fileField: string;
  /** Largest text field in bytes (default 64 KiB). */
  maxFieldBytes?: number;
  /** Most text fields (default 20). */
  maxFields?: number;
  /** Longest side of the display and thumbnail versions (processImage's defaults otherwise). */
  displaySize?: number;
  thumbnailSize?: number;
}

/** A consumed multipart request whose images are already stored. */
export interface MultipartUpload {
  /** Text fields by name; a repeated name keeps its last value. */
  fields: Record<string, string>;
  /** Processed images in the order they were sent. */
  images: StoredImage[];
  /** Storage keys of every file written for this request. */
  keys: string[];
  /**
   * Deletes every stored file of this upload. Call it when anything after the upload fails (the
   * database transaction above all); it never throws, so the original error stays the one raised.
   */
  discard(): Promise<void>;
}

const DEFAULT_MAX_FIELD_BYTES = 64 * 1024;
const DEFAULT_MAX_FIELDS = 20;

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * Runs one step of the multipart parser. busboy reports a body it cannot parse (a boundary that
 * is missing or matches nothing, no closing boundary, bare LF line endings, a body cut short) with
 * plain errors: those are the client's fault, a 400. Our errors and @fastify/multipart's coded
 * ones (limits, prototype field names) pass through unchanged.
 */
async function parsing<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError || (hasCode(error) && error.code.startsWith('FST_'))) throw error;
    throw ImageError.malformed();
  }
}

/**
 * Reads a multipart/form-data request: text fields, and images in `fileField` each run through
 * processImage and stored as they arrive (one at a time, so memory holds one upload at most).
 * If anything fails midway — a bad image, too many files, the client hanging up — every file
 * already stored for this request is deleted before the error propagates: no orphans.
 *
 * Usage in a route/service:
 *   const upload = await readMultipart(request, { storage, limits, maxFiles, fileField: 'media' });
 *   try { await db.transaction().execute(async (trx) => { … upload.images … }); }
 *   catch (error) { await upload.discard(); throw error; }
 */
export async function readMultipart(request: FastifyRequest, options: ReadMultipartOptions): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw ImageError.notMultipart();
  const { storage, limits, maxFiles, fileField } = options;
  const maxFields = options.maxFields ?? DEFAULT_MAX_FIELDS;
  const fields: Record<string, string> = {};
  const images: StoredImage[] = [];
  const discard = async () => {
    const failed = await deleteStoredImages(storage, storedImageKeys(images));
    if (failed.length > 0) request.log.warn({ keys: failed }, 'could not delete uploaded media');
  };

  let iterator: AsyncIterator<Multipart> | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes,
        // One file over the limit is let through busboy so we can answer with our own message.
        files: maxFiles + 1,
        fields: maxFields,
        fieldSize: options.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
        parts: maxFiles + 1 + maxFields,
      },
    });
    const partsIterator = parts[Symbol.asyncIterator]();
    iterator = partsIterator;
    let files = 0;
    for (;;) {
      const next = await parsing(() => partsIterator.next());
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new AppError(413, `The field '${part.fieldname}' is too long.`, ErrorCode.PAYLOAD_TOO_LARGE);
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // The contract's text rule, as plugins/input-text.ts applies it to JSON and query strings.
        if (hasControlCharacters(value)) {
          throw AppError.badRequest(ErrorMessage.VALIDATION_FAILED, {
            [part.fieldname]: TextMessages.controlCharacters,
          });
        }
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== fileField) throw ImageError.unexpectedFile(part.fieldname);
      files++;
      if (files > maxFiles) throw ImageError.tooManyFiles(maxFiles);
      // The image process starts while the file arrives, not after (image-process.ts).
      imageProcess.prepare();
      const bytes = await parsing(() => part.toBuffer());
      // An empty file input (a form with no photo chosen) sends a part with no bytes: skip it.
      if (bytes.length === 0 && !part.filename) {
        files--;
        continue;
      }
      images.push(
        await processImage(bytes, {
          storage,
          limits,
          displaySize: options.displaySize,
          thumbnailSize: options.thumbnailSize,
        }),
      );
    }
  } catch (error) {
    // As `for await` would on leaving the loop early: let the parser finish.
    await iterator?.return?.().catch(() => {});
    await discard();
    if (hasCode(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') throw ImageError.tooManyBytes(limits.maxBytes);
    if (hasCode(error) && error.code === 'FST_FILES_LIMIT') throw ImageError.tooManyFiles(maxFiles);
    // Other limits (parts, fields) are answered 413 by the error handler.
    throw error;
  }

  return { fields, images, keys: storedImageKeys(images), discard };
}
