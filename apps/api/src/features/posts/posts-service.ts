import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createPostFieldsSchema, GroupMessages, PostMessages, type Location, type Post } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { mayAccess, Permission } from '../../lib/access/index.js';
import { AppError } from '../../lib/app-error.js';
import { adjustAreaCount } from '../../lib/area-counts/area-counters.js';
import {
  findPostingGroup,
  isMemberRole,
  listGroupMemberIds,
  touchGroupActivity,
} from '../../lib/groups/group-access.js';
import { deleteStoredImages, ImageError, type MultipartUpload } from '../../lib/images/index.js';
import { recordMentions } from '../../lib/mentions/mentions.js';
import { assertNewAccountMayWrite, type TrustSettings } from '../../lib/trust/index.js';
import {
  createNotifications,
  mergeCreated,
  type CreatedNotifications,
  type NotificationHub,
} from '../../lib/notifications/index.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { findUserArea } from '../../lib/users/user-location-repository.js';
import { isUuid } from '../../lib/uuid.js';
import { insertNeighbourhoodPost, UploadsNotTaken } from './insert-neighbourhood-post.js';
import { assertUploadIds, takeUploads, whyNotTaken } from './photo-uploads-service.js';
import type { ClaimedUpload } from './photo-uploads-repository.js';
import { presentPost } from './posts-presenter.js';
import {
  deletePostRow,
  findPost,
  findReadablePost,
  insertPost,
  insertPostMedia,
  updatePostContent,
} from './posts-repository.js';

export interface PostsDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  now: () => Date;
  notifications: NotificationHub;
  /** Trust levels' settings: what a new account may write (issue 39). */
  trust: TrustSettings;
}

const notFound = () => AppError.notFound(PostMessages.postNotFound);

/**
 * One post, for a reader who may read it: a private group's post is 404 to everyone outside it; a
 * hidden one to everyone but its author and moderators; any post across a block (decision 0020).
 */
export async function getPost(deps: PostsDeps, viewerId: string, id: string, moderator = false): Promise<Post> {
  if (!isUuid(id)) throw notFound();
  // Unreadable (a private group's, hidden, across a block) and missing answer the same 404.
  const row = await findReadablePost(deps.db, id, viewerId, moderator);
  if (!row) throw notFound();
  return presentPost(row, row.media, (key, access) => deps.storage.urlFor(key, access));
}

/** The post as its author sees it just after writing it (reactions, their own reaction, images). */
async function loadPost(deps: PostsDeps, id: string, viewerId: string): Promise<Post> {
  const row = await findPost(deps.db, id, viewerId);
  if (!row) throw notFound();
  return presentPost(row, row.media, (key, access) => deps.storage.urlFor(key, access));
}

/**
 * Creates a post from an upload whose images are already stored (readMultipart) and from photos
 * uploaded ahead (`upload_ids`, taken in the same transaction). The post, its media rows and its
 * area's counter are written in one transaction; if validation or the transaction fails, the
 * stored files are deleted and the uploads stay waiting, so a failure leaves no trace.
 */
export async function createPost(
  deps: PostsDeps,
  authorId: string,
  upload: MultipartUpload,
  maxImages: number,
): Promise<Post> {
  let postId: string;
  // Read in the catch below, to say why named uploads were not taken.
  let uploadIds: readonly string[] = [];
  let created: CreatedNotifications | undefined;
  let news: { area: Location } | undefined;
  try {
    const fields = parseFields(createPostFieldsSchema, upload.fields, {
      fallback: { field: 'content', message: PostMessages.contentRequired },
    });
    const groupId = fields.group_id || undefined;
    await assertNewAccountMayWrite(
      deps.db,
      deps.trust,
      authorId,
      { content: fields.content, mentionIds: fields.mention_ids },
      deps.now(),
    );
    uploadIds = fields.upload_ids ?? [];
    if (uploadIds.length + upload.images.length > maxImages) throw ImageError.tooManyFiles(maxImages);
    const files = upload.images.map((image) => ({
      display_key: image.keys.display,
      thumbnail_key: image.keys.thumbnail,
      width: image.width,
      height: image.height,
    }));
    // Photos uploaded ahead come first (the composer sends only those), then any sent with the post.
    const media = (taken: readonly ClaimedUpload[]) => [
      ...taken.map(({ display_key, thumbnail_key, width, height }) => ({ display_key, thumbnail_key, width, height })),
      ...files,
    ];
    assertUploadIds(uploadIds);
    // Most posts go to the neighbourhood feed and mention nobody: one statement (decision 0084),
    // which takes the photos uploaded ahead too (0089).
    if (!groupId && (fields.mention_ids ?? []).length === 0) {
      let carried: unknown;
      const row = await insertNeighbourhoodPost(deps.db, {
        authorId,
        content: fields.content,
        at: deps.now(),
        media: files,
        uploadIds,
        // On PostgreSQL's bus the live news leaves with the statement's commit (decision 0090).
        news: (post) => (carried = deps.notifications.postNewsAlong(post)),
      });
      // The session outlived its user: the same as a dead token.
      if (!row) throw AppError.unauthorized();
      const area = {
        suburb: row.location_suburb,
        city: row.location_city,
        state: row.location_state,
        country: row.location_country,
      };
      if (!carried) await deps.notifications.announcePost({ id: row.id, authorId, area });
      return presentPost(row, row.media, (key, access) => deps.storage.urlFor(key, access));
    }
    postId = await deps.db.transaction().execute(async (trx) => {
      const area = await findUserArea(trx, authorId);
      // The session outlived its user: the same as a dead token.
      if (!area) throw AppError.unauthorized();
      // Only members post in a group; to anyone else it does not exist (issue 15).
      const group = groupId && isUuid(groupId) ? await findPostingGroup(trx, groupId, authorId) : undefined;
      if (groupId && !isMemberRole(group?.role)) throw AppError.notFound(GroupMessages.groupNotFound);
      const at = deps.now();
      const local = !group || group.visibility === 'public';
      const id = await insertPost(trx, {
        authorId,
        content: fields.content,
        area,
        at,
        group: group ? { id: group.id, local } : undefined,
      });
      await insertPostMedia(trx, id, media(await takeUploads(trx, authorId, uploadIds)));
      // The area counters count the neighbourhood feed's posts only.
      if (local) await adjustAreaCount(trx, area, 1);
      // Live feeds hear of neighbourhood-feed posts (never a private group's).
      if (local) news = { area };
      const mentioned = await recordMentions(trx, {
        item: { type: 'post', id },
        postId: id,
        authorId,
        text: fields.content,
        candidateIds: fields.mention_ids ?? [],
        at,
        filterWith: deps.trust,
      });
      if (mentioned) created = mentioned;
      if (group) {
        await touchGroupActivity(trx, group.id, at);
        const members = await createNotifications(trx, {
          recipientIds: await listGroupMemberIds(trx, group.id),
          kind: 'group_post',
          actorId: authorId,
          subject: { type: 'post', id, title: group.name },
          at,
        });
        created = created ? mergeCreated(created, members) : members;
      }
      return id;
    });
  } catch (error) {
    await upload.discard();
    // Some named upload was not taken (nothing was written): a statement after the rollback says why.
    if (error instanceof UploadsNotTaken) throw await whyNotTaken(deps.db, authorId, uploadIds);
    throw error;
  }
  if (created) await deps.notifications.announce(created);
  if (news) await deps.notifications.announcePost({ id: postId, authorId, area: news.area });
  return loadPost(deps, postId, authorId);
}

export async function updatePost(
  deps: PostsDeps,
  authorId: string,
  id: string,
  change: { content: string; mention_ids?: string[] | undefined },
): Promise<Post> {
  if (!isUuid(id)) throw notFound();
  const at = deps.now();
  // An edit may not add what a new account may not post (issue 39).
  await assertNewAccountMayWrite(
    deps.db,
    deps.trust,
    authorId,
    { content: change.content, mentionIds: change.mention_ids },
    at,
  );
  const created = await deps.db.transaction().execute(async (trx) => {
    const updated = await updatePostContent(trx, id, authorId, change.content, at);
    // Someone else's post answers exactly like a missing one (docs/api.md, Authorization rules).
    if (!updated) throw notFound();
    // Only people mentioned here for the first time hear of it.
    return recordMentions(trx, {
      item: { type: 'post', id },
      postId: id,
      authorId,
      text: change.content,
      candidateIds: change.mention_ids ?? [],
      at,
      filterWith: deps.trust,
    });
  });
  if (created) await deps.notifications.announce(created);
  return loadPost(deps, id, authorId);
}

/**
 * Deletes a post with its comments and media rows, and moves its area's counter, in one
 * transaction; the files are deleted only after the commit, so a rollback never leaves a post
 * whose images are gone. Its author may, and the owner and admins of its group (moderation).
 */
export async function deletePost(deps: PostsDeps, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (!(await mayAccess(trx, { id: userId }, Permission.PostDelete, id)).has(id)) return undefined;
    const result = await deletePostRow(trx, id);
    if (result?.local) await adjustAreaCount(trx, result.area, -1);
    return result;
  });
  if (!deleted) throw notFound();
  const failed = await deleteStoredImages(deps.storage, deleted.keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete media of a deleted post');
}
