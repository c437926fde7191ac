import { useState, type FormEvent } from 'react';
import { authorTarget } from '../safety/author-target';
import { BlockMuteMenu } from '../safety/block-mute-menu';
import { ReportButton } from '../safety/report-button';
import { updateCommentBodySchema, type Comment } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useDeleteComment, useUpdateComment } from '../../lib/posts/use-comments';
import { Button } from '../ui/button';
import { Textarea } from '../ui/textarea';
import { EditedMark } from './latest-comment';
import { LinkifiedText } from './linkified-text';
import { PostByline } from './post-byline';
import { ReactionBar } from './reaction-bar';
import { Trans, useLingui } from '@lingui/react/macro';

const isTemporaryComment = (comment: Comment) => comment.id.startsWith('temp-');

export interface CommentItemProps {
  comment: Comment;
  canEdit: boolean;
  canDelete: boolean;
}

/** One comment, with inline edit (its author) and delete after a confirmation (its author or the post's). */
export function CommentItem({ comment, canEdit, canDelete }: CommentItemProps) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const form = useContractForm(updateCommentBodySchema, { defaultValues: { content: comment.content } });
  const update = useUpdateComment(comment.post_id);
  const remove = useDeleteComment(comment.post_id);
  const pending = isTemporaryComment(comment);

  const cancel = () => {
    setMode('view');
    form.reset({ content: comment.content });
    form.setBanner(null);
    // Cancel while saving cuts the request (see useCancellableMutation).
    update.cancel();
    remove.reset();
  };

  const save = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async ({ content }) => {
        await update.mutateAsync({ id: comment.id, content });
        form.reset({ content });
        setMode('view');
      },
      { failure: t`Failed to update comment` },
    );

  return (
    <li className="flex flex-col gap-2 border-b border-line py-3 last:border-0" aria-busy={pending || undefined}>
      <PostByline author={comment.author} createdAt={comment.created_at} />
      {mode === 'edit' ? (
        <form noValidate onSubmit={save} className="flex flex-col gap-2">
          <FormBanner banner={form.banner} />
          <Textarea label={t`Edit comment`} hideLabel rows={3} autoFocus {...form.field('content')} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" className="min-h-9" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" className="min-h-9" busy={update.isPending}>
              {update.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
            </Button>
          </div>
        </form>
      ) : (
        <LinkifiedText
          text={comment.content}
          mentions={comment.mentions}
          className="whitespace-pre-wrap break-words text-fg"
        >
          {' '}
          <EditedMark editedAt={comment.edited_at} />
        </LinkifiedText>
      )}
      {mode === 'view' && !pending ? (
        <ReactionBar
          compact
          item={{
            target: 'comment',
            id: comment.id,
            postId: comment.post_id,
            reactions: comment.reactions ?? { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
            viewer_reaction: comment.viewer_reaction ?? null,
          }}
        />
      ) : null}
      {pending ? (
        <p className="text-xs text-faint">
          <Trans>Posting...</Trans>
        </p>
      ) : null}
      {mode === 'view' && !pending && !canEdit ? (
        <div className="-mt-1 flex items-center justify-end">
          <ReportButton targetType="comment" targetId={comment.id} className="px-2 text-xs text-muted hover:text-fg" />
          <BlockMuteMenu user={authorTarget(comment.author)} />
        </div>
      ) : null}
      {mode === 'view' && !pending && (canEdit || canDelete) ? (
        <div className="-mt-1 flex justify-end gap-1">
          {canEdit ? (
            <Button
              variant="ghost"
              className="min-h-8 px-2 text-xs"
              onClick={() => setMode('edit')}
              aria-label={t`Edit comment`}
            >
              <Trans>Edit</Trans>
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              className="min-h-8 px-2 text-xs text-danger"
              onClick={() => setMode('confirm-delete')}
              aria-label={t`Delete comment`}
            >
              <Trans>Delete</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div
          role="group"
          aria-label={t`Confirm deletion`}
          className="flex flex-wrap items-center gap-2 rounded-lg bg-danger-soft p-3 text-sm"
        >
          <span className="me-auto text-danger">
            <Trans>Delete this comment?</Trans>
          </span>
          <Button variant="secondary" className="min-h-9" onClick={cancel} disabled={remove.isPending} autoFocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            className="min-h-9"
            busy={remove.isPending}
            onClick={() => remove.mutate(comment.id)}
          >
            <Trans>Delete comment</Trans>
          </Button>
          {remove.isError ? (
            <p role="alert" className="w-full text-danger">
              {errorMessage(remove.error, t`Failed to delete comment`)}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
