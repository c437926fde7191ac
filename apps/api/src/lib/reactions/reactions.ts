import { sql, type RawBuilder } from 'kysely';
import { reactionKinds, type ReactionCounts, type ReactionKind } from '@ourhood/contract';

// Reactions as posts and comments carry them (issue 18, decision 0021). The counts live on the
// item's row (`reaction_counts`, migration 0018); the caller's own reaction is a primary-key
// lookup in the same statement as the page, so a feed page costs no statement more.

/** Stored counts (jsonb, kinds with none may be missing) as the contract's every-kind object. */
export function presentReactionCounts(stored: Record<string, number> | string | null | undefined): ReactionCounts {
  const counts = typeof stored === 'string' ? (JSON.parse(stored) as Record<string, number>) : (stored ?? {});
  const result = {} as ReactionCounts;
  for (const kind of reactionKinds) result[kind] = Math.max(0, Number(counts[kind] ?? 0));
  return result;
}

export const isReactionKind = (value: unknown): value is ReactionKind => reactionKinds.some((kind) => kind === value);

/** The viewer's reaction to the post in scope as `posts` (null: none). */
export function viewerPostReaction(viewerId: string): RawBuilder<ReactionKind | null> {
  return sql<ReactionKind | null>`(SELECT r.kind FROM post_reactions r
    WHERE r.post_id = posts.id AND r.user_id = ${viewerId}::uuid)`;
}

/** The viewer's reaction to the comment in scope as `comments` (null: none). */
export function viewerCommentReaction(viewerId: string): RawBuilder<ReactionKind | null> {
  return sql<ReactionKind | null>`(SELECT r.kind FROM comment_reactions r
    WHERE r.comment_id = comments.id AND r.user_id = ${viewerId}::uuid)`;
}

/** A text's edit time: null until it was edited (its update time then differs from its creation). */
export function editedAt(createdAt: Date | string, updatedAt: Date | string): string | null {
  const updated = new Date(updatedAt);
  return updated.getTime() > new Date(createdAt).getTime() ? updated.toISOString() : null;
}
