import { useInfiniteQuery } from '@tanstack/react-query';
import { postsApi } from '../../lib/posts/posts-api';
import { postKeys } from '../../lib/posts/post-keys';

/** The feed, 20 posts a page (spec §9); the next page exists while the metadata says has_more. */
export function useFeed(search: string) {
  return useInfiniteQuery({
    queryKey: postKeys.feed(search),
    queryFn: ({ pageParam, signal }) => postsApi.list(pageParam, search || undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => {
      // Spec §3: page metadata may say has_more or hasMore.
      const more = last.metadata?.has_more ?? last.metadata?.hasMore ?? false;
      return more ? lastPage + 1 : undefined;
    },
  });
}
