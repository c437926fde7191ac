import { useState } from 'react';
import { Limits, type MediaItem } from '@ourhood/contract';
import { cx } from '../ui/cx';
import { Modal } from '../ui/modal';

/** The server's thumbnails fit in 400 × 400 (lib/images DEFAULT_THUMBNAIL_SIZE). */
const THUMBNAIL_WIDTH = 400;

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
  const single = !twoColumns && shown.length === 1;
  return (
    <>
      <ul className={cx('grid gap-2', single ? 'grid-cols-1' : 'grid-cols-2')} aria-label="Photos">
        {shown.map((item, index) => (
          <li key={item.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`View photo ${index + 1} of ${shown.length} larger`}
              className="block w-full overflow-hidden rounded-xl bg-sunken"
            >
              <img
                src={item.thumbnail_url || item.url}
                // A lone photo spans the card, wider than its thumbnail: let the browser take the
                // display size where the thumbnail would look soft.
                srcSet={
                  single && item.thumbnail_url
                    ? `${item.thumbnail_url} ${THUMBNAIL_WIDTH}w, ${item.url} ${item.width}w`
                    : undefined
                }
                sizes={single ? '(min-width: 48rem) 40rem, 100vw' : undefined}
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
                alt={`Photo ${index + 1} from ${authorName}`}
                className={cx('w-full object-cover', single ? 'max-h-96' : 'aspect-square')}
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
