import type { ReactionKind } from '@ourhood/contract';
import type { ReaderCut } from './feed-reader-cache.js';
import type { FeedRow } from './posts-repository.js';

// Decision 0037: a feed page shared by readers is cut for each one with the same rules the
// reader's own statement applies in SQL (lib/blocks, decision 0020), so a kept page shows each
// reader exactly what their own statement would.

/** Whether the reader may see the post: hidden only to its author, nothing across a block, no muted author (unless `mutesApply` is false: one author's own list). */
export function visibleToReader(row: FeedRow, readerId: string, cut: ReaderCut, mutesApply: boolean): boolean {
  if (row.hidden_at !== null && row.author_id !== readerId) return false;
  if (cut.blocked.has(row.author_id)) return false;
  return !(mutesApply && cut.muted.has(row.author_id));
}

/** Whether any reaction is counted on the post: if none, the reader's own is none too, without asking. */
export function hasReactions(stored: FeedRow['reaction_counts'] | string | null): boolean {
  if (stored === null) return false;
  const counts = typeof stored === 'string' ? (JSON.parse(stored) as Record<string, number>) : stored;
  for (const kind in counts) if (Number(counts[kind]) > 0) return true;
  return false;
}

/**
 * The row as this reader sees it: their own reaction (from the cut when the row is shared; a
 * reader's own statement read it already), and no comment preview by someone blocked either way.
 * The row itself when nothing in it is this reader's own; else a new object, so the shared row
 * stays as it is for the next reader.
 */
export function forReader(row: FeedRow, cut: ReaderCut, shared: boolean): FeedRow {
  const viewerReaction: ReactionKind | null = shared ? (cut.reactions.get(row.id) ?? null) : row.viewer_reaction;
  const comment = row.latest_comment;
  const latestComment = comment && cut.blocked.has(comment.author_id) ? null : comment;
  if (viewerReaction === row.viewer_reaction && latestComment === comment) return row;
  return { ...row, viewer_reaction: viewerReaction, latest_comment: latestComment };
}
