import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { OfflineNotice } from '../components/ui/offline-notice';
import { ApiError } from '../lib/api-client';
import { useSession } from '../lib/session/session-store';
import { startFirstScreenRequests } from './first-screen-requests';
import { warmUpDateFormats } from '../lib/relative-time';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not change on retry; network and server errors might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    // A mutation runs when asked or fails at once: TanStack's default would pause it while the
    // browser is offline and send it on reconnect, a post the user may have given up on. It is
    // never retried behind the user's back either; the form offers the retry.
    mutations: { networkMode: 'always', retry: false },
  },
});

startFirstScreenRequests(queryClient);
warmUpDateFormats();

// Server state belongs to the account that loaded it: when the session ends (logout, a forced
// logout, or another account signing in), the next user must not see the last one's feed.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

/**
 * Layout route around every screen that talks to the API. It is a lazy chunk, so TanStack Query,
 * and the API client load with the dashboard screens, never with the public website (the toasts live
 * in app-routes.tsx, so the sign-in screens outside this layout show them too).
 * The client is created once at module level, so its cache survives navigation between screens.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineNotice />
      <Outlet />
    </QueryClientProvider>
  );
}

export default QueryLayout;
