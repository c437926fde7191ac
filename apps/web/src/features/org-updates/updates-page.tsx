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
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrganizationSetup } from '../../lib/organizations/use-organization-setup';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** 'Seen by 12 · 3 reacted · 1 commented', with icons; one line per update and for the total. */
export function ReachLine({ reach }: { reach: OrganizationUpdateReach }) {
  const { seen, reacted, commented } = reach;
  return (
    <p className="flex flex-wrap items-center gap-4 text-sm text-muted" data-testid="update-reach">
      <span className="inline-flex items-center gap-1">
        <Eye className="h-4 w-4" aria-hidden /> <Trans>Seen by {seen}</Trans>
      </span>
      <span className="inline-flex items-center gap-1">
        <SmilePlus className="h-4 w-4" aria-hidden /> <Plural value={reacted} one="# reacted" other="# reacted" />
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageCircle className="h-4 w-4" aria-hidden />{' '}
        <Plural value={commented} one="# commented" other="# commented" />
      </span>
    </p>
  );
}

/** Text, up to 4 photos and an optional offer end date (the contract's organizationUpdateFormSchema). */
function UpdateForm({ remaining }: { remaining: number | undefined }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(organizationUpdateFormSchema, {
    defaultValues: { text: '', offer_ends_at: '', images: [] },
  });
  // Publishing needs the organization's location (the server answers 400 without it): say so before
  // Publish is pressed, with the way to set it (issue 42).
  const setup = useOrganizationSetup();
  const noLocation = setup.data?.items.some((item) => item.key === 'location' && !item.done) ?? false;
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
        void client.invalidateQueries({ queryKey: organizationKeys.setup });
        form.reset({ text: '', offer_ends_at: '', images: [] });
        toast(t`Update published`, { tone: 'success' });
      },
      { failure: t`Failed to publish your update` },
    );
  const limitReached = remaining === 0;
  return (
    <Card as="section" className="p-4" aria-labelledby="new-update-heading">
      <h3 id="new-update-heading" className="mb-3 font-semibold text-fg">
        <Trans>New update</Trans>
      </h3>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        {noLocation ? (
          <Banner tone="info">
            <span id="publish-needs-location">
              <Trans>
                Set your business location before publishing updates: an update goes to the neighbours of your area.
              </Trans>
            </span>{' '}
            <Link to="/dashboard/business-profile#location" className="font-semibold underline">
              <Trans>Set your location</Trans>
            </Link>
          </Banner>
        ) : null}
        <FormBanner banner={form.banner} />
        <Textarea
          label={t`What's new?`}
          rows={4}
          maxLength={OrganizationUpdateLimits.textMaxLength}
          placeholder={t`A new product, an offer, opening hours for the holidays...`}
          {...form.field('text')}
        />
        <Input label={t`Offer ends (optional)`} type="date" {...form.field('offer_ends_at')} />
        <Controller
          control={form.control}
          name="images"
          render={({ field: photos, fieldState }) => (
            <ImagePicker
              label={t`Photos`}
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
                ? t`You have published the most updates for today.`
                : t`${plural(remaining, { one: '# update left today', other: '# updates left today' })}`}
            </p>
          ) : null}
          <Button
            type="submit"
            busy={publish.isPending}
            disabled={limitReached || noLocation}
            aria-describedby={noLocation ? 'publish-needs-location' : undefined}
          >
            {publish.isPending ? <Trans>Publishing...</Trans> : <Trans>Publish update</Trans>}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function UpdateCard({ update, onDelete }: { update: OrganizationUpdate; onDelete(): void }) {
  const { t } = useLingui();
  return (
    <Card as="li" className="flex flex-col gap-2 p-4" data-testid="organization-update">
      <div className="flex items-center justify-between gap-2 text-sm text-muted">
        <RelativeTime iso={update.created_at} />
        <Button variant="ghost" onClick={onDelete} aria-label={t`Delete update`}>
          <Trash2 className="h-4 w-4" aria-hidden /> <Trans>Delete</Trans>
        </Button>
      </div>
      {update.offer_ends_at ? <OrganizationUpdateLabel offerEndsAt={update.offer_ends_at} /> : null}
      <p className="break-words whitespace-pre-line text-fg">{update.text}</p>
      {update.media.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t`Photos`}>
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
  const { t } = useLingui();
  useDocumentTitle(t`Updates`);
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
      toast(t`Update deleted`, { tone: 'success' });
    },
  });
  return (
    <PageMain className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Updates</Trans>
      </h1>
      <p className="text-muted">
        <Trans>
          Updates appear in the home feed of your followers and of neighbours in your area, under your name and logo.
        </Trans>
      </p>
      <UpdateForm remaining={metadata?.remaining_today} />
      {metadata ? (
        <Card as="section" className="p-4" aria-labelledby="reach-heading">
          <h3 id="reach-heading" className="mb-1 font-semibold text-fg">
            <Trans>Reach of all updates</Trans>
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
        <Banner tone="error">{errorMessage(query.error, t`Failed to load updates`)}</Banner>
      ) : updates.length === 0 ? (
        <EmptyState>
          <Trans>No updates yet. Your first one will show here with its reach.</Trans>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t`Your updates`}>
          {updates.map((update) => (
            <UpdateCard key={update.id} update={update} onDelete={() => setDeleting(update.id)} />
          ))}
        </ul>
      )}
      <LoadMore query={query} label={t`More updates`} />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this update?`}
        confirmLabel={t`Delete update`}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t`Failed to delete the update`) : null}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Trans>It disappears from the home feed, with its reactions and comments.</Trans>
      </ConfirmDialog>
    </PageMain>
  );
}
