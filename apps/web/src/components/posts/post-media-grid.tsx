import { lazy, Suspense, useState } from 'react';
import { Limits, type MediaItem } from '@ourhood/contract';
import { cx } from '../ui/cx';

// The viewer (keys, swipe, prev/next) loads when a photo is first opened, not with every feed.
const PhotoViewer = lazy(() => import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })));

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
  /** The detail page's 2-column grid (spec §2); a single photo still spans it. */
  twoColumns?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = media.slice(0, Limits.imagesPerPost);
  if (shown.length === 0) return null;
  // A lone photo uses the full width; in the detail page's two-column grid it spans both columns.
  const single = shown.length === 1;
  return (
    <>
      <ul className={cx('grid gap-2', single && !twoColumns ? 'grid-cols-1' : 'grid-cols-2')} aria-label="Photos">
        {shown.map((item, index) => (
          <li key={item.url} className={single ? 'col-span-full' : undefined}>
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
      {open === null ? null : (
        <Suspense fallback={null}>
          <PhotoViewer
            media={shown}
            index={open}
            authorName={authorName}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
