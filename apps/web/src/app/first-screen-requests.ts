import type { QueryClient } from '@tanstack/react-query';
import { feedQuery } from '../features/feed/use-feed';
import { ownProfileQuery } from '../lib/use-own-profile';
import { useSession } from '../lib/session/session-store';

/**
 * Starts the first screen's requests as the dashboard's code arrives, before its words (message
 * catalogs) have loaded and it first renders: on a slow phone that was a round trip or two spent
 * waiting before the feed was even asked for. The screens' own hooks then find them under way
 * (same queries, same keys), so nothing is asked twice.
 */
export function startFirstScreenRequests(client: QueryClient, where: Location = window.location): void {
  const { token, userType } = useSession.getState();
  if (!token || !where.pathname.startsWith('/dashboard')) return;
  void client.prefetchQuery(ownProfileQuery(token));
  // Home of a neighbour, not a search: the local feed's first page.
  const home =
    where.pathname.replace(/\/$/, '') === '/dashboard' && !new URLSearchParams(where.search).get('search')?.trim();
  if (home && userType === 'neighbour') void client.prefetchInfiniteQuery(feedQuery(''));
}
