import { Suspense, useState } from 'react';
import { Limits, type MediaItem } from '@ourhood/contract';
import { cx } from '../ui/cx';
import { useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The viewer (keys, swipe, prev/next) loads when a photo is first opened, not with every feed.
const PhotoViewer = lazyWithMessages(() =>
  import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })),
);

/** The server's thumbnails fit in 400 × 400 (apps/api lib/images DEFAULT_THUMBNAIL_SIZE). */
const THUMBNAIL_SIZE = 400;

/**
 * The width of an image's thumbnail in pixels: the display version scaled to fit 400 × 400 (a
 * portrait photo's thumbnail is narrower than 400), never enlarged, as the server makes it.
 */
export function thumbnailWidth(item: Pick<MediaItem, 'width' | 'height'>): number {
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(item.width, item.height, 1));
  return Math.max(1, Math.round(item.width * scale));
}

/**
 * The width each photo is shown at, for the browser to choose between the thumbnail and the
 * display version (the two sizes the server makes): the feed's column is the page less the gutters
 * below 48rem, less the side rail too up to 64rem, and at most about 47rem beside the side panel;
 * in a grid of two a photo takes half of that.
 */
export const SINGLE_SIZES = [
  '(min-width: 64rem) 47rem',
  '(min-width: 48rem) calc(100vw - 9.5rem)',
  'calc(100vw - 3.5rem)',
].join(', ');
export const GRID_SIZES = [
  '(min-width: 64rem) 23.5rem',
  '(min-width: 48rem) calc(50vw - 5rem)',
  'calc(50vw - 2rem)',
].join(', ');

/** Both sizes with their widths, so a phone's grid takes the thumbnail and a wide screen the display size. */
export function mediaSrcSet(item: MediaItem): string | undefined {
  if (!item.thumbnail_url) return undefined;
  return [`${item.thumbnail_url} ${thumbnailWidth(item)}w`, `${item.url} ${item.width}w`].join(', ');
}

/**
 * Up to Limits.imagesPerPost photos in a grid (spec §2, §9), each in the size the screen shows
 * (srcset of the thumbnail and the display size, decision 0070); each opens the display-size image
 * in a dialog. They carry their width and height so the feed does not jump as they load, and load
 * as they come near the screen, except the first photo of a post in view as the page opens.
 */
export function PostMediaGrid({
  media,
  authorName,
  twoColumns = false,
  inView = false,
}: {
  media: MediaItem[];
  authorName: string;
  /** The detail page's 2-column grid (spec §2); a single photo still spans it. */
  twoColumns?: boolean;
  /** The post is on screen as the page opens: its first photo loads at once, before others. */
  inView?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const shown = media.slice(0, Limits.imagesPerPost);
  if (shown.length === 0) return null;
  // A lone photo uses the full width; in the detail page's two-column grid it spans both columns.
  const single = shown.length === 1;
  return (
    <>
      <ul className={cx('grid gap-2', single && !twoColumns ? 'grid-cols-1' : 'grid-cols-2')} aria-label={t`Photos`}>
        {shown.map((item, index) => {
          const number = index + 1;
          const total = shown.length;
          return (
            <li key={item.url} className={single ? 'col-span-full' : undefined}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={t`View photo ${number} of ${total} larger`}
                className="block w-full overflow-hidden rounded-xl bg-sunken"
              >
                <img
                  src={item.thumbnail_url || item.url}
                  srcSet={mediaSrcSet(item)}
                  sizes={single ? SINGLE_SIZES : GRID_SIZES}
                  width={item.width}
                  height={item.height}
                  {...(inView && index === 0
                    ? { loading: 'eager', fetchPriority: 'high' }
                    : { loading: 'lazy', decoding: 'async' })}
                  alt={t`Photo ${number} from ${authorName}`}
                  className={cx('w-full object-cover', single ? 'max-h-96' : 'aspect-square')}
                />
              </button>
            </li>
          );
        })}
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
