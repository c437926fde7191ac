import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { reviewReplyBodySchema, ReviewLimits, type Review, type ReviewSort } from '@ourhood/contract';
import { RatingSummary } from '../../components/reviews/rating-summary';
import { ReviewItem } from '../../components/reviews/review-item';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { PageMain } from '../../components/ui/page-main';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { reviewKeys, reviewsApi } from '../../lib/reviews/reviews-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const sorts: { key: ReviewSort; label: MessageDescriptor }[] = [
  { key: 'newest', label: msg`Newest` },
  { key: 'helpful', label: msg`Most helpful` },
];

/** The one public reply to a review (the contract's reviewReplyBodySchema; 409 if already replied). */
function ReplyForm({ review, onDone }: { review: Review; onDone(): void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const author = review.author.name;
  const form = useContractForm(reviewReplyBodySchema, { defaultValues: { text: '' } });
  const reply = useMutation({ mutationFn: (text: string) => reviewsApi.reply(review.id, text) });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ text }) => {
        await reply.mutateAsync(text);
        await client.invalidateQueries({ queryKey: reviewKeys.all });
        toast(t`Reply published`, { tone: 'success' });
        onDone();
      },
      { failure: t`Failed to publish your reply` },
    );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label={t`Reply to ${author}`}>
      <FormBanner banner={form.banner} />
      <Textarea
        label={t`Your public reply`}
        rows={3}
        maxLength={ReviewLimits.replyMaxLength}
        autoFocus
        {...form.field('text')}
      />
      <p className="text-sm text-muted">
        <Trans>You can reply once; everyone who reads the review sees it.</Trans>
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={reply.isPending}>
          {reply.isPending ? <Trans>Publishing...</Trans> : <Trans>Publish reply</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/reviews (organizations): the rating, every review, and a reply to each. */
export default function ReviewsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reviews`);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [replying, setReplying] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: reviewKeys.mine(sort),
    queryFn: ({ pageParam, signal }) => reviewsApi.mine(sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.metadata?.has_more ? pages.length + 1 : undefined),
  });
  const reviews = query.data?.pages.flatMap((page) => page.data) ?? [];
  const rating = query.data?.pages[0]?.metadata?.rating;
  return (
    <PageMain className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-fg">
          <Trans>Reviews</Trans>
        </h1>
        {rating ? <RatingSummary rating={rating} /> : null}
      </div>
      <Tabs<ReviewSort>
        label={t`Sort reviews`}
        tabs={sorts.map((item) => ({ key: item.key, label: t(item.label) }))}
        selected={sort}
        onSelect={setSort}
      >
        {query.isPending ? (
          <div className="mt-3 flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : query.isError ? (
          <Banner tone="error" className="mt-3">
            {errorMessage(query.error, t`Failed to load reviews`)}
          </Banner>
        ) : reviews.length === 0 ? (
          <div className="mt-3">
            <EmptyState>
              <Trans>No reviews yet. Neighbours can rate you from your page in Discover.</Trans>
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-3 flex flex-col gap-3" aria-label={t`Reviews`}>
            {reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                canVote={false}
                actions={
                  review.reply === null && replying !== review.id ? (
                    <Button variant="secondary" onClick={() => setReplying(review.id)}>
                      <Trans>Reply</Trans>
                    </Button>
                  ) : null
                }
              >
                {replying === review.id ? <ReplyForm review={review} onDone={() => setReplying(null)} /> : null}
              </ReviewItem>
            ))}
          </ul>
        )}
      </Tabs>
      <LoadMore query={query} label={t`More reviews`} />
    </PageMain>
  );
}
