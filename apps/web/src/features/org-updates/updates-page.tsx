import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, MessageCircle, SmilePlus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import {
  OrganizationUpdateLimits,
  organizationUpdateFormSchema,
  type OrganizationUpdate,
  type OrganizationUpdateReach,
} from '@ourhood/contract';
import { OrganizationUpdateLabel } from '../../components/posts/organization-update-label';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ImagePicker } from '../../components/ui/image-picker';
import { Input } from '../../components/ui/input';
import { LoadMore } from '../../components/ui/load-more';
import { PageMain } from '../../components/ui/page-main';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { reviewKeys, reviewsApi } from '../../lib/reviews/reviews-api';
import { useDocumentTitle } from '../../lib/use-document-title';

/** 'Seen by 12 · 3 reacted · 1 commented', with icons; one line per update and for the total. */
export function ReachLine({ reach }: { reach: OrganizationUpdateReach }) {
  return (
    <p className="flex flex-wrap items-center gap-4 text-sm text-muted" data-testid="update-reach">
      <span className="inline-flex items-center gap-1">
        <Eye className="h-4 w-4" aria-hidden /> Seen by {reach.seen}
      </span>
      <span className="inline-flex items-center gap-1">
        <SmilePlus className="h-4 w-4" aria-hidden /> {reach.reacted} reacted
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageCircle className="h-4 w-4" aria-hidden /> {reach.commented} commented
      </span>
    </p>
  );
}

/** Text, up to 4 photos and an optional offer end date (the contract's organizationUpdateFormSchema). */
function UpdateForm({ remaining }: { remaining: number | undefined }) {
  const client = useQueryClient();
  const form = useContractForm(organizationUpdateFormSchema, {
    defaultValues: { text: '', offer_ends_at: '', images: [] },
  });
  const publish = useMutation({
    mutationFn: ({ images, ...fields }: { text: string; offer_ends_at?: string; images: File[] }) =>
      reviewsApi.publishUpdate(fields, images),
  });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        await publish.mutateAsync(values);
        await client.invalidateQueries({ queryKey: reviewKeys.updates });
        form.reset({ text: '', offer_ends_at: '', images: [] });
        toast('Update published', { tone: 'success' });
      },
      { failure: 'Failed to publish your update' },
    );
  const limitReached = remaining === 0;
  return (
    <Card as="section" className="p-4" aria-labelledby="new-update-heading">
      <h3 id="new-update-heading" className="mb-3 font-semibold text-fg">
        New update
      </h3>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <FormBanner banner={form.banner} />
        <Textarea
          label="What's new?"
          rows={4}
          maxLength={OrganizationUpdateLimits.textMaxLength}
          placeholder="A new product, an offer, opening hours for the holidays..."
          {...form.field('text')}
        />
        <Input label="Offer ends (optional)" type="date" {...form.field('offer_ends_at')} />
        <Controller
          control={form.control}
          name="images"
          render={({ field: photos, fieldState }) => (
            <ImagePicker
              label="Photos"
              max={OrganizationUpdateLimits.imagesPerUpdate}
              files={photos.value ?? []}
              onChange={(files) => {
                photos.onChange(files);
                form.clearErrors('images');
                form.setBanner(null);
              }}
              name={photos.name}
              ref={photos.ref}
              onBlur={photos.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex flex-wrap items-center justify-end gap-3">
          {remaining !== undefined ? (
            <p className="text-sm text-muted" data-testid="updates-remaining">
              {limitReached
                ? 'You have published the most updates for today.'
                : `${remaining} ${remaining === 1 ? 'update' : 'updates'} left today`}
            </p>
          ) : null}
          <Button type="submit" busy={publish.isPending} disabled={limitReached}>
            {publish.isPending ? 'Publishing...' : 'Publish update'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function UpdateCard({ update, onDelete }: { update: OrganizationUpdate; onDelete(): void }) {
  return (
    <Card as="li" className="flex flex-col gap-2 p-4" data-testid="organization-update">
      <div className="flex items-center justify-between gap-2 text-sm text-muted">
        <RelativeTime iso={update.created_at} />
        <Button variant="ghost" onClick={onDelete} aria-label="Delete update">
          <Trash2 className="h-4 w-4" aria-hidden /> Delete
        </Button>
      </div>
      {update.offer_ends_at ? <OrganizationUpdateLabel offerEndsAt={update.offer_ends_at} /> : null}
      <p className="break-words whitespace-pre-line text-fg">{update.text}</p>
      {update.media.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Photos">
          {update.media.map((item) => (
            <li key={item.url}>
              <img src={item.thumbnail_url} alt="" className="aspect-square w-full rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <ReachLine reach={update.reach} />
    </Card>
  );
}

/** /dashboard/updates (organizations): publish updates to followers and neighbours, and see their reach. */
export default function UpdatesPage() {
  useDocumentTitle('Updates');
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: reviewKeys.updates,
    queryFn: ({ pageParam, signal }) => reviewsApi.updates(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.metadata?.has_more ? pages.length + 1 : undefined),
  });
  const updates = query.data?.pages.flatMap((page) => page.data) ?? [];
  const metadata = query.data?.pages[0]?.metadata;
  const remove = useMutation({
    mutationFn: (id: string) => reviewsApi.deleteUpdate(id),
    onSuccess: async () => {
      setDeleting(null);
      await client.invalidateQueries({ queryKey: reviewKeys.updates });
      toast('Update deleted', { tone: 'success' });
    },
  });
  return (
    <PageMain className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-fg">Updates</h2>
      <p className="text-muted">
        Updates appear in the home feed of your followers and of neighbours in your area, under your name and logo.
      </p>
      <UpdateForm remaining={metadata?.remaining_today} />
      {metadata ? (
        <Card as="section" className="p-4" aria-labelledby="reach-heading">
          <h3 id="reach-heading" className="mb-1 font-semibold text-fg">
            Reach of all updates
          </h3>
          <ReachLine reach={metadata.reach} />
        </Card>
      ) : null}
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, 'Failed to load updates')}</Banner>
      ) : updates.length === 0 ? (
        <EmptyState>No updates yet. Your first one will show here with its reach.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your updates">
          {updates.map((update) => (
            <UpdateCard key={update.id} update={update} onDelete={() => setDeleting(update.id)} />
          ))}
        </ul>
      )}
      <LoadMore query={query} label="More updates" />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this update?"
        confirmLabel="Delete update"
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Failed to delete the update') : null}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        It disappears from the home feed, with its reactions and comments.
      </ConfirmDialog>
    </PageMain>
  );
}
