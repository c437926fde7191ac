import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from './api-client';

/**
 * A numbered-page list read a page at a time ('Load more'): the next page is asked for while the
 * server's metadata says there is more.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ApiResult<T[]>>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.metadata?.has_more ? pages.length + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { query, items };
}
