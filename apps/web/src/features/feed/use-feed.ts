import type { FeedMetadata } from '@ourhood/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { postsApi, type FeedPageParam } from '../../lib/posts/posts-api';
import { postKeys } from '../../lib/posts/post-keys';

/** The feed's query (20 posts a page, spec §9), for the hook and for starting it before the first render. */
export function feedQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: postKeys.feed(search),
    queryFn: ({ pageParam, signal }) => postsApi.list(pageParam, search || undefined, signal),
    initialPageParam: { page: 1 } as FeedPageParam,
    getNextPageParam: (last, _pages, lastParam): FeedPageParam | undefined => {
      const metadata = last.metadata as Partial<FeedMetadata> | undefined;
      // Spec §3: page metadata may say has_more or hasMore.
      const more = metadata?.has_more ?? metadata?.hasMore ?? false;
      if (!more) return undefined;
      return { page: lastParam.page + 1, cursor: metadata?.next_cursor ?? undefined };
    },
  });
}

/** The feed; the next page exists while the metadata says has_more. */
export function useFeed(search: string) {
  return useInfiniteQuery(feedQuery(search));
}
