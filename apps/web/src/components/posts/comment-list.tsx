import type { UserSelf } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { useComments } from '../../lib/posts/use-comments';
import { Banner } from '../ui/banner';
import { Skeleton } from '../ui/skeleton';
import { CommentItem } from './comment-item';
import { useModeratesPosts } from './group-moderation';
import { Trans, useLingui } from '@lingui/react/macro';

export interface CommentListProps {
  postId: string;
  postAuthorId: string | undefined;
  me: UserSelf | undefined;
}

/** A post's comments, newest first, with loading, error and empty states; group moderators may delete any. */
export function CommentList({ postId, postAuthorId, me }: CommentListProps) {
  const { t } = useLingui();
  const comments = useComments(postId);
  const moderates = useModeratesPosts();
  if (comments.isPending) {
    return (
      <div className="flex flex-col gap-3 py-2" aria-busy="true">
        <span className="sr-only">
          <Trans>Loading comments</Trans>
        </span>
        {[0, 1].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
        ))}
      </div>
    );
  }
  if (comments.isError) return <Banner tone="error">{errorMessage(comments.error, t`Failed to load comments`)}</Banner>;
  if (comments.data.length === 0)
    return (
      <p className="py-2 text-sm text-muted">
        <Trans>No comments yet.</Trans>
      </p>
    );
  const myId = me?.id;
  return (
    <ul aria-label={t`Comments`} className="flex flex-col">
      {comments.data.map((comment) => {
        const mine = Boolean(myId) && comment.author?.id === myId;
        return (
          <CommentItem
            key={comment.id}
            comment={comment}
            canEdit={mine}
            canDelete={mine || moderates || (Boolean(myId) && postAuthorId === myId)}
          />
        );
      })}
    </ul>
  );
}
