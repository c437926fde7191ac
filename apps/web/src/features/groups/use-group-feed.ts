import type { FeedMetadata } from '@ourhood/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { postsApi, type FeedPageParam } from '../../lib/posts/posts-api';
import { postKeys } from '../../lib/posts/post-keys';

/** A group's posts, newest first, following the server's cursor like the home feed. */
export function useGroupFeed(groupId: string) {
  return useInfiniteQuery({
    queryKey: postKeys.groupFeed(groupId),
    queryFn: ({ pageParam, signal }) => postsApi.groupPosts(groupId, pageParam, signal),
    initialPageParam: { page: 1 } as FeedPageParam,
    getNextPageParam: (last, _pages, lastParam): FeedPageParam | undefined => {
      const metadata = last.metadata as Partial<FeedMetadata> | undefined;
      if (!(metadata?.has_more ?? metadata?.hasMore)) return undefined;
      return { page: lastParam.page + 1, cursor: metadata?.next_cursor ?? undefined };
    },
  });
}
