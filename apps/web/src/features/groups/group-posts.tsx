import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@ourhood/contract';
import { GroupModerationContext } from '../../components/posts/group-moderation';
import { PostCard } from '../../components/posts/post-card';
import { PostComposer } from '../../components/posts/post-composer';
import { PostListSkeleton } from '../../components/posts/post-list-skeleton';
import { Banner } from '../../components/ui/banner';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { errorMessage } from '../../lib/api-client';
import { useOwnProfile } from '../../lib/use-own-profile';
import { isGroupAdmin } from './group-access';
import { useGroupFeed } from './use-group-feed';

/**
 * The Posts tab: the composer for members, then the group's posts. Owners and admins may delete
 * any post or comment here (GroupModerationContext); everyone edits only their own.
 */
export function GroupPosts({ group }: { group: Group }) {
  const { t } = useLingui();
  const groupName = group.name;
  const { data: me } = useOwnProfile();
  const feed = useGroupFeed(group.id);
  const member = group.viewer_role === 'owner' || group.viewer_role === 'admin' || group.viewer_role === 'member';
  const posts = feed.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <GroupModerationContext value={isGroupAdmin(group)}>
      <div className="flex flex-col gap-4">
        {member ? <PostComposer groupId={group.id} groupName={group.name} /> : null}
        {feed.isPending ? (
          <PostListSkeleton />
        ) : !feed.data ? (
          <Banner tone="error">{errorMessage(feed.error, t`Failed to load posts`)}</Banner>
        ) : posts.length === 0 ? (
          <EmptyState>
            {member ? <Trans>No posts yet. Start the conversation!</Trans> : <Trans>No posts in this group yet.</Trans>}
          </EmptyState>
        ) : (
          <ul aria-label={t`Posts in ${groupName}`} className="flex flex-col gap-4">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} mine={Boolean(me?.id) && post.author?.id === me?.id} inGroup />
              </li>
            ))}
          </ul>
        )}
        {feed.isFetchNextPageError ? (
          <Banner tone="error">{errorMessage(feed.error, t`Failed to load posts`)}</Banner>
        ) : null}
        <LoadMore query={feed} label={t`Load more posts`} />
      </div>
    </GroupModerationContext>
  );
}
