import type { ReactionCounts, ReactionKind } from '@ourhood/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The reaction set (issue 18), in the picker's order, with how each is shown. */
export const reactionChoices: readonly { kind: ReactionKind; emoji: string; label: MessageDescriptor }[] = [
  { kind: 'like', emoji: '👍', label: msg`Like` },
  { kind: 'love', emoji: '❤️', label: msg`Love` },
  { kind: 'haha', emoji: '😄', label: msg`Haha` },
  { kind: 'wow', emoji: '😮', label: msg`Wow` },
  { kind: 'sad', emoji: '😢', label: msg`Sad` },
  { kind: 'thanks', emoji: '🙏', label: msg`Thanks` },
];

export const noReactions = (): ReactionCounts => ({ like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 });

export const totalReactions = (counts: ReactionCounts | undefined): number =>
  counts ? reactionChoices.reduce((sum, { kind }) => sum + (counts[kind] ?? 0), 0) : 0;

/**
 * The counts after the viewer's reaction goes from `from` to `to` (null: none): what the card shows
 * at once, before the server answers (optimistic; the server's counts replace it).
 */
export function withReaction(
  counts: ReactionCounts | undefined,
  from: ReactionKind | null | undefined,
  to: ReactionKind | null,
): ReactionCounts {
  const next = { ...noReactions(), ...counts };
  if (from === to) return next;
  if (from) next[from] = Math.max(0, next[from] - 1);
  if (to) next[to] += 1;
  return next;
}
