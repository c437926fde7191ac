import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Limits, type Comment, type MediaItem, type Post } from '@ourhood/contract';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { RelativeTime } from '../../components/ui/relative-time';
import { excerpt, mergeActivity } from './activity';
import { useLingui } from '@lingui/react/macro';

/** Page 1 (10 items) of the person's posts and of their comments (spec §9). */
export function useAuthorContent(userId: string) {
  const posts = useQuery({
    queryKey: profileKeys.posts(userId),
    // Posts and comments written elsewhere in the app since the last visit show at once.
    staleTime: 0,
    queryFn: async ({ signal }) => (await profilesApi.posts(userId, signal)).data,
  });
  const comments = useQuery({
    queryKey: profileKeys.comments(userId),
    staleTime: 0,
    queryFn: async ({ signal }) => (await profilesApi.comments(userId, signal)).data,
  });
  return { posts, comments };
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-16 w-full" />
      ))}
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-lg bg-raised p-6 text-center text-muted">{text}</p>;
}

function Failure({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg border border-danger-line bg-danger-soft p-4 text-sm text-danger">
      {text}
    </p>
  );
}

function Item({
  href,
  type,
  text,
  at,
  media = [],
}: {
  href: string;
  type: string;
  text: string;
  at: string;
  media?: MediaItem[];
}) {
  const { t } = useLingui();
  const total = media.length;
  return (
    <li>
      <Link
        to={href}
        className="flex flex-col gap-1 rounded-lg border border-line bg-raised p-3 hover:border-accent-line hover:bg-accent-soft"
      >
        <span className="flex items-center gap-2 text-xs text-muted">
          <span className="rounded bg-sunken px-2 py-0.5 font-semibold text-muted">{type}</span>
          <RelativeTime iso={at} />
        </span>
        <span className="break-words text-fg">{text}</span>
        {media.length > 0 ? (
          <span className="flex gap-2">
            {media.map((item, index) => {
              const position = index + 1;
              return (
                <img
                  key={item.url}
                  src={item.thumbnail_url || item.url}
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  alt={t`Photo ${position} of ${total}`}
                  className="size-16 rounded-md bg-sunken object-cover"
                />
              );
            })}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

const postHref = (id: string) => `/dashboard/post/${encodeURIComponent(id)}`;

type ListQuery<T> = { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined };

export function PostsList({ query, own }: { query: ListQuery<Post>; own: boolean }) {
  const { t } = useLingui();
  if (query.isPending) return <ListSkeleton label={t`Loading posts`} />;
  if (query.isError) return <Failure text={errorMessage(query.error, t`Failed to load user posts`)} />;
  if (!query.data?.length) return <Empty text={own ? t`No posts yet.` : t`No public posts.`} />;
  return (
    <ul aria-label={t`Posts`} className="flex flex-col gap-2">
      {query.data.map((post) => (
        <Item
          key={post.id}
          href={postHref(post.id)}
          type={t`Post`}
          text={excerpt(post.content)}
          at={post.created_at}
          media={post.media?.slice(0, Limits.imagesPerPost)}
        />
      ))}
    </ul>
  );
}

export function CommentsList({ query, own }: { query: ListQuery<Comment>; own: boolean }) {
  const { t } = useLingui();
  if (query.isPending) return <ListSkeleton label={t`Loading comments`} />;
  if (query.isError) return <Failure text={errorMessage(query.error, t`Failed to load user comments`)} />;
  if (!query.data?.length) return <Empty text={own ? t`No comments yet.` : t`No public comments.`} />;
  return (
    <ul aria-label={t`Comments`} className="flex flex-col gap-2">
      {query.data.map((comment) => (
        <Item
          key={comment.id}
          href={postHref(comment.post_id)}
          type={t`Comment`}
          text={excerpt(comment.content)}
          at={comment.created_at}
        />
      ))}
    </ul>
  );
}

export function ActivityList({ posts, comments }: { posts: ListQuery<Post>; comments: ListQuery<Comment> }) {
  const { t } = useLingui();
  if (posts.isPending || comments.isPending) return <ListSkeleton label={t`Loading activity`} />;
  if (posts.isError) return <Failure text={errorMessage(posts.error, t`Failed to load user posts`)} />;
  if (comments.isError) return <Failure text={errorMessage(comments.error, t`Failed to load user comments`)} />;
  const items = mergeActivity(posts.data ?? [], comments.data ?? []);
  if (!items.length) return <Empty text={t`No recent activity.`} />;
  return (
    <ol aria-label={t`Recent activity`} className="flex flex-col gap-2">
      {items.map((item) => (
        <Item
          key={item.key}
          href={postHref(item.postId)}
          type={item.type === 'Post' ? t`Post` : t`Comment`}
          text={item.text}
          at={item.createdAt}
        />
      ))}
    </ol>
  );
}
