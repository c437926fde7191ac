import type { Kysely } from 'kysely';
import { pageMetadata, PostMessages, type Comment, type PageMetadata } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import { Permission, requireAccess } from '../../lib/access/index.js';
import { recordMentions } from '../../lib/mentions/mentions.js';
import { assertNewAccountMayWrite, type TrustSettings } from '../../lib/trust/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { UrlFor } from '../../lib/storage/index.js';
import { presentComment } from './comments-presenter.js';
import { insertCountedComment } from './insert-counted-comment.js';
import {
  adjustCommentsCount,
  countCommentsByAuthor,
  deleteCommentAllowedFor,
  findComment,
  findCommentPostId,
  findPostCommentsCount,
  listComments,
  updateCommentContent,
} from './comments-repository.js';

type Page = { page: number; limit: number };

/** What the comment services need: the database and how to turn avatar keys into URLs. */
export interface CommentsDeps {
  db: Kysely<DB>;
  urlFor: UrlFor;
  notifications: NotificationHub;
  /** Trust levels' settings: what a new account may write (issue 39). */
  trust: TrustSettings;
}
type CommentList = { comments: Comment[]; metadata: PageMetadata };

const postNotFound = () => AppError.notFound(PostMessages.postNotFound);
const commentNotFound = () => AppError.notFound(PostMessages.commentNotFound);

/** A post's comments, newest first; the total is the count kept on the post (no count scan). */
export async function listPostComments(
  { db, urlFor }: CommentsDeps,
  viewerId: string,
  postId: string,
  { page, limit }: Page,
): Promise<CommentList> {
  if (!isUuid(postId)) throw postNotFound();
  // A private group's post, a hidden one (but to its author) and one across a block: 404, with
  // their comments.
  await requireAccess(db, { id: viewerId }, Permission.PostComment, postId);
  const total = await findPostCommentsCount(db, postId);
  if (total === undefined) throw postNotFound();
  const rows = total > 0 ? await listComments(db, { postId }, { limit, offset: (page - 1) * limit }, viewerId) : [];
  return { comments: rows.map((row) => presentComment(row, urlFor)), metadata: pageMetadata(page, limit, total) };
}

/** One author's comments, newest first (profile lists). */
export async function listAuthorComments(
  { db, urlFor }: CommentsDeps,
  viewerId: string,
  authorId: string,
  { page, limit }: Page,
): Promise<CommentList> {
  if (!isUuid(authorId)) return { comments: [], metadata: pageMetadata(page, limit, 0) };
  if (await isBlockedEitherWay(db, viewerId, authorId)) {
    return { comments: [], metadata: pageMetadata(page, limit, 0) };
  }
  const [rows, total] = await Promise.all([
    listComments(db, { authorId }, { limit, offset: (page - 1) * limit }, viewerId),
    countCommentsByAuthor(db, authorId),
  ]);
  return { comments: rows.map((row) => presentComment(row, urlFor)), metadata: pageMetadata(page, limit, total) };
}

/**
 * Adds a comment and counts it on its post. The post's author hears of it by a job the same
 * statement queues (decision 0087); a comment with mentions records them in the same transaction.
 */
export async function createComment(
  { db, urlFor, notifications, trust }: CommentsDeps,
  now: Date,
  authorId: string,
  input: { post_id: string; content: string; mention_ids?: string[] | undefined },
): Promise<Comment> {
  if (!isUuid(input.post_id)) throw postNotFound();
  await assertNewAccountMayWrite(db, trust, authorId, { content: input.content, mentionIds: input.mention_ids }, now);
  const mentionIds = input.mention_ids ?? [];
  // Only those who may read a post comment on it (a private group's: its members), never on a
  // hidden post (but its author) nor across a block (decision 0020): it does not exist for them.
  // The rule, the post's counter, the comment and its notification's job are one statement.
  const values = { postId: input.post_id, authorId, content: input.content, at: now };
  if (mentionIds.length === 0) {
    const counted = await insertCountedComment(db, values);
    if (!counted) throw postNotFound();
    notifications.queued();
    return presentComment(counted.row, urlFor);
  }
  const { comment, mentioned } = await db.transaction().execute(async (trx) => {
    const counted = await insertCountedComment(trx, values);
    if (!counted) throw postNotFound();
    const created = await recordMentions(trx, {
      item: { type: 'comment', id: counted.row.id },
      postId: counted.post.id,
      authorId,
      text: input.content,
      candidateIds: mentionIds,
      at: now,
      filterWith: trust,
    });
    return { comment: counted.row, mentioned: created };
  });
  notifications.queued();
  if (mentioned) await notifications.announce(mentioned);
  // A comment that mentions someone is read back, with the mentions just recorded.
  const row = await findComment(db, comment.id, authorId);
  if (!row) throw commentNotFound();
  return presentComment(row, urlFor);
}

export async function updateComment(
  { db, urlFor, notifications, trust }: CommentsDeps,
  now: Date,
  authorId: string,
  id: string,
  change: { content: string; mention_ids?: string[] | undefined },
): Promise<Comment> {
  if (!isUuid(id)) throw commentNotFound();
  // An edit may not add what a new account may not post (issue 39).
  await assertNewAccountMayWrite(db, trust, authorId, { content: change.content, mentionIds: change.mention_ids }, now);
  const created = await db.transaction().execute(async (trx) => {
    // Someone else's comment answers exactly like a missing one (docs/api.md, Authorization rules).
    if (!(await updateCommentContent(trx, id, authorId, change.content, now))) throw commentNotFound();
    const postId = await findCommentPostId(trx, id);
    if (!postId) throw commentNotFound();
    return recordMentions(trx, {
      item: { type: 'comment', id },
      postId,
      authorId,
      text: change.content,
      candidateIds: change.mention_ids ?? [],
      at: now,
      filterWith: trust,
    });
  });
  if (created) await notifications.announce(created);
  const row = await findComment(db, id, authorId);
  if (!row) throw commentNotFound();
  return presentComment(row, urlFor);
}

/** Its author, the post's author, or its group's owner and admins may delete a comment; the count follows. */
export async function deleteComment({ db }: CommentsDeps, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw commentNotFound();
  await db.transaction().execute(async (trx) => {
    const postId = await deleteCommentAllowedFor(trx, id, userId);
    if (!postId) throw commentNotFound();
    await adjustCommentsCount(trx, postId, -1);
  });
}
