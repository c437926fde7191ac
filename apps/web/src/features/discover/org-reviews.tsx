import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { reviewBodySchema, ReviewLimits, type Organization, type Review, type ReviewSort } from '@ourhood/contract';
import { RatingSummary } from '../../components/reviews/rating-summary';
import { ReviewItem } from '../../components/reviews/review-item';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { FieldError, fieldErrorProps } from '../../components/ui/field-error';
import { LoadMore } from '../../components/ui/load-more';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { reviewKeys, reviewsApi } from '../../lib/reviews/reviews-api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { contractTextOf } from '../../lib/i18n/contract-text';

const sorts: { key: ReviewSort; label: MessageDescriptor }[] = [
  { key: 'newest', label: msg`Newest` },
  { key: 'helpful', label: msg`Most helpful` },
];

/** The five stars of the form: a radio group (arrow keys move, as for any radio group). */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange(value: number): void;
  error?: string;
}) {
  return (
    <fieldset {...fieldErrorProps('review-rating-error', error)}>
      <legend className="text-sm font-medium text-fg">
        <Trans>Your rating</Trans>
      </legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">
              <Plural value={n} one="# star" other="# stars" />
            </span>
            <Star
              aria-hidden
              className={value !== undefined && n <= value ? 'h-8 w-8 fill-current text-accent' : 'h-8 w-8 text-faint'}
            />
          </label>
        ))}
      </div>
      <FieldError id="review-rating-error" error={error} />
    </fieldset>
  );
}

/** Write or edit one's review (the contract's reviewBodySchema checks both the form and the route). */
function ReviewForm({ organizationId, mine, onDone }: { organizationId: string; mine: Review | null; onDone(): void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(reviewBodySchema, {
    defaultValues: { rating: mine?.rating ?? (undefined as unknown as number), text: mine?.text ?? '' },
  });
  const rating = form.watch('rating');
  const save = useMutation({
    mutationFn: (body: { rating: number; text?: string }) => reviewsApi.save(organizationId, body),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        const result = await save.mutateAsync(values);
        await Promise.all([
          client.invalidateQueries({ queryKey: reviewKeys.all }),
          client.invalidateQueries({ queryKey: organizationKeys.all }),
        ]);
        toast(result.message || t`Review saved`, { tone: 'success' });
        onDone();
      },
      { failure: t`Failed to save your review` },
    );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t`Your review`}>
      <FormBanner banner={form.banner} />
      <StarPicker
        value={typeof rating === 'number' ? rating : undefined}
        error={contractTextOf(form.formState.errors.rating?.message)}
        onChange={(value) => {
          form.setValue('rating', value);
          form.clearErrors('rating');
          form.setBanner(null);
        }}
      />
      <Textarea
        label={t`Your review (optional)`}
        rows={3}
        maxLength={ReviewLimits.textMaxLength}
        placeholder={t`What was it like?`}
        {...form.field('text')}
      />
      <div className="flex justify-end gap-2">
        {mine ? (
          <Button variant="secondary" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? <Trans>Saving...</Trans> : mine ? <Trans>Save review</Trans> : <Trans>Post review</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** The organization page's Reviews (issue 19): the rating, one's own review, and everyone's. */
export function OrgReviews({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const query = useInfiniteQuery({
    queryKey: reviewKeys.list(organization.id, sort),
    queryFn: ({ pageParam, signal }) => reviewsApi.list(organization.id, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.metadata?.has_more ? pages.length + 1 : undefined),
  });
  const first = query.data?.pages[0]?.metadata;
  const mine = first?.mine ?? null;
  const rating = first?.rating ?? organization.rating;
  const reviews = (query.data?.pages.flatMap((page) => page.data) ?? []).filter((review) => !review.is_mine);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all }),
      client.invalidateQueries({ queryKey: organizationKeys.all }),
    ]);
  const helpful = useMutation({
    mutationFn: ({ id, value }: { id: string; value: boolean }) => reviewsApi.helpful(id, value),
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
    onError: (error) => toast(errorMessage(error, t`Could not save your vote`), { tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => reviewsApi.remove(organization.id),
    onSuccess: async () => {
      setConfirmDelete(false);
      await refresh();
      toast(t`Review deleted`, { tone: 'success' });
    },
  });
  const vote = (review: Review) => (value: boolean) => helpful.mutate({ id: review.id, value });

  return (
    <Card as="section" className="mt-4 p-4" aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold text-fg">
          <Trans>Reviews</Trans>
        </h2>
        <RatingSummary rating={rating} />
      </div>
      <div className="mt-3">
        {query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : query.isError ? (
          <Banner tone="error">{errorMessage(query.error, t`Failed to load reviews`)}</Banner>
        ) : mine && !editing ? (
          <ul>
            <ReviewItem
              review={mine}
              actions={
                <>
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                    <Trans>Delete</Trans>
                  </Button>
                </>
              }
            />
          </ul>
        ) : (
          <ReviewForm organizationId={organization.id} mine={mine} onDone={() => setEditing(false)} />
        )}
      </div>
      <div className="mt-4">
        <Tabs<ReviewSort>
          label={t`Sort reviews`}
          tabs={sorts.map((item) => ({ key: item.key, label: t(item.label) }))}
          selected={sort}
          onSelect={setSort}
        >
          {query.isPending ? (
            <Skeleton className="mt-3 h-20 w-full" />
          ) : reviews.length === 0 ? (
            <div className="mt-3">
              <EmptyState>
                {mine ? <Trans>No other reviews yet.</Trans> : <Trans>No reviews yet. Be the first!</Trans>}
              </EmptyState>
            </div>
          ) : (
            <ul className="mt-3 flex flex-col gap-3" aria-label={t`Reviews`}>
              {reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  onHelpful={vote(review)}
                  helpfulBusy={helpful.isPending && helpful.variables?.id === review.id}
                />
              ))}
            </ul>
          )}
        </Tabs>
        <div className="mt-3">
          <LoadMore query={query} label={t`More reviews`} />
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete your review?`}
        confirmLabel={t`Delete review`}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t`Failed to delete your review`) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmDelete(false)}
      >
        <Trans>Your rating and text will be removed from this organization&apos;s page.</Trans>
      </ConfirmDialog>
    </Card>
  );
}
