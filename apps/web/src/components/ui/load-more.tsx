import type { InfiniteQueryObserverResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';

/** 'Load more' under a paged list, shown while there is a next page. */
export function LoadMore({
  query,
  label,
}: {
  query: Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label?: string;
}) {
  const { t } = useLingui();
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? t`Loading...` : (label ?? t`Load more`)}
      </Button>
    </div>
  );
}
