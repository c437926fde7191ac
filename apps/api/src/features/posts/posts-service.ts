import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createPostFieldsSchema, PostMessages, type Post } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { findUserArea } from '../../lib/users/user-location-repository.js';
import { isUuid } from '../../lib/uuid.js';
import { presentPost } from './posts-presenter.js';
import {
  adjustAreaCount,
  deleteOwnPost,
  findPost,
  insertPost,
  insertPostMedia,
  listMediaOfPosts,
  updatePostContent,
} from './posts-repository.js';

export interface PostsDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  now: () => Date;
}

const notFound = () => AppError.notFound(PostMessages.postNotFound);

export async function getPost(deps: PostsDeps, id: string): Promise<Post> {
  if (!isUuid(id)) throw notFound();
  const row = await findPost(deps.db, id);
  if (!row) throw notFound();
  const media = await listMediaOfPosts(deps.db, [id]);
  return presentPost(row, media, (key) => deps.storage.urlFor(key));
}

/**
 * Creates a post from an upload whose images are already stored (readMultipart). The post, its
 * media rows and its area's counter are written in one transaction; if validation or the
 * transaction fails, the stored files are deleted, so a failure leaves neither rows nor files.
 */
export async function createPost(deps: PostsDeps, authorId: string, upload: MultipartUpload): Promise<Post> {
  let postId: string;
  try {
    const fields = parseFields(createPostFieldsSchema, upload.fields, {
      fallback: { field: 'content', message: PostMessages.contentRequired },
    });
    postId = await deps.db.transaction().execute(async (trx) => {
      const area = await findUserArea(trx, authorId);
      // The session outlived its user: the same as a dead token.
      if (!area) throw AppError.unauthorized();
      const id = await insertPost(trx, { authorId, content: fields.content, area, at: deps.now() });
      await insertPostMedia(
        trx,
        id,
        upload.images.map((image) => ({
          display_key: image.keys.display,
          thumbnail_key: image.keys.thumbnail,
          width: image.width,
          height: image.height,
        })),
      );
      await adjustAreaCount(trx, area, 1);
      return id;
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
  return getPost(deps, postId);
}

export async function updatePost(deps: PostsDeps, authorId: string, id: string, content: string): Promise<Post> {
  if (!isUuid(id)) throw notFound();
  const updated = await updatePostContent(deps.db, id, authorId, content, deps.now());
  // Someone else's post answers exactly like a missing one (api-v1.md, Authorization).
  if (!updated) throw notFound();
  return getPost(deps, id);
}

/**
 * Deletes the author's post with its comments and media rows, and moves its area's counter, in
 * one transaction; the files are deleted only after the commit, so a rollback never leaves a post
 * whose images are gone.
 */
export async function deletePost(deps: PostsDeps, authorId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const result = await deleteOwnPost(trx, id, authorId);
    if (result) await adjustAreaCount(trx, result.area, -1);
    return result;
  });
  if (!deleted) throw notFound();
  const failed = await deleteStoredImages(deps.storage, deleted.keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete media of a deleted post');
}
