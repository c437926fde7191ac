import { useState } from 'react';
import { Limits, type MediaItem } from '@ourhood/contract';
import { cx } from '../ui/cx';
import { Modal } from '../ui/modal';

/**
 * Up to Limits.imagesPerPost thumbnails in a grid (spec §2, §9); each opens the display-size image
 * in a dialog. Thumbnails carry their width and height so the feed does not jump as they load.
 */
export function PostMediaGrid({
  media,
  authorName,
  twoColumns = false,
}: {
  media: MediaItem[];
  authorName: string;
  /** Always two columns (the detail page of spec §2), even for a single photo. */
  twoColumns?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = media.slice(0, Limits.imagesPerPost);
  if (shown.length === 0) return null;
  const current = open === null ? undefined : shown[open];
  return (
    <>
      <ul
        className={cx('grid gap-2', twoColumns || shown.length > 1 ? 'grid-cols-2' : 'grid-cols-1')}
        aria-label="Photos"
      >
        {shown.map((item, index) => (
          <li key={item.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`View photo ${index + 1} of ${shown.length} larger`}
              className="block w-full overflow-hidden rounded-xl bg-stone-100"
            >
              <img
                src={item.thumbnail_url || item.url}
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
                alt={`Photo ${index + 1} from ${authorName}`}
                className={cx('w-full object-cover', twoColumns || shown.length > 1 ? 'aspect-square' : 'max-h-96')}
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== undefined}
        title={`Photo ${(open ?? 0) + 1} of ${shown.length}`}
        onClose={() => setOpen(null)}
        className="w-[min(56rem,calc(100%-2rem))]"
      >
        {current ? (
          <img
            src={current.url}
            width={current.width}
            height={current.height}
            alt={`Photo ${(open ?? 0) + 1} from ${authorName}, full size`}
            className="mx-auto max-h-[75vh] w-auto rounded-lg object-contain"
          />
        ) : null}
      </Modal>
    </>
  );
}
