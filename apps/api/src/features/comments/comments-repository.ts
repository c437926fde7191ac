import { sql, type Kysely, type SqlBool } from 'kysely';
import { Limits } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { readableBy } from '../../lib/blocks/index.js';
import { commentMentionsColumn } from '../../lib/mentions/mentions.js';
import { viewerCommentReaction } from '../../lib/reactions/reactions.js';

/** The comment is on a post of the neighbourhood feed or a public group (never a private group's). */
const onLocalPost = sql<SqlBool>`EXISTS (SELECT 1 FROM posts p WHERE p.id = comments.post_id AND p.local)`;

/** A presented comment's columns: its author, reaction counts and the viewer's own reaction. */
function commentColumns(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.post_id',
      'comments.content',
      'comments.created_at',
      'comments.updated_at',
      'users.id as author_id',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
      'users.avatar_thumbnail_key as author_avatar_key',
      'comments.reaction_counts',
      viewerCommentReaction(viewerId).as('viewer_reaction'),
    ])
    .select((eb) => [commentMentionsColumn(eb)]);
}

export type CommentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof commentColumns>['executeTakeFirst']>>>;

export function findComment(db: Kysely<DB>, id: string, viewerId: string): Promise<CommentRow | undefined> {
  return commentColumns(db, viewerId).where('comments.id', '=', id).executeTakeFirst();
}

/** A page of one post's or one author's comments, newest first (each has its own index). */
export function listComments(
  db: Kysely<DB>,
  by: { postId: string } | { authorId: string },
  page: { limit: number; offset: number },
  viewerId: string,
): Promise<CommentRow[]> {
  // An author's list (a profile's activity) leaves out comments on a private group's posts.
  let query =
    'postId' in by
      ? commentColumns(db, viewerId).where('comments.post_id', '=', by.postId)
      : commentColumns(db, viewerId).where('comments.author_id', '=', by.authorId).where(onLocalPost);
  // Hidden comments only to their authors; none across a block (decision 0020).
  query = query.where(readableBy(viewerId, { hidden: 'comments.hidden_at', author: 'comments.author_id' }));
  return query
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A post's comment count as kept on the post, or undefined when the post does not exist. */
export async function findPostCommentsCount(db: Kysely<DB>, postId: string): Promise<number | undefined> {
  const row = await db.selectFrom('posts').select('comments_count').where('id', '=', postId).executeTakeFirst();
  return row ? Number(row.comments_count) : undefined;
}

export async function countCommentsByAuthor(db: Kysely<DB>, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('author_id', '=', authorId)
    .where(onLocalPost)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Changes a post's comment count; answers its author and opening words, or undefined when gone.
 * The row lock this takes also orders a comment insert after a concurrent delete of its post.
 */
export async function adjustCommentsCount(db: Kysely<DB>, postId: string, delta: number) {
  return (
    db
      .updateTable('posts')
      .set({ comments_count: sql<number>`greatest(0, comments_count + ${delta})` })
      .where('id', '=', postId)
      // One character more than a preview holds, so the preview knows whether the text goes on.
      .returning(['id', 'author_id', sql<string>`left(content, ${Limits.activityTitleLength + 1})`.as('opening')])
      .executeTakeFirst()
  );
}

export async function updateCommentContent(
  db: Kysely<DB>,
  id: string,
  authorId: string,
  content: string,
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('comments')
    .set({ content, updated_at: at })
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes a comment if the user wrote it, wrote the post it is on, or moderates (owner, admin) the
 * group of that post; returns its post id, or undefined when there is no such comment they may delete.
 */
export async function deleteCommentAllowedFor(db: Kysely<DB>, id: string, userId: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('comments')
    .where('comments.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('comments.author_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('posts')
            .select(sql.lit(1).as('one'))
            .whereRef('posts.id', '=', 'comments.post_id')
            .where('posts.author_id', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('posts')
            .innerJoin('group_members', 'group_members.group_id', 'posts.group_id')
            .select(sql.lit(1).as('one'))
            .whereRef('posts.id', '=', 'comments.post_id')
            .where('group_members.user_id', '=', userId)
            .where('group_members.role', 'in', ['owner', 'admin']),
        ),
      ]),
    )
    .returning('comments.post_id')
    .executeTakeFirst();
  return row?.post_id;
}

/** The post a comment belongs to. */
export async function findCommentPostId(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('comments').select('post_id').where('id', '=', id).executeTakeFirst();
  return row?.post_id;
}
