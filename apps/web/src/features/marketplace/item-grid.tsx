import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketplaceItem } from '@ourhood/contract';
import type { InfiniteQueryObserverResult } from '@tanstack/react-query';
import { Banner } from '../../components/ui/banner';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { ItemCard } from './item-card';

type PagedQuery = Pick<
  InfiniteQueryObserverResult,
  'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'isPending' | 'isError' | 'error'
>;

/** A grid of items with its loading skeleton, error, empty state and 'Load more'. */
export function ItemGrid({
  query,
  items,
  empty,
  label,
}: {
  query: PagedQuery;
  items: MarketplaceItem[];
  empty: string;
  label: string;
}) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <span className="sr-only">
          <Trans>Loading items</Trans>
        </span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4] w-full" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return <Banner tone="error">{errorMessage(query.error, t`Failed to load the marketplace`)}</Banner>;
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <ItemCard key={`${item.source}-${item.id}`} item={item} />
        ))}
      </ul>
      <LoadMore query={query} />
    </div>
  );
}
