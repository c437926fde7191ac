import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { mediaItemSchema } from './posts.js';

/**
 * A photo sent ahead of its post (issue 40, decision 0089): the composer uploads each photo as soon
 * as it is chosen; the server keeps the upload as it came and answers at once (202), a job makes its
 * display and thumbnail versions while the neighbour is still writing, and the post then names the
 * ready uploads (`upload_ids`) instead of carrying the files. Only their owner sees uploads; one not
 * posted within a day is deleted with its files.
 */
export const PhotoUploadMessages = {
  uploadAccepted: 'Your photo is being prepared',
  uploadLoaded: 'Photo upload',
  uploadDeleted: 'Photo removed',
  uploadNotFound: 'This photo upload does not exist or has expired.',
  uploadNotReady: 'A photo is still being prepared. Please wait a moment and post again.',
  uploadFailed: 'A photo could not be used. Remove it and choose another.',
  tooManyUploads: 'You have too many photos waiting to be posted. Post or remove some first.',
  notAnImage: 'Only photos can be uploaded: JPEG, PNG, WebP, GIF or AVIF/HEIC.',
} as const;

/** Error code of an upload over the account's limit of waiting uploads (429). */
export const TOO_MANY_UPLOADS = 'TOO_MANY_UPLOADS';
/** Error code of a post naming an upload that is still being prepared or has failed (409). */
export const UPLOAD_NOT_READY = 'UPLOAD_NOT_READY';

/** Uploads an account may have waiting (not yet posted) at once. */
export const MAX_WAITING_UPLOADS = 20;
/** Hours an upload waits for its post before it is deleted. */
export const PHOTO_UPLOAD_VALID_HOURS = 24;

export const photoUploadStates = ['processing', 'ready', 'failed'] as const;
export type PhotoUploadState = (typeof photoUploadStates)[number];

/** One upload as its owner sees it. */
export const photoUploadSchema = z.object({
  _id: z.string(),
  id: z.string(),
  state: z.enum(photoUploadStates),
  /** The prepared photo (a signed, private URL until it is posted); null until ready. */
  image: mediaItemSchema.nullable(),
  /** Why the photo could not be used (in the caller's language); null unless failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  /** When an upload not yet posted is deleted. */
  expires_at: z.string(),
});
export type PhotoUpload = z.infer<typeof photoUploadSchema>;
export const photoUploadResponseSchema = successEnvelope(photoUploadSchema);
