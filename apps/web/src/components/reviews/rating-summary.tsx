import { Star } from 'lucide-react';
import type { OrganizationRating } from '@ourhood/contract';
import { cx } from '../ui/cx';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** Five stars, filled up to `value` (rounded to the nearest half). Decorative: the text says it. */
export function Stars({ value, className = 'h-4 w-4' }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="inline-flex items-center" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cx(
            className,
            n <= rounded
              ? 'fill-current text-accent'
              : n - 0.5 === rounded
                ? 'fill-accent-soft text-accent'
                : 'text-faint',
          )}
        />
      ))}
    </span>
  );
}

/** Stars, '4.3 (12 reviews)', or 'No reviews yet'; read out as one sentence. */
export function RatingSummary({ rating, className }: { rating: OrganizationRating; className?: string }) {
  const { t, i18n } = useLingui();
  if (rating.average === null || rating.count === 0) {
    return (
      <p className={cx('text-sm text-muted', className)} data-testid="rating-summary">
        <Trans>No reviews yet</Trans>
      </p>
    );
  }
  const average = i18n.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = rating.count;
  const reviews = t`${plural(count, { one: '# review', other: '# reviews' })}`;
  return (
    <p className={cx('flex items-center gap-1 text-sm text-muted', className)} data-testid="rating-summary">
      <span className="sr-only">
        <Trans>
          Rated {average} out of 5 from {reviews}
        </Trans>
      </span>
      <span aria-hidden="true" className="flex items-center gap-1">
        <Stars value={rating.average} />
        <span className="font-semibold text-fg">{average}</span>
        <span>({reviews})</span>
      </span>
    </p>
  );
}
