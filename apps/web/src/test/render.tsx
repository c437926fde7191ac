import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { I18nRoot } from '../lib/i18n/i18n-root';
import { useSession, type SessionUser, type UserType } from '../lib/session/session-store';
import { vi } from 'vitest';
import { me } from './fixtures';

/** A client that neither retries nor refetches behind the test's back. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export interface ScreenOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the router starts at ('/' by default). */
  route?: string;
  /** The route pattern the element is mounted on ('/dashboard/groups/:id'), for useParams. */
  path?: string;
  client?: QueryClient;
}

/** Shows the router's current path, so a test can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a screen as the app mounts it: a fresh QueryClient, a MemoryRouter at `route`, the toasts.
 * Returns Testing Library's queries, a userEvent session and the client.
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  const { route = '/', path, client = testQueryClient(), ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nRoot>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            children
          )}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </I18nRoot>
  );
  const user = userEvent.setup();
  return { user, client, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/** A signed-in neighbour (or organization), as the session store holds one after login. */
export function signIn(overrides: Partial<SessionUser> = {}, userType: UserType = 'neighbour'): SessionUser {
  const user: SessionUser = me({ account_type: userType === 'organization' ? 'organization' : 'user', ...overrides });
  useSession.getState().signIn('test-token', user, userType);
  return user;
}

/**
 * A phone's screen for the rest of the test (restore with vi.restoreAllMocks): every width query
 * (min-width: …) fails, as below the smallest breakpoint the screens ask about; other queries
 * (the colour scheme, say) answer as before.
 */
export function onAPhone(): void {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query.includes('min-width')
      ? ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        } as unknown as MediaQueryList)
      : original(query),
  );
}
