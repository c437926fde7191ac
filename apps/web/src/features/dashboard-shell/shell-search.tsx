import { Suspense, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The typeahead (issue 18) loads when someone first types, not with the dashboard.
const SearchSuggestions = lazyWithMessages(() => import('../../components/search/search-suggestions'));

/** Where the box's query lives in the address: the results page's `q`, the home feed's `search`. */
function queryInAddress(pathname: string, params: URLSearchParams): string {
  if (pathname === '/dashboard/search') return params.get('q') ?? '';
  if (pathname === '/dashboard') return params.get('search') ?? '';
  return '';
}

/**
 * The sticky search box of the neighbour shell. Enter opens the results page
 * (/dashboard/search?q=…, a tab per kind; the tab in view is kept when searching again there), so
 * results can be shared and reloaded. While typing, suggestions of every kind (people, posts,
 * organizations, groups, rentals, events) show under the box; Escape or leaving the box closes them.
 */
export function ShellSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = queryInAddress(pathname, params);
  const [query, setQuery] = useState(current);
  // Follows the address when it changes elsewhere (Clear search, back button), during render so
  // the box never shows a stale query for a frame.
  const [seen, setSeen] = useState(current);
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  if (seen !== current) {
    setSeen(current);
    setQuery(current);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setOpen(false);
    const trimmed = query.trim();
    if (!trimmed) return;
    const type = pathname === '/dashboard/search' ? params.get('type') : null;
    navigate(`/dashboard/search?q=${encodeURIComponent(trimmed)}${type ? `&type=${encodeURIComponent(type)}` : ''}`);
  }

  return (
    <form
      ref={form}
      role="search"
      onSubmit={submit}
      className="relative w-full max-w-xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        // Closed once focus leaves the box and its suggestions (not when a suggestion is focused).
        if (!form.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor="hood-search" className="sr-only">
        <Trans>Search your neighborhood</Trans>
      </label>
      <input
        id="hood-search"
        type="search"
        enterKeyHint="search"
        placeholder={t`Search your neighborhood...`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        className="w-full rounded-full border border-line-strong bg-canvas px-4 py-2 text-base placeholder:text-faint"
      />
      {open && query.trim().length >= 2 ? (
        <Suspense fallback={null}>
          <SearchSuggestions query={query} onPick={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </form>
  );
}
