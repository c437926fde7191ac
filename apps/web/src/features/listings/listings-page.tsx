import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Listing } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { LoadMore } from '../../components/ui/load-more';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { usePagedList } from '../../lib/use-paged-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ListingDialog } from './listing-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageMain } from '../../components/ui/page-main';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

function ListingRow({ listing, onEdit, onDelete }: { listing: Listing; onEdit(): void; onDelete(): void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const title = listing.title;
  const interested = listing.interested_count;
  const toggle = useMutation({
    mutationFn: (active: boolean) => organizationsApi.updateListing(listing.id, { active }),
    onSuccess: () => client.invalidateQueries({ queryKey: organizationKeys.all }),
    onError: (error) => toast(errorMessage(error, t`Failed to update listing`), { tone: 'error' }),
  });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-raised p-4 sm:flex-row sm:items-center">
      {listing.photo ? (
        <img src={listing.photo.thumbnail_url} alt="" className="h-16 w-16 rounded-lg object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-fg">{listing.title}</p>
        <p className="text-sm text-muted">
          {listing.price_label} · <Plural value={interested} one="# interested" other="# interested" />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            checked={listing.active}
            disabled={toggle.isPending}
            onChange={(event) => toggle.mutate(event.target.checked)}
          />
          <Trans>Active</Trans>
        </label>
        <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${title}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={t`Delete ${title}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

/** /dashboard/listings: the organization's products, services and offers. */
export default function ListingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Listings`);
  const client = useQueryClient();
  const { query, items } = usePagedList(organizationKeys.myListings, organizationsApi.myListings);
  const [editing, setEditing] = useState<Listing | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const deletingTitle = deleting?.title;
  const remove = useMutation({
    mutationFn: (id: string) => organizationsApi.deleteListing(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: organizationKeys.all });
      toast(t`Listing deleted`, { tone: 'success' });
      setDeleting(null);
    },
  });
  return (
    <PageMain className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">
          <Trans>Listings</Trans>
        </h1>
        <Button onClick={() => setEditing('new')}>
          <Trans>New listing</Trans>
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, t`Failed to load listings`)}</Banner>
      ) : items.length === 0 ? (
        <EmptyState>
          <Trans>No listings yet. Add your first product, service or offer.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                onEdit={() => setEditing(listing)}
                onDelete={() => setDeleting(listing)}
              />
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      )}
      {editing ? <ListingDialog listing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete listing`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t`Failed to delete listing`) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <Trans>Delete “{deletingTitle}”? This cannot be undone.</Trans>
      </ConfirmDialog>
    </PageMain>
  );
}
