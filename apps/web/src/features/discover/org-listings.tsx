import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { refetchIfInFlight } from '../../lib/refetch-if-in-flight';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

function ListingItem({ listing, organizationId }: { listing: Listing; organizationId: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const key = organizationKeys.listings(organizationId);
  const interested = listing.interested_count;
  const interest = useMutation({
    mutationFn: (interested: boolean) => organizationsApi.interest(listing.id, interested),
    onSuccess: ({ data }) => {
      client.setQueryData<{ data: Listing[] }>(key, (current) =>
        current ? { ...current, data: current.data.map((item) => (item.id === data.id ? data : item)) } : current,
      );
      refetchIfInFlight(client, key);
    },
    onError: (error) => toast(errorMessage(error, t`Something went wrong. Please try again.`), { tone: 'error' }),
  });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-raised p-4 sm:flex-row">
      {listing.photo ? (
        <img src={listing.photo.thumbnail_url} alt="" className="h-28 w-full rounded-lg object-cover sm:w-28" />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold break-words text-fg">{listing.title}</h3>
          <span className="text-sm font-semibold text-accent">{listing.price_label}</span>
        </div>
        {listing.description ? (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-muted">{listing.description}</p>
        ) : null}
        <div className="mt-3 flex items-center gap-3">
          <Button
            variant={listing.is_interested ? 'primary' : 'secondary'}
            aria-pressed={listing.is_interested}
            busy={interest.isPending}
            onClick={() => interest.mutate(!listing.is_interested)}
          >
            <Trans>I&apos;m interested</Trans>
          </Button>
          <span className="text-xs text-muted">
            <Plural value={interested} one="# interested" other="# interested" />
          </span>
        </div>
      </div>
    </li>
  );
}

/** The organization's active listings, each with an 'I'm interested' toggle. */
export function OrgListings({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: organizationKeys.listings(organizationId),
    queryFn: ({ signal }) => organizationsApi.listings(organizationId, signal),
  });
  return (
    <section aria-labelledby="listings-heading" className="mt-6">
      <h2 id="listings-heading" className="text-lg font-semibold text-fg">
        <Trans>Listings</Trans>
      </h2>
      {query.isPending ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : query.isError ? (
        <Banner tone="error" className="mt-3">
          {errorMessage(query.error, t`Failed to load listings`)}
        </Banner>
      ) : query.data.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          <Trans>No listings yet.</Trans>
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {query.data.data.map((listing) => (
            <ListingItem key={listing.id} listing={listing} organizationId={organizationId} />
          ))}
        </ul>
      )}
    </section>
  );
}
