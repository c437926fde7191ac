import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { mediaItemSchema } from './posts.js';

// The messages, codes and limits are in photo-upload-messages.ts: the web's first load reads them
// without this file's schemas (and zod with them).

/**
 * A photo sent ahead of its post (issue 40, decision 0089): the composer uploads each photo as soon
 * as it is chosen; the server keeps the upload as it came and answers at once (202), a job makes its
 * display and thumbnail versions while the neighbour is still writing, and the post then names the
 * ready uploads (`upload_ids`) instead of carrying the files. Only their owner sees uploads; one not
 * posted within a day is deleted with its files.
 */
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
