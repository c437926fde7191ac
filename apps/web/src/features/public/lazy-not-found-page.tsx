import { Suspense } from 'react';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

const Page = lazyWithMessages(() => import('./not-found-page'));

/**
 * The 404 page, fetched only when someone reaches an unknown address: the router imports this
 * wrapper so that the page's markup stays out of the entry chunk every visitor downloads.
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
