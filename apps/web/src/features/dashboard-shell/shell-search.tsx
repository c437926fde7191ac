import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The sticky search box of the neighbour shell. Enter searches posts: the home feed reads the
 * query from the address (/dashboard?search=…), so results can be shared, reloaded and cleared.
 */
export function ShellSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/dashboard' ? (params.get('search') ?? '') : '';
  const [query, setQuery] = useState(current);
  // Follows the address when it changes elsewhere (Clear search, back button), during render so
  // the box never shows a stale query for a frame.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setQuery(current);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    navigate(trimmed ? `/dashboard?search=${encodeURIComponent(trimmed)}` : '/dashboard');
  }

  return (
    <form role="search" onSubmit={submit} className="w-full max-w-xl">
      <label htmlFor="hood-search" className="sr-only">
        Search your neighborhood
      </label>
      <input
        id="hood-search"
        type="search"
        enterKeyHint="search"
        placeholder="Search your neighborhood..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="w-full rounded-full border border-line-strong bg-canvas px-4 py-2 text-base placeholder:text-faint"
      />
    </form>
  );
}
