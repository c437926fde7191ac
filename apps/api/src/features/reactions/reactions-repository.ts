import { sql, type Kysely } from 'kysely';
import type { ReactionKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { Permission } from '../../lib/access/index.js';
import { notBlockedBetween } from '../../lib/blocks/index.js';

/** What can be reacted to: a post or a comment, each with its own reactions table. */
export type ReactionTarget = 'post' | 'comment';

export const reactionTables = {
  post: { items: 'posts', reactions: 'post_reactions', key: 'post_id' },
  comment: { items: 'comments', reactions: 'comment_reactions', key: 'comment_id' },
} as const;

/** What reacting asks of the access policy: a post's is commenting's, a comment's is reading it. */
export const reactPermission = { post: Permission.PostComment, comment: Permission.CommentRead } as const;

/** The post an item belongs to (a post is its own), without locking; undefined when missing. */
export async function findItemPost(db: Kysely<DB>, target: ReactionTarget, id: string) {
  const postId = target === 'post' ? sql.ref('i.id') : sql.ref('i.post_id');
  const result = await sql<{
    post_id: string;
    author_id: string;
    hidden_at: Date | null;
    reaction_counts: Record<string, number>;
  }>`
    SELECT ${postId} AS post_id, i.author_id, i.hidden_at, i.reaction_counts FROM ${sql.table(reactionTables[target].items)} i
    WHERE i.id = ${id}::uuid`.execute(db);
  return result.rows[0];
}

export async function findReaction(
  db: Kysely<DB>,
  target: ReactionTarget,
  id: string,
  userId: string,
): Promise<ReactionKind | undefined> {
  const { reactions, key } = reactionTables[target];
  const result = await sql<{ kind: ReactionKind }>`
    SELECT kind FROM ${sql.table(reactions)} WHERE ${sql.ref(key)} = ${id}::uuid AND user_id = ${userId}::uuid`.execute(
    db,
  );
  return result.rows[0]?.kind;
}

export interface ReactionPersonRow {
  kind: ReactionKind;
  created_at: Date;
  author_id: string;
  author_first_name: string;
  author_last_name: string;
  author_avatar_key: string | null;
}

/** Who reacted to an item, newest first (its `…_newest` index), optionally of one kind. */
export async function listReactionPeople(
  db: Kysely<DB>,
  target: ReactionTarget,
  id: string,
  page: { limit: number; offset: number; kind?: ReactionKind },
  viewerId: string,
): Promise<ReactionPersonRow[]> {
  const { reactions, key } = reactionTables[target];
  const result = await sql<ReactionPersonRow>`
    SELECT r.kind, r.created_at, u.id AS author_id, u.first_name AS author_first_name,
      u.last_name AS author_last_name, u.avatar_thumbnail_key AS author_avatar_key
    FROM ${sql.table(reactions)} r
    JOIN users u ON u.id = r.user_id
    WHERE ${sql.ref(`r.${key}`)} = ${id}::uuid
      ${page.kind ? sql`AND r.kind = ${page.kind}` : sql``}
      AND ${notBlockedBetween(viewerId, 'r.user_id')}
    ORDER BY r.created_at DESC, r.user_id
    LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return result.rows;
}
