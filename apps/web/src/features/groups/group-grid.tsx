import { useLingui } from '@lingui/react/macro';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Group } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { GroupCard } from './group-card';

/** A paged list of groups as a grid: skeletons, error, empty text, cards and 'Load more'. */
export function GroupGrid({
  label,
  query,
  items,
  empty,
}: {
  label: string;
  query: UseInfiniteQueryResult;
  items: Group[];
  empty: string;
}) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <ul
        aria-busy="true"
        aria-label={t`${label}, loading`}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2].map((row) => (
          <li key={row}>
            <Skeleton className="h-48 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError && items.length === 0) {
    return <Banner tone="error">{errorMessage(query.error, t`Failed to load groups`)}</Banner>;
  }
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <Banner tone="error">{errorMessage(query.error, t`Failed to load groups`)}</Banner>
      ) : null}
      <LoadMore query={query} label={t`Load more groups`} />
    </div>
  );
}
