import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import type { Post } from '@ourhood/contract';
import type { ApiResult } from '../api-client';
import type { FeedPageParam } from './posts-api';
import { refetchIfInFlight } from '../refetch-if-in-flight';
import { postKeys } from './post-keys';

export type FeedData = InfiniteData<ApiResult<Post[]>, FeedPageParam>;

/** Applies a change to every loaded copy of a post: each feed page and the detail view. */
export function patchPost(client: QueryClient, id: string, change: (post: Post) => Post | null): void {
  client.setQueriesData<FeedData>({ queryKey: postKeys.feeds }, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            data: page.data.flatMap((post) => {
              if (post.id !== id) return [post];
              const next = change(post);
              return next ? [next] : [];
            }),
          })),
        }
      : feed,
  );
  const detail = client.getQueryData<Post>(postKeys.detail(id));
  if (detail) {
    const next = change(detail);
    if (next) client.setQueryData(postKeys.detail(id), next);
  }
  // A feed or the post read before this change would put the post back as it was.
  refetchIfInFlight(client, postKeys.feeds);
  refetchIfInFlight(client, postKeys.detail(id));
}

/** The home feed and its searches (keys `['posts', 'feed', search]`), not group feeds. */
function isNeighbourhoodFeed(query: Query): boolean {
  const [scope, kind, filter] = query.queryKey;
  return scope === postKeys.feeds[0] && kind === postKeys.feeds[1] && typeof filter === 'string';
}

/**
 * Spec §4: a created post goes to the top and the feed refreshes to page 1. Every feed is cut
 * back to its first page with the new post in front, then refetched, so "Load more" starts over
 * from fresh data instead of mixing old pages with new ones.
 */
export async function prependPost(client: QueryClient, post: Post): Promise<void> {
  // A group post goes to the top of its group's feed only; a private group's post must never show
  // in a neighbourhood feed, and a public group's shows there after the refetch.
  const target = post.group ? { queryKey: postKeys.groupFeed(post.group.id) } : { predicate: isNeighbourhoodFeed };
  client.setQueriesData<FeedData>(target, (feed) => {
    if (!feed || feed.pages.length === 0) return feed;
    const [first] = feed.pages;
    return {
      pages: [{ ...first!, data: [post, ...first!.data.filter((item) => item.id !== post.id)] }],
      pageParams: [{ page: 1 }],
    };
  });
  client.setQueryData(postKeys.detail(post.id), post);
  await client.invalidateQueries({ queryKey: postKeys.feeds });
}
