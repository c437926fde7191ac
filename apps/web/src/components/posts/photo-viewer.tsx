import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MediaItem } from '@ourhood/contract';
import { Modal } from '../ui/modal';
import { useLingui } from '@lingui/react/macro';

// A horizontal drag longer than this (CSS pixels) is a swipe to the next or previous photo.
const SWIPE_DISTANCE = 50;

const stepButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-raised/90 text-fg shadow ' +
  'hover:bg-raised disabled:opacity-30';

/**
 * The display-size photos of a post in a dialog: Previous and Next buttons, the arrow keys and a
 * swipe move between them; Escape closes. The buttons stay in place at the ends (dimmed and
 * disabled) so they never move under the pointer.
 */
export function PhotoViewer({
  media,
  index,
  authorName,
  onIndexChange,
  onClose,
}: {
  media: MediaItem[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  authorName: string;
  onIndexChange(index: number): void;
  onClose(): void;
}) {
  const { t } = useLingui();
  const swipeStart = useRef<number | null>(null);
  const open = index !== null;
  const current = open ? media[index] : undefined;
  const hasPrevious = open && index > 0;
  const hasNext = open && index < media.length - 1;

  const go = (step: -1 | 1) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < media.length) onIndexChange(next);
  };

  // On the window, so the keys work wherever focus is inside the dialog (a button, the image).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const position = (index ?? 0) + 1;
  const total = media.length;
  return (
    <Modal
      open={open}
      title={t`Photo ${position} of ${total}`}
      onClose={onClose}
      className="w-[min(56rem,calc(100%-2rem))]"
    >
      {current ? (
        <div
          className="relative touch-pan-y select-none"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (swipeStart.current === null) return;
            const distance = event.clientX - swipeStart.current;
            swipeStart.current = null;
            if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <img
            src={current.url}
            width={current.width}
            height={current.height}
            draggable={false}
            alt={t`Photo ${position} from ${authorName}, full size`}
            className="mx-auto max-h-[75vh] w-auto rounded-lg object-contain"
          />
          {media.length > 1 ? (
            <>
              <button
                type="button"
                aria-label={t`Previous photo`}
                disabled={!hasPrevious}
                onClick={() => go(-1)}
                className={`${stepButton} left-2`}
              >
                <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
              </button>
              <button
                type="button"
                aria-label={t`Next photo`}
                disabled={!hasNext}
                onClick={() => go(1)}
                className={`${stepButton} right-2`}
              >
                <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
