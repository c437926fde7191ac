import { Suspense, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import type { Post } from '@ourhood/contract';
import type { ScrollAnchor } from '../../components/posts/new-posts-pill';
import { Banner } from '../../components/ui/banner';
import { LoadMore } from '../../components/ui/load-more';
import { errorMessage } from '../../lib/api-client';
import { useOwnProfile } from '../../lib/use-own-profile';
import { PostCard } from '../../components/posts/post-card';
import { PostListSkeleton } from '../../components/posts/post-list-skeleton';
import { useNewPosts } from '../../lib/posts/new-posts-store';
import { useFeed } from './use-feed';
import { EmptyState } from '../../components/ui/empty-state';
import { useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

/** How many posts a phone's first screen can show the top of. */
const FIRST_SCREEN_POSTS = 2;

/**
 * How many posts the list renders as it first shows: a page of twenty (a thousand elements) in one
 * go was the longest task of a first visit on a slow phone (decision 0070). The rest follow in a
 * deferred render, which React does in slices that leave the main thread free between them.
 */
const FIRST_RENDER_POSTS = FIRST_SCREEN_POSTS;

// The pill's code loads when the stream first tells of a new post, not with the feed.
const NewPostsPill = lazyWithMessages(() =>
  import('../../components/posts/new-posts-pill').then((module) => ({ default: module.NewPostsPill })),
);

/** The feed (or search results): skeletons, error, empty state, posts and 'Load more posts'. */
export function FeedList({ search }: { search: string }) {
  const { t } = useLingui();
  const feed = useFeed(search);
  const { data: me } = useOwnProfile();
  // The live feed (issue 18): new posts go in at the top; the card being read stays put.
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const anchor = useRef<ScrollAnchor | null>(null);
  const firstId = feed.data?.pages[0]?.data[0]?.id;
  useLayoutEffect(() => {
    const kept = anchor.current;
    anchor.current = null;
    if (!kept || !list) return;
    const card = list.querySelector<HTMLElement>(`[data-post-id="${CSS.escape(kept.postId)}"]`);
    if (card) window.scrollBy(0, card.getBoundingClientRect().top - kept.top);
    document.documentElement.style.overflowAnchor = '';
  }, [firstId, list]);
  const hasNews = useNewPosts((state) => state.ids.length > 0);
  const pill =
    search || !hasNews ? null : (
      <Suspense fallback={null}>
        <NewPostsPill
          list={list}
          onAnchor={(value) => {
            anchor.current = value;
            // The browser's own scroll anchoring would move the page as well: this one adjustment only.
            if (value) document.documentElement.style.overflowAnchor = 'none';
          }}
        />
      </Suspense>
    );

  if (feed.isPending) return <PostListSkeleton />;
  // A failed "load more" keeps the pages already shown; only a feed with nothing to show is replaced.
  if (!feed.data) return <Banner tone="error">{errorMessage(feed.error, t`Failed to load posts`)}</Banner>;

  const posts = feed.data.pages.flatMap((page) => page.data);
  if (posts.length === 0) {
    return (
      <>
        {pill}
        <EmptyState>{search ? t`No posts match “${search}”.` : t`No posts yet. Be the first to share!`}</EmptyState>
      </>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {pill}
      <PostList posts={posts} myId={me?.id} label={search ? t`Search results` : t`Posts`} listRef={setList} />
      {feed.isFetchNextPageError ? (
        <Banner tone="error">{errorMessage(feed.error, t`Failed to load posts`)}</Banner>
      ) : null}
      <LoadMore query={feed} label={t`Load more posts`} />
    </div>
  );
}

function PostList({
  posts,
  myId,
  label,
  listRef,
}: {
  posts: Post[];
  myId: string | undefined;
  label: string;
  listRef: (list: HTMLUListElement | null) => void;
}) {
  // Mounted when the feed first answers: the first posts at once, all of them in a deferred render.
  const count = useDeferredValue(posts.length, Math.min(posts.length, FIRST_RENDER_POSTS));
  // The first post with photos, if it is near the top (on a phone's first screen): its first photo
  // is the one image not loaded lazily (decision 0070).
  const firstWithPhotos = posts.findIndex((post) => (post.media?.length ?? 0) > 0);
  return (
    <ul ref={listRef} aria-label={label} className="flex flex-col gap-4">
      {posts.slice(0, count).map((post, index) => (
        <li key={post.id} data-post-id={post.id}>
          <PostCard
            post={post}
            mine={Boolean(myId) && post.author?.id === myId}
            inView={index === firstWithPhotos && index < FIRST_SCREEN_POSTS}
          />
        </li>
      ))}
    </ul>
  );
}
