import { sql, type Kysely } from 'kysely';
import type { ReactionKind } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { accessCondition, Permission } from '../../lib/access/index.js';
import { notBlockedBetween } from '../../lib/blocks/index.js';
import { AUTHOR_NOTIFICATION_JOB, type AuthorNotificationPayload } from '../../lib/notifications/index.js';

/** What can be reacted to: a post or a comment, each with its own reactions table. */
export type ReactionTarget = 'post' | 'comment';

const tables = {
  post: { items: 'posts', reactions: 'post_reactions', key: 'post_id' },
  comment: { items: 'comments', reactions: 'comment_reactions', key: 'comment_id' },
} as const;

/** The item locked for the reaction's transaction: its author, its post, its counts. */
export interface LockedItem {
  id: string;
  author_id: string;
  post_id: string;
  reaction_counts: Record<string, number>;
  /** Whether the viewer may react to it (the access rule, asked with the lock). */
  allowed: boolean;
}

/** What reacting asks of the access policy: a post's is commenting's, a comment's is reading it. */
export const reactPermission = { post: Permission.PostComment, comment: Permission.CommentRead } as const;

/**
 * Locks the item's row (FOR UPDATE) for the rest of the transaction, so concurrent reactions to
 * one item take turns and its counts move one reaction at a time, never losing one; and asks, in
 * the same statement (decision 0084), whether the viewer may react to it (its post readable to
 * them, not hidden but to its author, no block either way).
 */
export async function lockItem(
  db: Kysely<DB>,
  target: ReactionTarget,
  id: string,
  viewerId: string,
): Promise<LockedItem | undefined> {
  const { items } = tables[target];
  // The access rule reads the item's table under its own name, so the table is not aliased here.
  const item = (column: string) => sql.ref(`${items}.${column}`);
  const result = await sql<LockedItem>`
    SELECT ${item('id')} AS id, ${item('author_id')} AS author_id,
      ${target === 'post' ? item('id') : item('post_id')} AS post_id,
      ${item('reaction_counts')} AS reaction_counts,
      ${accessCondition(reactPermission[target], { id: viewerId })} AS allowed
    FROM ${sql.table(items)}
    WHERE ${item('id')} = ${id}::uuid
    FOR UPDATE OF ${sql.table(items)}`.execute(db);
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

/**
 * Writes the viewer's reaction (a new one, or another kind) and the item's counts in one statement,
 * with the job that tells the item's author when `notify` is given (decision 0087); the item's row
 * is locked by lockItem.
 */
export async function upsertReaction(
  db: Kysely<DB>,
  target: ReactionTarget,
  values: { id: string; userId: string; kind: ReactionKind; at: Date; counts: Record<string, number> },
  notify?: AuthorNotificationPayload,
): Promise<void> {
  const { items, reactions, key } = tables[target];
  const queued = notify
    ? sql`, queued AS (
      INSERT INTO jobs (kind, payload, run_at)
      VALUES (${AUTHOR_NOTIFICATION_JOB}::text, ${JSON.stringify(notify)}::jsonb, ${values.at}::timestamptz)
    )`
    : sql``;
  await sql`
    WITH reaction AS (
      INSERT INTO ${sql.table(reactions)} (${sql.ref(key)}, user_id, kind, created_at)
      VALUES (${values.id}::uuid, ${values.userId}::uuid, ${values.kind}, ${values.at})
      ON CONFLICT (${sql.ref(key)}, user_id) DO UPDATE SET kind = excluded.kind, created_at = excluded.created_at
    )${queued}
    UPDATE ${sql.table(items)} SET reaction_counts = ${JSON.stringify(values.counts)}::jsonb
    WHERE id = ${values.id}::uuid`.execute(db);
}

/** Takes the viewer's reaction back and writes the item's counts in one statement (row locked by lockItem). */
export async function deleteReaction(
  db: Kysely<DB>,
  target: ReactionTarget,
  values: { id: string; userId: string; counts: Record<string, number> },
): Promise<void> {
  const { items, reactions, key } = tables[target];
  await sql`
    WITH reaction AS (
      DELETE FROM ${sql.table(reactions)} WHERE ${sql.ref(key)} = ${values.id}::uuid AND user_id = ${values.userId}::uuid
    )
    UPDATE ${sql.table(items)} SET reaction_counts = ${JSON.stringify(values.counts)}::jsonb
    WHERE id = ${values.id}::uuid`.execute(db);
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
