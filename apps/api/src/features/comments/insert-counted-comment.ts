import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { accessCondition, Permission } from '../../lib/access/index.js';
import { AUTHOR_NOTIFICATION_JOB } from '../../lib/notifications/index.js';
import type { CommentRow } from './comments-repository.js';

/** What the statement answers: the new comment's own columns and its author's. */
interface InsertedCommentRow {
  id: string;
  post_id: string;
  content: string;
  created_at: Date;
  updated_at: Date;
  reaction_counts: Record<string, number>;
  author_first_name: string;
  author_last_name: string;
  author_avatar_key: string | null;
}

export interface CountedComment {
  /** The comment as its author reads it just after writing it (before any mention is recorded). */
  row: CommentRow;
  post: { id: string };
}

/**
 * Adds a comment to a post the author may comment on, counts it on the post, and queues the post's
 * author's notification, in ONE statement (issue 40, decisions 0084 and 0087; it was three: the
 * access rule, the counter, the insert, a fourth to read the comment back, and the notification's
 * three). The counter's update comes first and locks the post row, so a concurrent delete of the
 * post waits or wins cleanly; a post the author may not comment on (a private group's they are not
 * in, a hidden one, one across a block: PostComment's rule) or a missing one updates nothing,
 * inserts nothing and queues nothing: undefined, which the caller answers 404. The statement is
 * atomic on its own; a comment with mentions runs it in the transaction that records them.
 */
export async function insertCountedComment(
  db: Kysely<DB>,
  values: { postId: string; authorId: string; content: string; at: Date },
): Promise<CountedComment | undefined> {
  const { postId, authorId, content, at } = values;
  const result = await sql<InsertedCommentRow>`
    WITH counted AS (
      UPDATE posts SET comments_count = greatest(0, comments_count + 1)
      WHERE posts.id = ${postId}::uuid AND ${accessCondition(Permission.PostComment, { id: authorId })}
      RETURNING posts.id, posts.author_id
    ), inserted AS (
      INSERT INTO comments (post_id, author_id, content, created_at, updated_at)
      SELECT id, ${authorId}::uuid, ${content}, ${at}::timestamptz, ${at}::timestamptz FROM counted
      RETURNING id, post_id, content, created_at, updated_at, reaction_counts
    ), queued AS (
      INSERT INTO jobs (kind, payload, run_at)
      SELECT ${AUTHOR_NOTIFICATION_JOB}::text, jsonb_build_object('kind', 'comment_on_post', 'recipientId', counted.author_id,
        'actorId', ${authorId}::uuid, 'postId', counted.id, 'at', ${at.toISOString()}::text), ${at}::timestamptz
      FROM counted WHERE counted.author_id <> ${authorId}::uuid
    )
    SELECT inserted.*, users.first_name AS author_first_name, users.last_name AS author_last_name,
           users.avatar_thumbnail_key AS author_avatar_key
    FROM inserted, counted, users
    WHERE users.id = ${authorId}::uuid`.execute(db);
  const inserted = result.rows[0];
  if (!inserted) return undefined;
  return {
    // A new comment has no reaction yet; its mentions are recorded after it, in the same transaction.
    row: { ...inserted, author_id: authorId, viewer_reaction: null, mentions: [] },
    post: { id: inserted.post_id },
  };
}
