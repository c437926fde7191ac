import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SearchHit, SearchSuggestions as Suggestions } from '@ourhood/contract';
import { searchApi, searchKeys } from '../../lib/search/search-api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const sections: { key: keyof Suggestions; label: MessageDescriptor }[] = [
  { key: 'people', label: msg`People` },
  { key: 'posts', label: msg`Posts` },
  { key: 'organizations', label: msg`Organizations` },
  { key: 'groups', label: msg`Groups` },
  { key: 'events', label: msg`Events` },
  { key: 'rentals', label: msg`Rental requests` },
];

/** The query once typing pauses, so each keystroke does not ask the server. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Hit({ hit, onPick }: { hit: SearchHit; onPick: () => void }) {
  return (
    <li>
      <Link
        to={hit.path}
        onClick={onPick}
        className="flex flex-col rounded-lg px-3 py-2 hover:bg-sunken focus:bg-sunken"
      >
        <span className="truncate text-sm font-semibold text-fg">{hit.title}</span>
        {hit.subtitle ? <span className="truncate text-xs text-muted">{hit.subtitle}</span> : null}
      </Link>
    </li>
  );
}

/**
 * The top bar's typeahead (issue 18): the newest few people, posts, organizations, groups, rental
 * requests and events matching what is typed, and a link to all results (the results page). Its
 * own chunk: it loads when someone first types.
 */
export default function SearchSuggestions({ query, onPick }: { query: string; onPick: () => void }) {
  const { t, i18n } = useLingui();
  const q = useDebounced(query.trim(), 250);
  const suggestions = useQuery({
    queryKey: searchKeys.suggest(q),
    queryFn: async ({ signal }) => (await searchApi.suggest(q, signal)).data,
    enabled: q.length >= 2,
    staleTime: 30_000,
  });
  if (q.length < 2) return null;
  const data = suggestions.data;
  const shown = data ? sections.filter(({ key }) => data[key].length > 0) : [];
  return (
    <div
      role="region"
      aria-label={t`Search suggestions`}
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-raised p-2 shadow-lg"
    >
      {suggestions.isPending ? (
        <p className="px-3 py-2 text-sm text-muted">
          <Trans>Searching…</Trans>
        </p>
      ) : shown.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted">
          <Trans>No matches for “{q}”.</Trans>
        </p>
      ) : (
        shown.map(({ key, label: message }) => {
          const label = i18n._(message);
          return (
            <section key={key} aria-label={label} className="py-1">
              <h2 className="px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-faint">{label}</h2>
              <ul>
                {data![key].map((hit) => (
                  <Hit key={hit.id} hit={hit} onPick={onPick} />
                ))}
              </ul>
            </section>
          );
        })
      )}
      <Link
        to={`/dashboard/search?q=${encodeURIComponent(q)}`}
        onClick={onPick}
        className="mt-1 block rounded-lg px-3 py-2 text-sm font-semibold text-accent hover:bg-sunken focus:bg-sunken"
      >
        <Trans>See all results for “{q}”</Trans>
      </Link>
    </div>
  );
}
