import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { withMessages } from '../lib/i18n/lazy-with-messages';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFallback } from './route-fallback';

const RELOADED_AT = 'ourhood-chunk-reload';

/**
 * After an upgrade, a tab still running the old build asks for chunk files the server no longer
 * has: the import fails. Reload once to get the new build; the time of that reload is kept in
 * sessionStorage so that a chunk that still fails (the server is down, say) shows the error
 * boundary instead of reloading in a loop.
 */
function reloadOnce(error: unknown): Promise<never> {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOADED_AT)) || 0;
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
      return new Promise<never>(() => {});
    }
  } catch {
    // No sessionStorage: never reload automatically.
  }
  return Promise.reject(error);
}

/** Route-level code splitting: each screen is its own chunk, fetched on first visit. */
export function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Component = lazy(() => withMessages(load).catch(reloadOnce));
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}
