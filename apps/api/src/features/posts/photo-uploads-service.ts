import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MAX_WAITING_UPLOADS,
  PHOTO_UPLOAD_VALID_HOURS,
  PhotoUploadMessages,
  TOO_MANY_UPLOADS,
  UPLOAD_NOT_READY,
  type PhotoUpload,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteStoredImages, type ImageType } from '../../lib/images/index.js';
import type { MediaStorage, UrlFor } from '../../lib/storage/index.js';
import { newMediaKeyBase } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import { UploadsNotTaken } from './insert-neighbourhood-post.js';
import { EXPIRE_PHOTO_JOB, PREPARE_FALLBACK_MS, PREPARE_PHOTO_JOB } from './photo-upload-jobs.js';
import {
  claimUploads,
  deleteUpload,
  findOwnUpload,
  insertUpload,
  type ClaimedUpload,
  type PhotoUploadRow,
} from './photo-uploads-repository.js';

export interface PhotoUploadsDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Prepares the photo now, in this process (photo-preparer.ts); its job is the fallback. */
  prepare: (uploadId: string) => void;
}

const HOUR_MS = 3_600_000;
/**
 * Tries for a free place among an account's uploads arriving at once: each try takes a place at
 * random among those free, so a burst of the account's own uploads settles in a few; one still
 * raced after these is answered like a full account (429).
 */
const PLACE_ATTEMPTS = 10;
const EXTENSIONS: Record<ImageType, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  heic: 'heic',
};

const notFound = () => AppError.notFound(PhotoUploadMessages.uploadNotFound);

/**
 * An upload as its owner reads it: a ready photo's URLs are signed (private) until it is posted;
 * a failure's reason goes through `translate` (the caller's language).
 */
export function presentUpload(
  row: PhotoUploadRow,
  urlFor: UrlFor,
  translate: (english: string) => string,
): PhotoUpload {
  const ready = row.state === 'ready' && row.display_key && row.thumbnail_key && row.width && row.height;
  return {
    _id: row.id,
    id: row.id,
    state: row.state,
    image: ready
      ? {
          url: urlFor(row.display_key!, 'private'),
          thumbnail_url: urlFor(row.thumbnail_key!, 'private'),
          width: row.width!,
          height: row.height!,
        }
      : null,
    error: row.state === 'failed' ? translate(row.failure ?? PhotoUploadMessages.uploadFailed) : null,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

/**
 * Keeps a photo as it came and starts its preparation (decision 0089): the answer waits for a file
 * write and one statement, never for the encoder. The file and the row are written at once
 * (decision 0096): on a busy server each waits its turn, and one after the other they were most of
 * an upload's answer. A row whose file could not be written is taken back, and a file whose row was
 * refused (the account has MAX_WAITING_UPLOADS waiting) or could not be written is deleted: nothing
 * is left behind. A process stopped between the two leaves a row without its file, which its
 * preparation marks failed (photo-upload-jobs.ts), or a file without a row, as before.
 */
export async function acceptUpload(
  deps: PhotoUploadsDeps,
  ownerId: string,
  image: { bytes: Uint8Array; type: ImageType },
): Promise<PhotoUploadRow> {
  const originalKey = `${newMediaKeyBase()}-original.${EXTENSIONS[image.type]}`;
  const [stored, recorded] = await Promise.allSettled([
    deps.storage.put(originalKey, image.bytes),
    recordUpload(deps, ownerId, originalKey),
  ]);
  if (stored.status === 'fulfilled' && recorded.status === 'fulfilled' && recorded.value !== 'full') {
    deps.prepare(recorded.value.id);
    return recorded.value;
  }
  if (recorded.status === 'fulfilled' && recorded.value !== 'full') {
    await deleteUpload(deps.db, recorded.value.id).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not take back a photo upload whose file was not stored'),
    );
  }
  await deleteStoredImages(deps.storage, [originalKey]);
  if (stored.status === 'rejected') throw stored.reason;
  if (recorded.status === 'rejected') throw recorded.reason;
  throw new AppError(429, PhotoUploadMessages.tooManyUploads, TOO_MANY_UPLOADS);
}

/** The upload's row in a free place of its owner's, or 'full' when none is left. */
async function recordUpload(
  deps: PhotoUploadsDeps,
  ownerId: string,
  originalKey: string,
): Promise<PhotoUploadRow | 'full'> {
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + PHOTO_UPLOAD_VALID_HOURS * HOUR_MS);
  // A place taken meanwhile by the same account's upload: asked again, now seeing it taken.
  for (let attempt = 0; attempt < PLACE_ATTEMPTS; attempt++) {
    const row = await insertUpload(deps.db, {
      ownerId,
      originalKey,
      at,
      expiresAt,
      places: MAX_WAITING_UPLOADS,
      jobs: {
        prepare: { kind: PREPARE_PHOTO_JOB, at: new Date(at.getTime() + PREPARE_FALLBACK_MS) },
        expire: { kind: EXPIRE_PHOTO_JOB, at: expiresAt },
      },
    });
    if (row !== 'raced') return row;
  }
  // Still raced after every try: answered like a full account.
  return 'full';
}

export async function getOwnUpload(deps: PhotoUploadsDeps, ownerId: string, id: string): Promise<PhotoUploadRow> {
  if (!isUuid(id)) throw notFound();
  const row = await findOwnUpload(deps.db, id, ownerId);
  if (!row) throw notFound();
  return row;
}

/** Removes a waiting upload (a photo taken out of the composer) with its files. */
export async function removeUpload(deps: PhotoUploadsDeps, ownerId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const keys = await deleteUpload(deps.db, id, ownerId);
  if (!keys) throw notFound();
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete a removed photo upload');
}

/** Ids that cannot be an upload's answer like a missing upload, before any statement. */
export function assertUploadIds(ids: readonly string[]): void {
  if (ids.some((id) => !isUuid(id))) throw notFound();
}

/**
 * Why a post could not take the named uploads (its statement wrote nothing): another's, a missing,
 * an expired or a repeated id is a 404; the author's own upload still being prepared or failed a 409.
 */
export async function whyNotTaken(db: Kysely<DB>, authorId: string, ids: readonly string[]): Promise<AppError> {
  const distinct = new Set(ids);
  const rows = await db
    .selectFrom('photo_uploads')
    .select('id')
    .where('id', 'in', [...distinct])
    .where('owner_id', '=', authorId)
    .execute();
  if (distinct.size !== ids.length || rows.length !== distinct.size) return notFound();
  return new AppError(409, PhotoUploadMessages.uploadNotReady, UPLOAD_NOT_READY);
}

/**
 * Takes the author's named ready uploads for the post being written in `trx` (their rows go; their
 * files become the post's). Throws UploadsNotTaken unless it took every one: the caller's
 * transaction rolls back, and whyNotTaken says why, as for the neighbourhood post's one statement.
 */
export async function takeUploads(trx: Kysely<DB>, authorId: string, ids: readonly string[]): Promise<ClaimedUpload[]> {
  const taken = await claimUploads(trx, authorId, ids);
  if (!taken) throw new UploadsNotTaken();
  return taken;
}
