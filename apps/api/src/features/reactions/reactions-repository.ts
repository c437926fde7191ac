import { sql, type Kysely } from 'kysely';
import { Limits, type ReactionKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { notBlockedBetween } from '../../lib/blocks/index.js';

/** What can be reacted to: a post or a comment, each with its own reactions table. */
export type ReactionTarget = 'post' | 'comment';

const tables = {
  post: { items: 'posts', reactions: 'post_reactions', key: 'post_id' },
  comment: { items: 'comments', reactions: 'comment_reactions', key: 'comment_id' },
} as const;

/** The item locked for the reaction's transaction: its author, its post, its opening words, its counts. */
export interface LockedItem {
  id: string;
  author_id: string;
  post_id: string;
  opening: string;
  reaction_counts: Record<string, number>;
  /** Hidden by moderation: only its author may still react (decision 0020). */
  hidden_at: Date | null;
}

/**
 * Locks the item's row (FOR UPDATE) for the rest of the transaction: concurrent reactions to one
 * item take turns, so its counts move one reaction at a time and never lose one.
 */
export async function lockItem(db: Kysely<DB>, target: ReactionTarget, id: string): Promise<LockedItem | undefined> {
  const postId = target === 'post' ? sql.ref('i.id') : sql.ref('i.post_id');
  const result = await sql<LockedItem>`
    SELECT i.id, i.author_id, ${postId} AS post_id, left(i.content, ${Limits.activityTitleLength + 1}) AS opening,
      i.reaction_counts, i.hidden_at
    FROM ${sql.table(tables[target].items)} i
    WHERE i.id = ${id}::uuid
    FOR UPDATE`.execute(db);
  return result.rows[0];
}

/** The post an item belongs to (a post is its own), without locking; undefined when missing. */
export async function findItemPost(db: Kysely<DB>, target: ReactionTarget, id: string) {
  const postId = target === 'post' ? sql.ref('i.id') : sql.ref('i.post_id');
  const result = await sql<{
    post_id: string;
    author_id: string;
    hidden_at: Date | null;
    reaction_counts: Record<string, number>;
  }>`
    SELECT ${postId} AS post_id, i.author_id, i.hidden_at, i.reaction_counts FROM ${sql.table(tables[target].items)} i
    WHERE i.id = ${id}::uuid`.execute(db);
  return result.rows[0];
}

export async function findReaction(
  db: Kysely<DB>,
  target: ReactionTarget,
  id: string,
  userId: string,
): Promise<ReactionKind | undefined> {
  const { reactions, key } = tables[target];
  const result = await sql<{ kind: ReactionKind }>`
    SELECT kind FROM ${sql.table(reactions)} WHERE ${sql.ref(key)} = ${id}::uuid AND user_id = ${userId}::uuid`.execute(
    db,
  );
  return result.rows[0]?.kind;
}

export async function upsertReaction(
  db: Kysely<DB>,
  target: ReactionTarget,
  values: { id: string; userId: string; kind: ReactionKind; at: Date },
): Promise<void> {
  const { reactions, key } = tables[target];
  await sql`
    INSERT INTO ${sql.table(reactions)} (${sql.ref(key)}, user_id, kind, created_at)
    VALUES (${values.id}::uuid, ${values.userId}::uuid, ${values.kind}, ${values.at})
    ON CONFLICT (${sql.ref(key)}, user_id) DO UPDATE SET kind = excluded.kind, created_at = excluded.created_at`.execute(
    db,
  );
}

export async function deleteReaction(db: Kysely<DB>, target: ReactionTarget, id: string, userId: string) {
  const { reactions, key } = tables[target];
  await sql`DELETE FROM ${sql.table(reactions)} WHERE ${sql.ref(key)} = ${id}::uuid AND user_id = ${userId}::uuid`.execute(
    db,
  );
}

/** Writes the item's counts (its row is locked by lockItem). */
export async function writeCounts(
  db: Kysely<DB>,
  target: ReactionTarget,
  id: string,
  counts: Record<string, number>,
): Promise<void> {
  await sql`UPDATE ${sql.table(tables[target].items)} SET reaction_counts = ${JSON.stringify(counts)}::jsonb
    WHERE id = ${id}::uuid`.execute(db);
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
  const { reactions, key } = tables[target];
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
