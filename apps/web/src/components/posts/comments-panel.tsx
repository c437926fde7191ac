import type { UserSelf } from '@ourhood/contract';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';

/** The comments dialog's content: the form and the list (a lazy chunk: forms are not in the feed's first load). */
export default function CommentsPanel({
  postId,
  postAuthorId,
  me,
}: {
  postId: string;
  postAuthorId: string | undefined;
  me: UserSelf | undefined;
}) {
  return (
    <>
      <CommentForm postId={postId} me={me} />
      <CommentList postId={postId} postAuthorId={postAuthorId} me={me} />
    </>
  );
}
