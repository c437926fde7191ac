import type { InfiniteQueryObserverResult } from '@tanstack/react-query';
import { Button } from './button';

/** 'Load more' under a paged list, shown while there is a next page. */
export function LoadMore({
  query,
  label = 'Load more',
}: {
  query: Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? 'Loading...' : label}
      </Button>
    </div>
  );
}
