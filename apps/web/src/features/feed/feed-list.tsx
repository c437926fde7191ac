import { Banner } from '../../components/ui/banner';
import { LoadMore } from '../../components/ui/load-more';
import { errorMessage } from '../../lib/api-client';
import { useOwnProfile } from '../../lib/use-own-profile';
import { PostCard } from '../../components/posts/post-card';
import { PostListSkeleton } from '../../components/posts/post-list-skeleton';
import { useFeed } from './use-feed';
import { EmptyState } from '../../components/ui/empty-state';

/** The feed (or search results): skeletons, error, empty state, posts and 'Load more posts'. */
export function FeedList({ search }: { search: string }) {
  const feed = useFeed(search);
  const { data: me } = useOwnProfile();

  if (feed.isPending) return <PostListSkeleton />;
  // A failed "load more" keeps the pages already shown; only a feed with nothing to show is replaced.
  if (!feed.data) return <Banner tone="error">{errorMessage(feed.error, 'Failed to load posts')}</Banner>;

  const posts = feed.data.pages.flatMap((page) => page.data);
  if (posts.length === 0) {
    return <EmptyState>{search ? `No posts match “${search}”.` : 'No posts yet. Be the first to share!'}</EmptyState>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={search ? 'Search results' : 'Posts'} className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} mine={Boolean(me?.id) && post.author?.id === me?.id} />
          </li>
        ))}
      </ul>
      {feed.isFetchNextPageError ? (
        <Banner tone="error">{errorMessage(feed.error, 'Failed to load posts')}</Banner>
      ) : null}
      <LoadMore query={feed} label="Load more posts" />
    </div>
  );
}
