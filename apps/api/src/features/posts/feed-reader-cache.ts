import type { ReactionKind } from '@ourhood/contract';
import type { ChangeNotices } from '../../db/change-notices.js';
import { PerReaderCache } from '../../lib/shared-pages/per-reader-cache.js';

/** What is cut from shared feed pages for one reader (decision 0037). */
export interface ReaderCut {
  /** Users the reader blocks or who block the reader: nothing of theirs either way. */
  blocked: ReadonlySet<string>;
  /** Users the reader muted: out of every list but one author's own. */
  muted: ReadonlySet<string>;
  /** The reader's own reaction to each post asked for so far (null: none). */
  reactions: ReadonlyMap<string, ReactionKind | null>;
}

/** What one read of a reader's cut returns: their blocks and mutes when asked, and reactions to the posts asked. */
export interface ReaderCutRead {
  relations?: { blocked: string[]; muted: string[] };
  reactions: Map<string, ReactionKind | null>;
}

export interface FeedReaderCacheOptions {
  /** Most readers kept; the longest unused go first (default 10,000). */
  maxReaders?: number;
  /** Most reactions kept per reader; beyond it the reader's are read again (default 2,000). */
  maxReactionsPerReader?: number;
  /** How long a reader's cut is trusted without being read again (default 60 s). */
  ttlMs?: number;
  monotonicNow?: () => number;
}

interface Entry {
  blocked: ReadonlySet<string>;
  muted: ReadonlySet<string>;
  reactions: Map<string, ReactionKind | null>;
  keptAt: number;
}

/**
 * Each reader's blocks, mutes and reactions, kept per process so a shared page is cut for them
 * without a statement (decision 0037). Forgotten on the reader's 'reader:' notice (migration
 * 0032: a block either way, a mute, a reaction of theirs), on 'readers', and entirely while
 * notices may not arrive. A read begun before a notice is used for its own request, never kept.
 */
export class FeedReaderCache extends PerReaderCache<Entry> {
  private readonly maxReactions: number;
  private readonly ttlMs: number;
  private readonly monotonicNow: () => number;

  constructor(notices: ChangeNotices, options: FeedReaderCacheOptions = {}) {
    super(notices, options.maxReaders ?? 10_000, false);
    this.maxReactions = options.maxReactionsPerReader ?? 2_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
  }

  /**
   * The reader's cut, with their reactions to `postIds` known: kept, or completed by one `read`
   * (their blocks and mutes only when not kept; reactions only for the posts not known yet).
   */
  async cut(
    readerId: string,
    postIds: readonly string[],
    read: (withRelations: boolean, postIds: string[]) => Promise<ReaderCutRead>,
    unreacted: readonly string[] = [],
  ): Promise<ReaderCut> {
    let kept = this.guard.active ? this.readers.get(readerId) : undefined;
    if (kept && this.monotonicNow() - kept.keptAt >= this.ttlMs) {
      this.readers.delete(readerId);
      kept = undefined;
    }
    // Posts the page shows without any reaction: the reader has none on them, and keeps none until
    // their own 'reader:' notice forgets this entry (issue 40). When such a post gets its first
    // reaction from someone else, this reader is not asked again.
    if (kept) {
      for (const postId of unreacted) {
        if (kept.reactions.size >= this.maxReactions) break;
        if (!kept.reactions.has(postId)) kept.reactions.set(postId, null);
      }
    }
    const unknown = kept ? postIds.filter((id) => !kept.reactions.has(id)) : [...postIds];
    if (kept && unknown.length === 0) {
      this.keep(readerId, kept);
      return kept;
    }
    const began = this.guard.began();
    const found = await read(kept === undefined, unknown);
    const blocked = kept?.blocked ?? new Set(found.relations?.blocked);
    const muted = kept?.muted ?? new Set(found.relations?.muted);
    const fresh = this.guard.mayKeep(began);
    if (fresh && kept && kept.reactions.size + found.reactions.size <= this.maxReactions) {
      // Only the reactions to the newly asked posts are added; the entry stays the same object.
      for (const [postId, kind] of found.reactions) kept.reactions.set(postId, kind);
      return kept;
    }
    const reactions = new Map(found.reactions);
    for (const postId of unreacted) if (!reactions.has(postId)) reactions.set(postId, null);
    if (kept)
      for (const postId of postIds)
        if (!reactions.has(postId)) reactions.set(postId, kept.reactions.get(postId) ?? null);
    const entry: Entry = { blocked, muted, reactions, keptAt: kept?.keptAt ?? this.monotonicNow() };
    if (fresh) this.keep(readerId, entry);
    return entry;
  }
}
