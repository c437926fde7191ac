import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { SearchHit, SearchType } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { PageMain } from '../../components/ui/page-main';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api-client';
import { searchApi, searchKeys } from '../../lib/search/search-api';
import { usePagedList } from '../../lib/use-paged-list';
import { useDocumentTitle } from '../../lib/use-document-title';

type TabKey = 'all' | SearchType;

/** The tabs, in the order people look for things; `kind` names one hit of the type. */
const tabs = [
  { key: 'all', label: 'All' },
  { key: 'posts', label: 'Posts' },
  { key: 'people', label: 'People' },
  { key: 'organizations', label: 'Organizations' },
  { key: 'rentals', label: 'Rentals' },
  { key: 'groups', label: 'Groups' },
  { key: 'events', label: 'Events' },
] as const satisfies readonly { key: TabKey; label: string }[];

const kindOf: Record<SearchType, string> = {
  posts: 'Post',
  people: 'Neighbour',
  organizations: 'Organization',
  rentals: 'Rental request',
  groups: 'Group',
  events: 'Event',
};

const isTab = (value: string | null): value is TabKey => tabs.some((tab) => tab.key === value);

function HitRow({ hit }: { hit: SearchHit }) {
  return (
    <li>
      <Link
        to={hit.path}
        className="flex items-center gap-3 rounded-2xl border border-line bg-raised p-3 hover:bg-sunken focus:bg-sunken"
      >
        {hit.image_url || hit.type === 'people' || hit.type === 'organizations' ? (
          <Avatar name={hit.title} url={hit.image_url} />
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="line-clamp-2 font-semibold text-fg">{hit.title}</span>
          <span className="truncate text-sm text-muted">
            {kindOf[hit.type]}
            {hit.subtitle ? ` · ${hit.subtitle}` : ''}
          </span>
        </span>
        <RelativeTime iso={hit.created_at} className="shrink-0 text-xs text-faint" />
      </Link>
    </li>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">Loading {what}</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** Every kind at once: the top few of each, with a way to see all of one kind. */
function AllResults({ q, onMore }: { q: string; onMore: (type: SearchType) => void }) {
  const suggestions = useQuery({
    queryKey: searchKeys.suggest(q),
    queryFn: async ({ signal }) => (await searchApi.suggest(q, signal)).data,
    staleTime: 30_000,
  });
  if (suggestions.isPending) return <Loading what="results" />;
  if (suggestions.isError) {
    return (
      <Banner tone="error">
        {errorMessage(suggestions.error, 'Could not search.')}{' '}
        <Button variant="secondary" onClick={() => void suggestions.refetch()}>
          Try again
        </Button>
      </Banner>
    );
  }
  const data = suggestions.data;
  const shown = tabs.filter(
    (tab): tab is (typeof tabs)[number] & { key: SearchType } => tab.key !== 'all' && data[tab.key].length > 0,
  );
  if (shown.length === 0) return <EmptyState>Nothing matches “{q}”. Try another word.</EmptyState>;
  return (
    <div className="flex flex-col gap-5">
      {shown.map(({ key, label }) => (
        <section key={key} aria-label={label} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-fg">{label}</h2>
            <button
              type="button"
              className="text-sm font-semibold text-accent hover:underline"
              onClick={() => onMore(key)}
            >
              See all {label.toLowerCase()}
            </button>
          </div>
          <ul className="flex flex-col gap-2">
            {data[key].map((hit) => (
              <HitRow key={hit.id} hit={hit} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One kind, a page at a time. */
function TypeResults({ q, type, label }: { q: string; type: SearchType; label: string }) {
  const { query, items } = usePagedList(searchKeys.page(type, q), (page, signal) =>
    searchApi.search({ q, type, page }, signal),
  );
  if (query.isPending) return <Loading what={label.toLowerCase()} />;
  if (query.isError) {
    return (
      <Banner tone="error">
        {errorMessage(query.error, 'Could not search.')}{' '}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Banner>
    );
  }
  if (items.length === 0)
    return (
      <EmptyState>
        No {label.toLowerCase()} match “{q}”.
      </EmptyState>
    );
  const total = query.data.pages[0]?.metadata?.total ?? items.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {total >= 1000 ? 'More than 1,000 results' : total === 1 ? '1 result' : `${total} results`}
      </p>
      <ul className="flex flex-col gap-2">
        {items.map((hit) => (
          <HitRow key={hit.id} hit={hit} />
        ))}
      </ul>
      <LoadMore query={query} label="Load more results" />
    </div>
  );
}

/**
 * /dashboard/search?q=…&type=… (issue 18): the one search's results, a tab per kind; the query and
 * the tab live in the address, so results can be reloaded, shared and gone back to.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const requested = params.get('type');
  const selected: TabKey = isTab(requested) ? requested : 'all';
  useDocumentTitle(q ? `Search: ${q}` : 'Search');
  const select = (key: TabKey) => setParams(key === 'all' ? { q } : { q, type: key }, { replace: true });
  const current = tabs.find((tab) => tab.key === selected)!;
  return (
    <PageMain className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="text-2xl font-bold text-fg">{q ? `Results for “${q}”` : 'Search'}</h1>
      {q.length < 2 ? (
        <EmptyState>Type at least 2 characters in the search box above.</EmptyState>
      ) : (
        <Tabs label="Search results" tabs={tabs} selected={selected} onSelect={select} scrollable>
          {current.key === 'all' ? (
            <AllResults q={q} onMore={select} />
          ) : (
            <TypeResults key={`${current.key}:${q}`} q={q} type={current.key} label={current.label} />
          )}
        </Tabs>
      )}
    </PageMain>
  );
}
