import { ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Review } from '@ourhood/contract';
import { ReportButton } from '../safety/report-button';
import { Avatar } from '../ui/avatar';
import { Card } from '../ui/card';
import { RelativeTime } from '../ui/relative-time';
import { Stars } from './rating-summary';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/**
 * One review: its author, stars, text, age, 'Helpful' (not on one's own) and Report, and the
 * organization's reply. `actions` adds the caller's own controls (edit, delete, reply).
 */
export function ReviewItem({
  review,
  onHelpful,
  helpfulBusy,
  actions,
  canVote = true,
  children,
}: {
  review: Review;
  onHelpful?: (helpful: boolean) => void;
  helpfulBusy?: boolean;
  actions?: ReactNode;
  canVote?: boolean;
  /** Under the review (the dashboard's reply form). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const name = review.author.name || t`A neighbour`;
  const rating = review.rating;
  const helpfulCount = review.helpful_count;
  return (
    <Card as="li" className="flex flex-col gap-2 p-4" data-testid="review-item">
      <div className="flex items-center gap-3">
        <Avatar name={name} url={review.author.profile_picture?.url} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-fg">
            {name}
            {review.is_mine ? (
              <span className="ms-2 text-sm font-normal text-muted">
                <Trans>(your review)</Trans>
              </span>
            ) : null}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted">
            <span className="sr-only">
              <Trans>Rated {rating} out of 5</Trans>
            </span>
            <Stars value={review.rating} />
            <RelativeTime iso={review.updated_at} />
          </p>
        </div>
      </div>
      {review.text ? <p className="break-words whitespace-pre-line text-fg">{review.text}</p> : null}
      {review.reply ? (
        <div className="rounded-lg border-s-4 border-accent-line bg-sunken p-3" data-testid="review-reply">
          <p className="text-sm font-semibold text-fg">
            <Trans>Reply from the organization</Trans>
          </p>
          <p className="text-sm break-words whitespace-pre-line text-fg">{review.reply.text}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {onHelpful && canVote && !review.is_mine ? (
          <button
            type="button"
            aria-pressed={review.is_helpful}
            disabled={helpfulBusy}
            onClick={() => onHelpful(!review.is_helpful)}
            className={
              review.is_helpful
                ? 'inline-flex min-h-10 items-center gap-1 rounded-lg px-2 font-semibold text-accent hover:bg-accent-soft'
                : 'inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-muted hover:bg-sunken hover:text-fg'
            }
          >
            <ThumbsUp className="h-4 w-4" aria-hidden />
            <Trans>Helpful</Trans>
            {helpfulCount > 0 ? ` (${helpfulCount})` : ''}
          </button>
        ) : review.helpful_count > 0 ? (
          <span className="text-muted">
            <Plural value={helpfulCount} one="# found this helpful" other="# found this helpful" />
          </span>
        ) : null}
        {!review.is_mine ? <ReportButton targetType="review" targetId={review.id} /> : null}
        {actions ? <div className="ms-auto flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </Card>
  );
}
