import { Trans } from '@lingui/react/macro';
import { Star } from 'lucide-react';

/** Five stars with a text equivalent for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-amber-500">
      <span className="sr-only">
        <Trans>Rated {rating} out of 5</Trans>
      </span>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} className={index < rating ? 'h-5 w-5 fill-current' : 'h-5 w-5'} />
      ))}
    </p>
  );
}
