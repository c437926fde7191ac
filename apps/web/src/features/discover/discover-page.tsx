import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Limits } from '@ourhood/contract';
import { OrgCardBody } from '../../components/organizations/org-card';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys, type DirectorySort } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { organizationName, placeLabel } from '../../lib/organizations/place-label';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDebounced } from '../../lib/use-debounced';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageMain } from '../../components/ui/page-main';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapListView } from '../../components/map/map-list-view';
import { ListOrMapToggle, useListOrMap } from '../../components/map/view-toggle';

const PLACEHOLDERS = 6;

/** The URL keeps the search, order and page, so Back from an organization returns to the same page. */
function directoryParams(search: string, page: number, sort: DirectorySort): Record<string, string> {
  return {
    ...(search ? { q: search } : {}),
    ...(sort === 'rating' ? { sort } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** /dashboard/discover (spec §2): search, a 1/2/3-column grid of organizations, and paging. */
export default function DiscoverPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Discover`);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  // Issue 19: best rated first; a search keeps its own relevance order.
  const sort: DirectorySort = params.get('sort') === 'rating' ? 'rating' : 'nearest';
  const [input, setInput] = useState(search);
  const debounced = useDebounced(input.trim());
  const applied = useRef(debounced);
  // Changing the search starts again from page 1 (replacing the entry: typing is not history).
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    setParams(directoryParams(debounced, 1, sort), { replace: true });
  }, [debounced, setParams, sort]);
  const goTo = (next: number) => setParams(directoryParams(search, next, sort));
  const query = useQuery({
    queryKey: organizationKeys.directory(page, search, sort),
    queryFn: ({ signal }) =>
      organizationsApi.directory(
        { page, limit: Limits.organizationDirectoryLimit, search: search || undefined, sort },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const organizations = query.data?.data ?? [];
  const totalPages = query.data?.metadata?.total_pages || 1;
  const loading = query.isPending || (query.isPlaceholderData && query.isFetching);
  const [view, setView] = useListOrMap();
  // The directory is nearest first: its first pinned organization is where the map opens.
  const pinned = organizations.find(
    (organization) => organization.latitude !== null && organization.longitude !== null,
  );
  const hint =
    pinned?.latitude != null && pinned.longitude != null
      ? { latitude: pinned.latitude, longitude: pinned.longitude }
      : null;

  return (
    <PageMain className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">
            <Trans>Discover Businesses &amp; Organizations</Trans>
          </h1>
          <p className="mt-1 text-muted">
            <Trans>Find local organizations in your area</Trans>
          </p>
        </div>
        <ListOrMapToggle view={view} onChange={setView} />
      </div>
      {view === 'map' ? (
        <div className="mt-4">
          <MapListView
            kinds={['organization']}
            label={t`Organizations on the map`}
            hint={query.isPending ? undefined : hint}
            emptyText={t`No organizations in this part of the map.`}
          />
        </div>
      ) : (
        <>
          <div className="mt-4 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor="discover-search" className="sr-only">
                <Trans>Search organizations</Trans>
              </label>
              <input
                id="discover-search"
                type="search"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                placeholder={t`Search by name or keyword...`}
                className="w-full rounded-lg border border-line-strong bg-raised px-3 py-2 text-base text-fg placeholder:text-faint"
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="discover-sort" className="text-sm font-medium text-fg">
                <Trans>Sort by</Trans>
              </label>
              <select
                id="discover-sort"
                value={sort}
                disabled={search !== ''}
                title={search !== '' ? t`Search results are sorted by relevance` : undefined}
                onChange={(event) =>
                  setParams(directoryParams(search, 1, event.target.value === 'rating' ? 'rating' : 'nearest'))
                }
                className="min-h-10 rounded-lg border border-line-strong bg-raised px-3 py-2 text-base text-fg disabled:text-faint"
              >
                <option value="nearest">{t`Nearest first`}</option>
                <option value="rating">{t`Top rated`}</option>
              </select>
            </div>
          </div>
          {query.isError ? (
            <Banner tone="error" className="mt-4">
              {errorMessage(query.error, t`Failed to load organizations`)}
            </Banner>
          ) : null}
          <div aria-live="polite" aria-busy={loading} className="mt-6">
            {loading ? (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="discover-skeletons">
                {Array.from({ length: PLACEHOLDERS }, (_, index) => (
                  <li key={index}>
                    <Skeleton className="h-24 w-full" />
                  </li>
                ))}
              </ul>
            ) : query.isError ? null : organizations.length === 0 ? (
              <EmptyState>
                <Trans>No organizations found.</Trans>
              </EmptyState>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {organizations.map((organization) => (
                  <li key={organization.id}>
                    <Card
                      as={Link}
                      to={`/dashboard/discover/${organization.id}`}
                      state={{ directorySearch: params.toString() }}
                      className="block p-4 transition-shadow hover:shadow-md"
                    >
                      <OrgCardBody
                        name={organizationName(organization)}
                        place={placeLabel(organization)}
                        logoUrl={organization.profile_picture?.url ?? organization.logo?.url}
                        rating={organization.rating}
                      />
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <nav aria-label={t`Pagination`} className="mt-6 flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              <Trans>Previous</Trans>
            </Button>
            <p className="text-sm text-muted">
              <Trans>
                Page {page} of {totalPages}
              </Trans>
            </p>
            <Button variant="secondary" disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
              <Trans>Next</Trans>
            </Button>
          </nav>
        </>
      )}
    </PageMain>
  );
}
