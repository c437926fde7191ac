import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { authorName } from '../../components/posts/author-name';
import { CommentList } from '../../components/posts/comment-list';
import { CommentsDialogButton } from '../../components/posts/comments-dialog-button';
import { EditedMark } from '../../components/posts/latest-comment';
import { LinkifiedText } from '../../components/posts/linkified-text';
import { PostByline } from '../../components/posts/post-byline';
import { PostGroupLabel } from '../../components/posts/post-group-label';
import { PostMediaGrid } from '../../components/posts/post-media-grid';
import { PostOwnerActions } from '../../components/posts/post-owner-actions';
import { authorTarget } from '../../components/safety/author-target';
import { BlockMuteMenu } from '../../components/safety/block-mute-menu';
import { ReportButton } from '../../components/safety/report-button';
import { postReactable, ReactionBar } from '../../components/posts/reaction-bar';
import { ShareButton } from '../../components/posts/share-button';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { postKeys } from '../../lib/posts/post-keys';
import { postsApi } from '../../lib/posts/posts-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnProfile } from '../../lib/use-own-profile';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';
import { Trans, useLingui } from '@lingui/react/macro';

function DetailSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-busy="true">
      <span className="sr-only">
        <Trans>Loading post</Trans>
      </span>
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-48 w-full" />
    </Card>
  );
}

/** /dashboard/post/{postId} (spec §2): the post, its photos and its comments. */
export default function PostDetailPage() {
  const { t } = useLingui();
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const { data: me } = useOwnProfile();
  const post = useQuery({
    queryKey: postKeys.detail(postId),
    queryFn: async ({ signal }) => (await postsApi.get(postId, signal)).data,
  });
  const author = post.data ? authorName(post.data.author) : '';
  useDocumentTitle(post.data ? t`Post by ${author}` : t`Post`);

  // History back (spec §2); a post opened from a link in a new tab has no history here, so go home.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/dashboard');
  };

  return (
    <PageMain className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <Button variant="ghost" className="self-start" onClick={back}>
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" /> <Trans>Back</Trans>
      </Button>
      {post.isPending ? (
        <DetailSkeleton />
      ) : post.isError ? (
        <Card as="p" role="alert" className="p-8 text-center text-fg">
          {errorMessage(post.error, t`Post not found`)}
        </Card>
      ) : (
        <>
          <Card as="article" className="flex flex-col gap-4 p-4 sm:p-6">
            <h1 className="sr-only">
              <Trans>Post by {author}</Trans>
            </h1>
            <PostByline
              author={post.data.author}
              createdAt={post.data.created_at}
              place={post.data.location?.suburb || post.data.location?.city}
            />
            {post.data.group ? <PostGroupLabel group={post.data.group} /> : null}
            <LinkifiedText
              text={post.data.content}
              mentions={post.data.mentions}
              className="whitespace-pre-wrap break-words text-lg text-fg"
            >
              {' '}
              <EditedMark editedAt={post.data.edited_at} />
            </LinkifiedText>
            <PostMediaGrid media={post.data.media ?? []} authorName={authorName(post.data.author)} twoColumns />
            <div className="flex flex-wrap items-center gap-1 border-t border-line pt-2">
              <ReactionBar item={postReactable(post.data)} />
              <CommentsDialogButton post={post.data} />
              <ShareButton postId={post.data.id} text={post.data.content} />
              {me?.id && post.data.author?.id === me.id ? (
                <div className="ms-auto flex items-center">
                  <PostOwnerActions post={post.data} onDeleted={() => navigate('/dashboard', { replace: true })} />
                </div>
              ) : (
                <div className="ms-auto flex items-center">
                  <ReportButton targetType="post" targetId={post.data.id} />
                  <BlockMuteMenu
                    user={authorTarget(post.data.author, post.data.organization ?? undefined)}
                    onBlocked={() => navigate('/dashboard', { replace: true })}
                  />
                </div>
              )}
            </div>
          </Card>
          <Card as="section" aria-labelledby="comments-heading" className="p-4 sm:p-6">
            <h2 id="comments-heading" className="text-lg font-semibold text-fg">
              <Trans>Comments</Trans>
            </h2>
            <CommentList postId={post.data.id} postAuthorId={post.data.author?.id} me={me} />
          </Card>
        </>
      )}
    </PageMain>
  );
}
