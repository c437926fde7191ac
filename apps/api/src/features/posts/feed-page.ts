import { hasReactions } from './feed-cut.js';
import type { FeedCounts } from './feed-segments-repository.js';
import type { FeedRow } from './posts-repository.js';

/** A row of a feed page, with the segment (suburb, rest of the city, elsewhere) it was read from. */
export interface PagedRow {
  row: FeedRow;
  segment: number;
}

/** A feed page as every reader shares it (decision 0037), before it is cut per reader. */
export interface SharedFeedPage {
  rows: readonly PagedRow[];
  /** The posts with any reaction: only theirs can carry the reader's own. */
  reacted: readonly string[];
  /** The posts without any: the reader's own on them is none (feed-reader-cache.ts). */
  unreacted: readonly string[];
  /** Whether a hidden post is among the rows (shown to its author only). */
  hasHidden: boolean;
  /** The feed's counts when read (a local feed's are served from AreaCounts instead). */
  counts: FeedCounts;
  /** Fewer rows than asked exist: the cut page is whole however short. */
  complete: boolean;
}

/** A shared page of these rows, frozen (its rows are presented and written once, feed-kept-posts.ts). */
export function sharedPageOf(rows: readonly PagedRow[], counts: FeedCounts, complete: boolean): SharedFeedPage {
  const frozen = Object.freeze(rows.map((paged) => (Object.isFrozen(paged) ? paged : Object.freeze(paged))));
  const reacted: string[] = [];
  const unreacted: string[] = [];
  for (const { row } of frozen) (hasReactions(row.reaction_counts) ? reacted : unreacted).push(row.id);
  const hasHidden = frozen.some(({ row }) => row.hidden_at !== null);
  return Object.freeze({ rows: frozen, reacted, unreacted, hasHidden, counts, complete });
}
