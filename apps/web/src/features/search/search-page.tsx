import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  { key: 'all', label: msg`All` },
  { key: 'posts', label: msg`Posts` },
  { key: 'people', label: msg`People` },
  { key: 'organizations', label: msg`Organizations` },
  { key: 'rentals', label: msg`Rentals` },
  { key: 'groups', label: msg`Groups` },
  { key: 'events', label: msg`Events` },
] as const satisfies readonly { key: TabKey; label: MessageDescriptor }[];

const kindOf: Record<SearchType, MessageDescriptor> = {
  posts: msg`Post`,
  people: msg`Neighbour`,
  organizations: msg`Organization`,
  rentals: msg`Rental request`,
  groups: msg`Group`,
  events: msg`Event`,
};

/** What is said about one kind of results: its 'See all' link, its loading text, its empty list. */
function useKindTexts(q: string): Record<SearchType, { seeAll: string; loading: string; none: string }> {
  const { t } = useLingui();
  return {
    posts: { seeAll: t`See all posts`, loading: t`Loading posts`, none: t`No posts match “${q}”.` },
    people: { seeAll: t`See all people`, loading: t`Loading people`, none: t`No people match “${q}”.` },
    organizations: {
      seeAll: t`See all organizations`,
      loading: t`Loading organizations`,
      none: t`No organizations match “${q}”.`,
    },
    rentals: { seeAll: t`See all rentals`, loading: t`Loading rentals`, none: t`No rentals match “${q}”.` },
    groups: { seeAll: t`See all groups`, loading: t`Loading groups`, none: t`No groups match “${q}”.` },
    events: { seeAll: t`See all events`, loading: t`Loading events`, none: t`No events match “${q}”.` },
  };
}

const isTab = (value: string | null): value is TabKey => tabs.some((tab) => tab.key === value);

function HitRow({ hit }: { hit: SearchHit }) {
  const { i18n } = useLingui();
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
            {i18n._(kindOf[hit.type])}
            {hit.subtitle ? ` · ${hit.subtitle}` : ''}
          </span>
        </span>
        <RelativeTime iso={hit.created_at} className="shrink-0 text-xs text-faint" />
      </Link>
    </li>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** Every kind at once: the top few of each, with a way to see all of one kind. */
function AllResults({ q, onMore }: { q: string; onMore: (type: SearchType) => void }) {
  const { t, i18n } = useLingui();
  const texts = useKindTexts(q);
  const suggestions = useQuery({
    queryKey: searchKeys.suggest(q),
    queryFn: async ({ signal }) => (await searchApi.suggest(q, signal)).data,
    staleTime: 30_000,
  });
  if (suggestions.isPending) return <Loading label={t`Loading results`} />;
  if (suggestions.isError) {
    return (
      <Banner tone="error">
        {errorMessage(suggestions.error, t`Could not search.`)}{' '}
        <Button variant="secondary" onClick={() => void suggestions.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Banner>
    );
  }
  const data = suggestions.data;
  const shown = tabs.filter(
    (tab): tab is (typeof tabs)[number] & { key: SearchType } => tab.key !== 'all' && data[tab.key].length > 0,
  );
  if (shown.length === 0)
    return (
      <EmptyState>
        <Trans>Nothing matches “{q}”. Try another word.</Trans>
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-5">
      {shown.map(({ key, label }) => (
        <section key={key} aria-label={i18n._(label)} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-fg">{i18n._(label)}</h2>
            <button
              type="button"
              className="text-sm font-semibold text-accent hover:underline"
              onClick={() => onMore(key)}
            >
              {texts[key].seeAll}
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
function TypeResults({ q, type }: { q: string; type: SearchType }) {
  const { t, i18n } = useLingui();
  const texts = useKindTexts(q)[type];
  const { query, items } = usePagedList(searchKeys.page(type, q), (page, signal) =>
    searchApi.search({ q, type, page }, signal),
  );
  if (query.isPending) return <Loading label={texts.loading} />;
  if (query.isError) {
    return (
      <Banner tone="error">
        {errorMessage(query.error, t`Could not search.`)}{' '}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Banner>
    );
  }
  if (items.length === 0) return <EmptyState>{texts.none}</EmptyState>;
  const total = query.data.pages[0]?.metadata?.total ?? items.length;
  const limit = i18n.number(1000);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {total >= 1000 ? (
          <Trans>More than {limit} results</Trans>
        ) : (
          <Plural value={total} one="# result" other="# results" />
        )}
      </p>
      <ul className="flex flex-col gap-2">
        {items.map((hit) => (
          <HitRow key={hit.id} hit={hit} />
        ))}
      </ul>
      <LoadMore query={query} label={t`Load more results`} />
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
  const { t, i18n } = useLingui();
  useDocumentTitle(q ? t`Search: ${q}` : t`Search`);
  const select = (key: TabKey) => setParams(key === 'all' ? { q } : { q, type: key }, { replace: true });
  const current = tabs.find((tab) => tab.key === selected)!;
  return (
    <PageMain className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="text-2xl font-bold text-fg">{q ? <Trans>Results for “{q}”</Trans> : <Trans>Search</Trans>}</h1>
      {q.length < 2 ? (
        <EmptyState>
          <Trans>Type at least 2 characters in the search box above.</Trans>
        </EmptyState>
      ) : (
        <Tabs
          label={t`Search results`}
          tabs={tabs.map((tab) => ({ key: tab.key, label: i18n._(tab.label) }))}
          selected={selected}
          onSelect={select}
        >
          {current.key === 'all' ? (
            <AllResults q={q} onMore={select} />
          ) : (
            <TypeResults key={`${current.key}:${q}`} q={q} type={current.key} />
          )}
        </Tabs>
      )}
    </PageMain>
  );
}
