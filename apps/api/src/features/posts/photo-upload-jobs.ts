import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PhotoUploadMessages } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { processImage, type ImageLimits } from '../../lib/images/index.js';
import { deleteStoredImages } from '../../lib/images/index.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { deleteUpload, findUpload, markUploadFailed, markUploadReady } from './photo-uploads-repository.js';

/**
 * Makes an upload's display and thumbnail versions if they are not made yet: queued with the
 * upload for PREPARE_FALLBACK_MS later, behind the attempt made at once (photo-preparer.ts).
 */
export const PREPARE_PHOTO_JOB = 'photo_upload_prepare';
export const PREPARE_FALLBACK_MS = 60_000;
/** Deletes an upload not posted within PHOTO_UPLOAD_VALID_HOURS (queued with it, for then). */
export const EXPIRE_PHOTO_JOB = 'photo_upload_expire';

const payloadSchema = z.object({ uploadId: z.string().uuid() });

export interface PhotoUploadJobDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  limits: ImageLimits;
  log: FastifyBaseLogger;
}

async function deleteFiles(deps: PhotoUploadJobDeps, keys: readonly string[]): Promise<void> {
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete photo upload files');
}

/**
 * Encodes the kept original into its two versions in the image process (processImage: limits,
 * orientation, no metadata), stores them, and marks the upload ready; the original is deleted
 * after. A photo the pipeline refuses (not an image, too many pixels, unreadable) fails the upload
 * with the pipeline's own message, which the composer shows. Anything else (storage away, the
 * image process gone) throws: the job runs again later, the upload still processing.
 */
export async function preparePhoto(deps: PhotoUploadJobDeps, uploadId: string): Promise<void> {
  const upload = await findUpload(deps.db, uploadId);
  if (!upload || upload.state !== 'processing' || !upload.original_key) return;
  const original = await deps.storage.open(upload.original_key);
  if (!original) {
    // Its file is gone (storage emptied by hand): nothing to make, say so.
    await markUploadFailed(deps.db, uploadId, PhotoUploadMessages.uploadFailed);
    return;
  }
  let image;
  try {
    image = await processImage(await buffer(original.body), { storage: deps.storage, limits: deps.limits });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const failed = await markUploadFailed(deps.db, uploadId, error.message);
    if (failed?.original_key) await deleteFiles(deps, [failed.original_key]);
    return;
  }
  const ready = await markUploadReady(deps.db, uploadId, {
    display_key: image.keys.display,
    thumbnail_key: image.keys.thumbnail,
    width: image.width,
    height: image.height,
  });
  // Removed while it was being made: its versions go too.
  if (!ready) await deleteFiles(deps, [image.keys.display, image.keys.thumbnail]);
  else if (ready.original_key) await deleteFiles(deps, [ready.original_key]);
}

/** Deletes an upload that was never posted (a posted one has no row left), with its files. */
export async function expirePhoto(deps: PhotoUploadJobDeps, uploadId: string): Promise<void> {
  const keys = await deleteUpload(deps.db, uploadId);
  if (keys) await deleteFiles(deps, keys);
}

export function registerPhotoUploadJobs(jobs: JobRunner, deps: PhotoUploadJobDeps): void {
  jobs.register(PREPARE_PHOTO_JOB, async (payload) => {
    await preparePhoto(deps, payloadSchema.parse(payload).uploadId);
  });
  jobs.register(EXPIRE_PHOTO_JOB, async (payload) => {
    await expirePhoto(deps, payloadSchema.parse(payload).uploadId);
  });
}
