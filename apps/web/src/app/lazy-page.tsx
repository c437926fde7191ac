import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { RouteFallback } from './route-fallback';

/** Route-level code splitting: each screen is its own chunk, fetched on first visit. */
export function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Component = lazy(load);
  return (
    <Suspense fallback={<RouteFallback />}>
      <Component />
    </Suspense>
  );
}
