import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RentalMessages } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { rentalKeys } from '../../lib/rentals/rental-keys';
import { rentalsApi } from '../../lib/rentals/rentals-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnProfile } from '../../lib/use-own-profile';
import { KeywordsPanel } from './keywords-panel';
import { NewRequestModal } from './new-request-modal';
import { RentalCard } from './rental-card';
import { matchesFilter } from './rental-text';
import { contractText } from '../../lib/i18n/contract-text';
import { MapListView } from '../../components/map/map-list-view';
import { ListOrMapToggle, useListOrMap } from '../../components/map/view-toggle';

/** /dashboard/rentals (spec §2): the board of borrow requests nearby, and your keyword alerts. */
export default function RentalsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Rentals`);
  const profile = useOwnProfile();
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const requests = useQuery({ queryKey: rentalKeys.requests, queryFn: ({ signal }) => rentalsApi.requests(signal) });
  const visible = (requests.data?.data ?? []).filter((request) => matchesFilter(request, filter));
  const located = Boolean(profile.data?.location?.city);
  const [view, setView] = useListOrMap();

  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">
            <Trans>Rentals</Trans>
          </h1>
          <p className="text-muted">
            <Trans>Borrow and lend items in your neighborhood</Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ListOrMapToggle view={view} onChange={setView} />
          <Button onClick={() => setCreating(true)}>
            <Trans>+ New Request</Trans>
          </Button>
        </div>
      </header>
      {profile.data && !located ? (
        <Banner tone="info">
          <Trans>
            Set your location to see requests near you and get alerts.{' '}
            <Link to="/dashboard" className="font-semibold underline">
              Set it on your home page
            </Link>
          </Trans>
        </Banner>
      ) : null}
      {view === 'map' ? (
        <MapListView
          kinds={['rental']}
          label={t`Rental requests on the map`}
          hint={null}
          emptyText={t`No rental requests on this part of the map.`}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-label={t`Rental requests`} className="flex min-w-0 flex-col gap-4">
            <label htmlFor="rental-filter" className="sr-only">
              <Trans>Filter requests</Trans>
            </label>
            <input
              id="rental-filter"
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t`Filter by item, description or neighbour...`}
              className="w-full rounded-lg border border-line-strong bg-raised px-3 py-2 text-base placeholder:text-faint"
            />
            {requests.isPending ? (
              <p className="text-muted" role="status">
                {contractText(RentalMessages.loading)}
              </p>
            ) : requests.isError ? (
              <Banner tone="error">{errorMessage(requests.error, contractText(RentalMessages.loadFailed))}</Banner>
            ) : visible.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
                {contractText(RentalMessages.empty)}
              </p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {visible.map((request) => (
                  <RentalCard key={request.id} request={request} viewerId={profile.data?.id} />
                ))}
              </ul>
            )}
          </section>
          <div className="flex flex-col gap-4">
            <KeywordsPanel />
          </div>
        </div>
      )}
      <p className="text-center text-sm text-muted">
        <Trans>
          Sharing what you have keeps things out of landfill and neighbours in touch. Lend kindly, return on time.
        </Trans>
      </p>
      <NewRequestModal open={creating} onClose={() => setCreating(false)} />
    </main>
  );
}
