import { SmilePlus, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactionKind } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { reactionChoices, totalReactions } from '../../lib/posts/reactions';
import { useReaction, type Reactable } from '../../lib/posts/use-reaction';
import { Button } from '../ui/button';
import { cx } from '../ui/cx';
import { toast } from '../ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';

const choiceOf = (kind: ReactionKind | null) => reactionChoices.find((choice) => choice.kind === kind);

/** The kinds someone chose, most used first, and how many in all: '👍❤️ 5'. */
function ReactionSummary({ item }: { item: Reactable }) {
  const { t, i18n } = useLingui();
  const total = totalReactions(item.reactions);
  if (total === 0) return null;
  const shown = reactionChoices
    .filter(({ kind }) => item.reactions[kind] > 0)
    .sort((a, b) => item.reactions[b.kind] - item.reactions[a.kind])
    .slice(0, 3);
  const label = shown.map(({ kind, label: name }) => `${item.reactions[kind]} ${i18n._(name)}`).join(', ');
  return (
    <span className="inline-flex items-center gap-1 px-1 text-sm text-muted" aria-label={t`Reactions: ${label}`}>
      <span aria-hidden="true">{shown.map(({ emoji }) => emoji).join('')}</span>
      <span aria-hidden="true">{total}</span>
    </span>
  );
}

/**
 * Like and the reaction picker of a post or comment (issue 18). Like toggles a like (or removes
 * whatever reaction the viewer chose); the picker offers the six kinds. The change shows at once
 * and is undone, with a toast, if the server refuses it.
 */
export function ReactionBar({ item, compact = false }: { item: Reactable; compact?: boolean }) {
  const { t, i18n } = useLingui();
  const reaction = useReaction(item);
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const mine = choiceOf(item.viewer_reaction);

  useEffect(() => {
    if (!picking) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) {
        setPicking(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [picking]);

  const choose = (kind: ReactionKind | null) => {
    setPicking(false);
    reaction.mutate(kind, {
      onError: (error) => toast(errorMessage(error, t`Could not save your reaction`), { tone: 'error' }),
    });
  };

  const size = compact ? 'min-h-8 px-2 text-xs' : 'min-h-9 px-2 sm:px-3';
  return (
    <div ref={wrapper} className="relative flex items-center gap-1">
      <Button
        variant="ghost"
        className={cx(size, mine && 'text-accent')}
        aria-pressed={item.viewer_reaction !== null}
        onClick={() => choose(item.viewer_reaction ? null : 'like')}
      >
        {mine && mine.kind !== 'like' ? (
          <span aria-hidden="true">{mine.emoji}</span>
        ) : (
          <ThumbsUp className="h-4 w-4" aria-hidden="true" />
        )}
        {mine ? i18n._(mine.label) : <Trans>Like</Trans>}
      </Button>
      <Button
        variant="ghost"
        className={cx(size, 'px-2')}
        aria-label={t`Choose a reaction`}
        aria-expanded={picking}
        aria-controls={picking ? pickerId : undefined}
        onClick={() => setPicking((open) => !open)}
      >
        <SmilePlus className="h-4 w-4" aria-hidden="true" />
      </Button>
      {picking ? (
        <div
          id={pickerId}
          role="group"
          aria-label={t`Reactions`}
          className={cx(
            'absolute inset-s-0 z-20 flex gap-1 rounded-full border border-line bg-raised p-1 shadow-lg',
            // Under a comment (inside the scrolling comments dialog) it opens downwards, where the
            // dialog can scroll to it; on a card, upwards over the post.
            compact ? 'top-full mt-1' : 'bottom-full mb-1',
          )}
        >
          {reactionChoices.map(({ kind, emoji, label: message }) => {
            const label = i18n._(message);
            return (
              <button
                key={kind}
                type="button"
                aria-label={label}
                aria-pressed={item.viewer_reaction === kind}
                title={label}
                onClick={() => choose(item.viewer_reaction === kind ? null : kind)}
                className={cx(
                  'flex h-10 w-10 items-center justify-center rounded-full text-xl transition-transform hover:scale-110 hover:bg-sunken',
                  item.viewer_reaction === kind && 'bg-sunken ring-2 ring-accent',
                )}
              >
                <span aria-hidden="true">{emoji}</span>
              </button>
            );
          })}
        </div>
      ) : null}
      <ReactionSummary item={item} />
    </div>
  );
}

/** A post as the reaction bar takes it. */
export const postReactable = (post: {
  id: string;
  reactions?: Reactable['reactions'];
  viewer_reaction?: ReactionKind | null;
}): Reactable => ({
  target: 'post',
  id: post.id,
  postId: post.id,
  reactions: post.reactions ?? { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
  viewer_reaction: post.viewer_reaction ?? null,
});
