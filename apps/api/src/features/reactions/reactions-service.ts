import type { TrustSettings } from '../../lib/trust/index.js';
import type { Kysely } from 'kysely';
import {
  pageMetadata,
  PostMessages,
  reactionKinds,
  type PageMetadata,
  type ReactionCounts,
  type ReactionKind,
  type ReactionPerson,
  type ReactionSummary,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { mayAccess } from '../../lib/access/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { presentReactionCounts } from '../../lib/reactions/reactions.js';
import type { UrlFor } from '../../lib/storage/index.js';
import { presentAuthor } from '../../lib/users/author.js';
import { isUuid } from '../../lib/uuid.js';
import {
  findItemPost,
  findReaction,
  listReactionPeople,
  reactPermission,
  type ReactionTarget,
} from './reactions-repository.js';
import { removeReaction, writeReaction } from './write-reaction.js';

export interface ReactionsDeps {
  db: Kysely<DB>;
  /** Trust settings: a new account's reactions wait in filtered boxes (decision 0069). */
  trust: TrustSettings;
  urlFor: UrlFor;
  notifications: NotificationHub;
  now: () => Date;
}

const notFound = (target: ReactionTarget) =>
  AppError.notFound(target === 'post' ? PostMessages.postNotFound : PostMessages.commentNotFound);

const total = (counts: ReactionCounts) => reactionKinds.reduce((sum, kind) => sum + counts[kind], 0);

/**
 * Sets (kind) or removes (null) the viewer's reaction to a post or comment: the reaction written,
 * the counts moved and, for a first reaction by someone else, the job queued that tells the item's
 * author (grouped: one unread notification per item; decision 0087), in one statement (decision
 * 0088, write-reaction.ts says how concurrent reactions stay exact). Anyone who may read the post
 * may react; a private group's post and its comments are 404 to everyone else (group-access.ts).
 */
export async function setReaction(
  deps: ReactionsDeps,
  target: ReactionTarget,
  id: string,
  viewerId: string,
  kind: ReactionKind | null,
): Promise<ReactionSummary> {
  if (!isUuid(id)) throw notFound(target);
  const written = kind
    ? await writeReaction(deps.db, target, { id, viewerId, kind, at: deps.now() })
    : await removeReaction(deps.db, target, { id, viewerId });
  if (!written) throw notFound(target);
  if (written.queued) deps.notifications.queued();
  return { reactions: presentReactionCounts(written.counts), viewer_reaction: kind ?? null };
}

/**
 * Whether the viewer may see and react to an item: its post is readable to them (groups), it is
 * not hidden by moderation (but to its author), and no block stands between them and its author.
 */
async function mayReactTo(db: Kysely<DB>, target: ReactionTarget, id: string, viewerId: string): Promise<boolean> {
  return (await mayAccess(db, { id: viewerId }, reactPermission[target], id)).has(id);
}

/** Who reacted to an item, newest first, with its counts and the viewer's own reaction. */
export async function listReactions(
  deps: ReactionsDeps,
  target: ReactionTarget,
  id: string,
  viewerId: string,
  query: { page: number; limit: number; kind?: ReactionKind },
): Promise<{ people: ReactionPerson[]; metadata: PageMetadata & ReactionSummary }> {
  if (!isUuid(id)) throw notFound(target);
  const item = await findItemPost(deps.db, target, id);
  if (!item || !(await mayReactTo(deps.db, target, id, viewerId))) throw notFound(target);
  const counts = presentReactionCounts(item.reaction_counts);
  const count = query.kind ? counts[query.kind] : total(counts);
  const [rows, own] = await Promise.all([
    count > 0
      ? listReactionPeople(
          deps.db,
          target,
          id,
          {
            limit: query.limit,
            offset: (query.page - 1) * query.limit,
            kind: query.kind,
          },
          viewerId,
        )
      : Promise.resolve([]),
    findReaction(deps.db, target, id, viewerId),
  ]);
  return {
    people: rows.map((row) => ({
      user: presentAuthor(row, deps.urlFor),
      kind: row.kind,
      reacted_at: new Date(row.created_at).toISOString(),
    })),
    metadata: { ...pageMetadata(query.page, query.limit, count), reactions: counts, viewer_reaction: own ?? null },
  };
}
